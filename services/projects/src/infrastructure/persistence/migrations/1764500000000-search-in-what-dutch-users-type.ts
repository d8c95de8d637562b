import { REQUIRE_PG_TRGM, searchVocabularySql } from '@clipwerk/kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The project list finds company names, compound parts, plurals and typos (docs/decisions/041-dutch-search.md):
 * the owner's company name joins the search document, and a trigram-indexed vocabulary of the documents' words
 * gives the candidates for parts and typos.
 */
export class SearchInWhatDutchUsersType1764500000000 implements MigrationInterface {
  name = 'SearchInWhatDutchUsersType1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(REQUIRE_PG_TRGM);
    // A copy of the projection's name on each project, so one generated document (and one GIN index) holds it;
    // triggers keep it whichever code path writes the project or the company.
    await runner.query(`ALTER TABLE project ADD COLUMN company_name text NOT NULL DEFAULT ''`);
    await runner.query(`UPDATE project SET company_name = c.company_name FROM company c WHERE c.id = project.owner_id`);
    await runner.query(`
      CREATE FUNCTION project_company_name() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        NEW.company_name := coalesce((SELECT company_name FROM company WHERE id = NEW.owner_id), '');
        RETURN NEW;
      END $$`);
    await runner.query(
      `CREATE TRIGGER project_company_name BEFORE INSERT OR UPDATE OF owner_id ON project FOR EACH ROW EXECUTE FUNCTION project_company_name()`,
    );
    await runner.query(`
      CREATE FUNCTION company_name_to_projects() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE project SET company_name = NEW.company_name WHERE owner_id = NEW.id AND company_name <> NEW.company_name;
        RETURN NULL;
      END $$`);
    await runner.query(
      `CREATE TRIGGER company_name_to_projects AFTER INSERT OR UPDATE OF company_name ON company FOR EACH ROW EXECUTE FUNCTION company_name_to_projects()`,
    );

    await runner.query(`DROP INDEX project_open_search`);
    await runner.query(`ALTER TABLE project DROP COLUMN search_document`);
    await runner.query('DROP FUNCTION project_search_document(text, text, text, text[])');
    await runner.query(`
      CREATE FUNCTION project_search_document(title text, company_name text, description text, requirements text, content_requirements text[])
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(company_name, '')), 'B')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(description, '')), 'B')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(requirements, '') || ' ' || array_to_string(content_requirements, ' ')), 'C')
      $$`);
    await runner.query(`
      ALTER TABLE project ADD COLUMN search_document tsvector GENERATED ALWAYS AS
        (project_search_document(title, company_name, description, requirements, content_requirements)) STORED`);
    await runner.query(`CREATE INDEX project_open_search ON project USING gin (search_document) WHERE status = 'open'`);

    for (const statement of searchVocabularySql({
      table: 'project',
      vocabulary: 'project_search_word',
      document: 'search_document',
    })) {
      await runner.query(statement);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER project_search_word_update ON project`);
    await runner.query(`DROP TRIGGER project_search_word_insert ON project`);
    await runner.query(`DROP FUNCTION project_search_word_changed(), project_search_word_added()`);
    await runner.query(`DROP TABLE project_search_word`);
    await runner.query(`DROP FUNCTION project_search_word_query(jsonb, text)`);
    await runner.query(`DROP TRIGGER company_name_to_projects ON company`);
    await runner.query(`DROP TRIGGER project_company_name ON project`);
    await runner.query(`DROP FUNCTION company_name_to_projects(), project_company_name()`);
    await runner.query(`DROP INDEX project_open_search`);
    await runner.query(`ALTER TABLE project DROP COLUMN search_document`);
    await runner.query('DROP FUNCTION project_search_document(text, text, text, text, text[])');
    await runner.query(`
      CREATE FUNCTION project_search_document(title text, description text, requirements text, content_requirements text[])
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('dutch'::regconfig, coalesce(title, '')), 'A')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(description, '')), 'B')
            || setweight(to_tsvector('dutch'::regconfig, coalesce(requirements, '') || ' ' || array_to_string(content_requirements, ' ')), 'C')
      $$`);
    await runner.query(`
      ALTER TABLE project ADD COLUMN search_document tsvector GENERATED ALWAYS AS
        (project_search_document(title, description, requirements, content_requirements)) STORED`);
    await runner.query(`CREATE INDEX project_open_search ON project USING gin (search_document) WHERE status = 'open'`);
    await runner.query(`ALTER TABLE project DROP COLUMN company_name`);
  }
}
