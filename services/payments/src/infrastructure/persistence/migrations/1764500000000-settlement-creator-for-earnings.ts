import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A creator's earnings are read per creator, newest first: each settlement carries the creator it pays (the
 * project's selected creator at settlement, filled by the database on insert so no writer can forget it), and an
 * index in reading order holds the share, so the cards and the newest page need neither the project nor a sort.
 */
export class SettlementCreatorForEarnings1764500000000 implements MigrationInterface {
  name = 'SettlementCreatorForEarnings1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE settlement ADD COLUMN creator_id uuid`);
    await runner.query(`UPDATE settlement s SET creator_id = p.selected_creator_id FROM project p WHERE p.id = s.project_id`);
    await runner.query(`
      CREATE FUNCTION settlement_set_creator() RETURNS trigger LANGUAGE plpgsql
      -- The service's own schema, whichever search path the inserting session has.
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF NEW.creator_id IS NULL THEN
          SELECT selected_creator_id INTO NEW.creator_id FROM project WHERE id = NEW.project_id;
        END IF;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER settlement_creator BEFORE INSERT ON settlement
      FOR EACH ROW EXECUTE FUNCTION settlement_set_creator()`);
    await runner.query(`ALTER TABLE settlement ALTER COLUMN creator_id SET NOT NULL`);
    await runner.query(
      `CREATE INDEX settlement_creator_newest ON settlement (creator_id, settled_at DESC, project_id DESC) INCLUDE (creator_cents)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX settlement_creator_newest`);
    await runner.query(`DROP TRIGGER settlement_creator ON settlement`);
    await runner.query(`DROP FUNCTION settlement_set_creator()`);
    await runner.query(`ALTER TABLE settlement DROP COLUMN creator_id`);
  }
}
