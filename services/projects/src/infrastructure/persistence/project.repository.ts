import { Injectable } from '@nestjs/common';
import {
  DutchSearch,
  HotStatements,
  PlainRows,
  PreparedStatements,
  SearchTermsCache,
  type SearchWord,
  SqlConditions,
} from '@clipwerk/kit';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { ProjectStatus } from '../../domain/project-status';
import {
  type BudgetBucket,
  budgetBoundsCents,
  containsPattern,
  type DeadlineWindow,
  deadlineBounds,
  SEARCH_TERMS_FRESH_MS,
  SEARCH_TERMS_KEPT,
} from '../../domain/project-search';
import { ProjectEntity } from './project.entity';
import { CompanyEntity, CreatorEntity, ProjectFavoriteEntity, ProjectInterestEntity } from './projections.entities';

export interface ProjectSearch {
  /** The typed words; none means no text search. */
  search?: readonly SearchWord[];
  category?: string;
  budget?: BudgetBucket;
  location?: string;
  deadline?: DeadlineWindow;
  now: Date;
  limit: number;
  offset: number;
}

export interface InterestedCreator {
  id: string;
  name: string;
  city: string;
}

@Injectable()
export class ProjectRepository {
  private readonly cards: PlainRows<ProjectEntity, CardProperty>;
  /** Every column of a row as an insert returns it. */
  private readonly rows: PlainRows<ProjectEntity>;
  private readonly searchTerms = new SearchTermsCache({ ttlMs: SEARCH_TERMS_FRESH_MS, size: SEARCH_TERMS_KEPT });
  /** The list's statements, their words and filters written in: at most 32 plans of about 66 KiB per connection. */
  private readonly searches = new HotStatements({ perConnection: 32, followed: 1_000 });

  private pageRowsText?: string;

  constructor(private readonly dataSource: DataSource) {
    this.cards = new PlainRows(dataSource, ProjectEntity, 'p', CARD_PROPERTIES);
    this.rows = new PlainRows(dataSource, ProjectEntity, 'project');
  }

  /** The cards of a page's ids (`$1`), in their order, with their company; built on first use, as `cards.select` is. */
  private get pageRows(): string {
    this.pageRowsText ??= `SELECT ${this.cards.select}, ${COMPANY_COLUMNS}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS page (id, position)
       JOIN project p ON p.id = page.id
       LEFT JOIN company ON company.id = p.owner_id
      ORDER BY page.position`;
    return this.pageRowsText;
  }

  /** A project with its company and selected creator joined from the projections. */
  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.withParties(manager.createQueryBuilder(ProjectEntity, 'p')).where('p.id = :id', { id }).getOne();
  }

  /** The row locked for the rest of the transaction: changes to one project apply one after the other. */
  findByIdForUpdate(id: string, manager: EntityManager): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOne(ProjectEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Every project the user is the company or the selected creator of, locked for the rest of the transaction. */
  findOfPartyForUpdate(userId: string, manager: EntityManager): Promise<ProjectEntity[]> {
    if (!isUuid(userId)) return Promise.resolve([]);
    return manager.find(ProjectEntity, {
      where: [{ ownerId: userId }, { selectedCreatorId: userId }],
      order: { createdAt: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Inserts and answers the row as stored (database defaults: id, dates, counters) with the company the caller read;
   * a new project has no selected creator. One statement: reading it back through the query builder cost more CPU
   * than the insert.
   */
  async insert(project: Partial<ProjectEntity>, company: CompanyEntity | null, manager: EntityManager): Promise<ProjectEntity> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProjectEntity)
      .values(project)
      .returning(this.rows.select)
      .updateEntity(false)
      .execute();
    const row = this.rows.read((inserted.raw as Record<string, unknown>[])[0]);
    return Object.assign(new ProjectEntity(), row, { company, selectedCreator: null });
  }

  async save(project: ProjectEntity, manager: EntityManager): Promise<ProjectEntity> {
    const { company: _company, selectedCreator: _creator, ...columns } = project;
    await manager.save(ProjectEntity, columns as ProjectEntity);
    return (await this.findById(project.id, manager)) as ProjectEntity;
  }

  /**
   * The public list: open projects only (partial indexes), Dutch search over title, company name, description and
   * requirements (GIN index on the generated `search_document`; prefixes, compound parts, plurals and typos through
   * `DutchSearch`, the same typed words' terms reused for `SEARCH_TERMS_FRESH_MS`), exact and prefix matches first,
   * then parts, then typos, each by rank; else newest first. Plain SQL
   * (docs/decisions/006-read-queries-in-sql.md): hydrating entities through the query builder cost more than the
   * query. With a search word every match is ranked anyway, so the total comes with the page's ids; without one, the
   * newest page comes from an index and the count is a separate, parallel read.
   */
  async searchOpen(criteria: ProjectSearch): Promise<{ projects: ProjectCardView[]; total: number }> {
    const filter = new SqlConditions({ inline: true }).and(`p.status = 'open'`);
    let rank = '';
    let tier = '';
    if (criteria.search?.length) {
      const terms = await this.searchTerms.terms(
        (sql, params) => this.dataSource.query(sql, params),
        'project_search_word',
        criteria.search,
      );
      const search = new DutchSearch(terms, filter);
      filter.and(search.matches('p.search_document'));
      rank = terms ? search.rank('p.search_document') : ''; // only stop words: nothing matches, counted apart
      tier = search.tier('p.search_document');
    }
    if (criteria.category) filter.and(`p.category = ${filter.param(criteria.category)}`);
    if (criteria.budget) {
      const { min, max } = budgetBoundsCents(criteria.budget);
      filter.and(`p.budget_cents >= ${filter.param(min)}`);
      if (max !== undefined) filter.and(`p.budget_cents < ${filter.param(max)}`);
    }
    if (criteria.location) filter.and(`p.location ILIKE ${filter.param(containsPattern(criteria.location))}`);
    if (criteria.deadline) {
      const { from, to } = deadlineBounds(criteria.deadline, criteria.now);
      filter.and(`p.deadline BETWEEN ${filter.param(from)} AND ${filter.param(to)}`);
    }

    const count = async () => {
      const [row] = await this.searches.query<{ total: number }>(
        this.dataSource,
        `SELECT count(*)::int AS total FROM project p ${filter.where}`,
      );
      return row.total;
    };
    // The page in two statements. First its ids: ranking and counting go through every match by id only (thousands
    // for a common word), with the typed words and filters written in, since a plan must see how common the words
    // are (a generic one ran a search within a category 4 times slower over 100,000 projects); a search asked
    // again goes by name and is not planned again. Then the page's cards and companies, by name: planning their
    // joins anew for every page cost as much as the ranking itself.
    const ranked = this.searches.query<{ id: string; total?: string }>(
      this.dataSource,
      `SELECT p.id${rank ? `, ${tier} AS tier, ${rank} AS rank, count(*) OVER () AS total` : ''}
         FROM project p ${filter.where}
        ORDER BY ${rank ? 'tier, rank DESC, ' : ''}p.published_at DESC, p.id ASC
        ${filter.page(criteria.limit, criteria.offset)}`,
    );
    const [ids, separateTotal] = await Promise.all([ranked, rank ? undefined : count()]);
    const rows = ids.length
      ? await PreparedStatements.query<PageRow>(this.dataSource, this.pageRows, [ids.map(({ id }) => id)])
      : [];
    let total = separateTotal ?? Number(ids[0]?.total ?? 0);
    if (rank && ids.length === 0 && criteria.offset > 0) total = await count(); // past the last page: no row carries it
    return { projects: rows.map((row) => this.card(row)), total };
  }

  /** The company's own projects; a deleted (cancelled) one only when asked for by status. */
  listByOwner(ownerId: string, status: ProjectStatus | undefined, limit: number): Promise<ProjectEntity[]> {
    const query = this.withParties(this.dataSource.manager.createQueryBuilder(ProjectEntity, 'p')).where(
      'p.owner_id = :ownerId',
      {
        ownerId,
      },
    );
    if (status) query.andWhere('p.status = :status', { status });
    else query.andWhere(`p.status <> 'cancelled'`);
    return query.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'ASC').limit(limit).getMany();
  }

  listBySelectedCreator(creatorId: string, statuses: readonly ProjectStatus[], limit: number): Promise<ProjectEntity[]> {
    return this.withParties(this.dataSource.manager.createQueryBuilder(ProjectEntity, 'p'))
      .where('p.selected_creator_id = :creatorId', { creatorId })
      .andWhere('p.status IN (:...statuses)', { statuses })
      .orderBy('p.deadline', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Counts and the sums of the creator's shares (as payments computed them) of her selected projects, per status. */
  async creatorTotals(
    creatorId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ status: ProjectStatus; count: number; creatorShareCents: number }[]> {
    const rows: { status: ProjectStatus; count: number; share_cents: string }[] = await manager.query(
      `SELECT status, count(*)::int AS count, coalesce(sum(creator_share_cents), 0)::text AS share_cents
         FROM project WHERE selected_creator_id = $1 GROUP BY status`,
      [creatorId],
    );
    return rows.map((row) => ({ status: row.status, count: row.count, creatorShareCents: Number(row.share_cents) }));
  }

  /** Counts and proposals of a company's projects, per status: all of them, not one page. */
  async ownerTotals(ownerId: string): Promise<{ status: ProjectStatus; count: number; proposalCount: number }[]> {
    const rows: { status: ProjectStatus; count: number; proposals: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count, coalesce(sum(proposal_count), 0)::int AS proposals
         FROM project WHERE owner_id = $1 GROUP BY status`,
      [ownerId],
    );
    return rows.map((row) => ({ status: row.status, count: row.count, proposalCount: row.proposals }));
  }

  /** One view per visitor per project per day; returns whether this one counted. */
  async recordView(projectId: string, visitor: string, day: string, manager: EntityManager): Promise<boolean> {
    // A SELECT at the top, so the driver answers rows (an UPDATE answers [rows, count]).
    const rows: unknown[] = await manager.query(
      `WITH counted AS (
         INSERT INTO project_view (project_id, day, visitor) VALUES ($1, $3::date, $2)
         ON CONFLICT DO NOTHING RETURNING project_id),
       bumped AS (UPDATE project SET views = views + 1 WHERE id IN (SELECT project_id FROM counted) RETURNING views)
       SELECT views FROM bumped`,
      [projectId, visitor, day],
    );
    return rows.length > 0;
  }

  /** The newest interested creators (name and city only) and how many there are in all. */
  async interested(projectId: string, limit: number): Promise<{ creators: InterestedCreator[]; total: number }> {
    const [creators, total] = await Promise.all([
      this.dataSource.query(
        `SELECT i.creator_id AS id, coalesce(nullif(c.name, ''), i.creator_name) AS name, coalesce(c.city, '') AS city
           FROM project_interest i LEFT JOIN creator c ON c.id = i.creator_id
          WHERE i.project_id = $1 ORDER BY i.created_at DESC, i.creator_id LIMIT $2`,
        [projectId, limit],
      ) as Promise<InterestedCreator[]>,
      this.dataSource.manager.countBy(ProjectInterestEntity, { projectId }),
    ]);
    return { creators, total };
  }

  hasInterest(projectId: string, creatorId: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(ProjectInterestEntity, { projectId, creatorId });
  }

  /** Remembers a proposal's creator and counts the proposal, once per creator. */
  async addInterest(interest: Omit<ProjectInterestEntity, 'createdAt'>, manager: EntityManager): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProjectInterestEntity)
      .values(interest)
      .orIgnore()
      .returning('project_id')
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return false;
    await manager.increment(ProjectEntity, { id: interest.projectId }, 'proposalCount', 1);
    return true;
  }

  /** Marks a favourite and counts it, once per creator; returns whether this call marked it. */
  async addFavorite(projectId: string, creatorId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH marked AS (
         INSERT INTO project_favorite (project_id, creator_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING project_id),
       bumped AS (UPDATE project SET favorites = favorites + 1 WHERE id IN (SELECT project_id FROM marked) RETURNING id)
       SELECT id FROM bumped`,
      [projectId, creatorId],
    );
    return rows.length > 0;
  }

  /** Unmarks a favourite and uncounts it; returns whether it was marked. */
  async removeFavorite(projectId: string, creatorId: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH unmarked AS (
         DELETE FROM project_favorite WHERE project_id = $1 AND creator_id = $2 RETURNING project_id),
       lowered AS (UPDATE project SET favorites = favorites - 1 WHERE id IN (SELECT project_id FROM unmarked) RETURNING id)
       SELECT id FROM lowered`,
      [projectId, creatorId],
    );
    return rows.length > 0;
  }

  /** Unmarks every favourite of a creator and uncounts each (she left: her marks count for nobody). */
  async removeFavoritesOf(creatorId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `WITH unmarked AS (DELETE FROM project_favorite WHERE creator_id = $1 RETURNING project_id)
       UPDATE project SET favorites = favorites - 1 WHERE id IN (SELECT project_id FROM unmarked)`,
      [creatorId],
    );
  }

  /** The open projects a creator marked, the newest mark first. */
  favoritesOf(creatorId: string, limit: number): Promise<ProjectEntity[]> {
    // Shown as cards, which name the company only: an open project has no selected creator to join.
    return this.withCompany(this.dataSource.manager.createQueryBuilder(ProjectEntity, 'p'))
      .innerJoin(ProjectFavoriteEntity, 'f', 'f.project_id = p.id AND f.creator_id = :creatorId', { creatorId })
      .where(`p.status = 'open'`)
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** A page row as the presenter reads it: the card's columns and the company's display facts. */
  private card(row: PageRow): ProjectCardView {
    const { companyName, companyAverageRating, companyLogoUrl, ...columns } = this.cards.read(row);
    return {
      ...columns,
      company:
        companyName === null
          ? null
          : {
              companyName,
              averageRating: companyAverageRating === null ? null : Number(companyAverageRating),
              logoUrl: companyLogoUrl ?? '',
            },
    };
  }

  private withParties(query: SelectQueryBuilder<ProjectEntity>): SelectQueryBuilder<ProjectEntity> {
    return this.withCompany(query).leftJoinAndMapOne(
      'p.selectedCreator',
      CreatorEntity,
      'selected',
      'selected.id = p.selected_creator_id',
    );
  }

  private withCompany(query: SelectQueryBuilder<ProjectEntity>): SelectQueryBuilder<ProjectEntity> {
    return query.leftJoinAndMapOne('p.company', CompanyEntity, 'company', 'company.id = p.owner_id');
  }
}

/** A project as lists show it: its own columns, the company's name and logo and the selected creator's name and picture. */
export type ProjectView = Omit<ProjectEntity, 'company' | 'selectedCreator'> & {
  company?: Pick<CompanyEntity, 'companyName' | 'averageRating' | 'logoUrl'> | null;
  selectedCreator?: Pick<CreatorEntity, 'name' | 'profilePictureUrl'> | null;
};

/** What a card shows of a project (a list reads these columns only). */
const CARD_PROPERTIES = [
  'id',
  'title',
  'description',
  'status',
  'category',
  'contentRequirements',
  'budgetCents',
  'deadline',
  'location',
  'views',
  'proposalCount',
  'favorites',
  'ownerId',
  'publishedAt',
  'createdAt',
] as const satisfies readonly (keyof ProjectEntity)[];
type CardProperty = (typeof CARD_PROPERTIES)[number];

/** A project as a card shows it, with its company (null before identity's event arrived). */
export type ProjectCardView = Pick<ProjectEntity, CardProperty> & { company?: ProjectView['company'] };

type PageRow = Record<string, unknown> & {
  companyName: string | null;
  companyAverageRating: string | null;
  companyLogoUrl: string | null;
};

const COMPANY_COLUMNS = `company.company_name AS "companyName", company.average_rating AS "companyAverageRating",
  company.logo_url AS "companyLogoUrl"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything else in an id path segment is simply not found (and never reaches PostgreSQL's uuid parser). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
