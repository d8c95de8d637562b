import { Injectable } from '@nestjs/common';
import { DutchSearch, dutchSearchTerms, PlainRows, PreparedStatements, type SearchWord, SqlConditions } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { type AvailabilityFilter, availabilitiesMatching } from '../../domain/catalog';
import { containsPattern, type FollowerRange, followerBounds, RATING_SCORE_SQL } from '../../domain/creator-search';
import { MediaEntity } from './media.entity';
import { UserEntity } from './user.entity';

export interface CreatorSearch {
  /** The typed words with their niche synonyms; `searchText` is the whole typed text, for name substrings. */
  search?: readonly SearchWord[];
  searchText?: string;
  niche?: string;
  location?: string;
  followers?: FollowerRange;
  availability?: AvailabilityFilter;
  limit: number;
  offset: number;
}

/** Unique violation of `app_user_email` (two registrations racing for one address). */
export function isEmailTaken(error: unknown): boolean {
  const driverError = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const inner = driverError.driverError ?? driverError;
  return inner.code === '23505' && inner.constraint === 'app_user_email';
}

@Injectable()
export class UserRepository {
  private readonly cards: PlainRows<UserEntity, CreatorCardProperty>;

  constructor(private readonly dataSource: DataSource) {
    this.cards = new PlainRows(dataSource, UserEntity, 'u', CREATOR_CARD_PROPERTIES);
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  /** Whether the user keeps any uploaded file (a photo, a portfolio file). */
  async hasUploads(userId: string): Promise<boolean> {
    return (await this.dataSource.manager.countBy(MediaEntity, { ownerId: userId })) > 0;
  }

  /** The row locked for the rest of the transaction: concurrent profile edits apply one after the other. */
  findByIdForUpdate(id: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { email });
  }

  findByGoogleId(googleId: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { googleId });
  }

  async emailExists(email: string): Promise<boolean> {
    return this.dataSource.manager.existsBy(UserEntity, { email });
  }

  async updatePasswordHash(id: string, passwordHash: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(UserEntity, { id }, { passwordHash });
  }

  /** A sign-in is not a profile change: `updated_at` stays. */
  async recordSignIn(id: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE app_user SET last_signed_in_at = $2 WHERE id = $1`, [id, at]);
  }

  /** Open accounts nobody signed in to since `cutoff`, locked for this transaction; others' locked ones skipped. */
  async claimInactive(cutoff: Date, limit: number, manager: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM app_user WHERE deleted_at IS NULL AND last_signed_in_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Keeps the rating figures projects sent, unless figures over more ratings are kept already. */
  async keepRatingFigures(id: string, count: number, average: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE app_user SET rating_count = $2, average_rating = $3 WHERE id = $1 AND rating_count < $2`, [
      id,
      count,
      average,
    ]);
  }

  async keepCompletedProjects(id: string, count: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE app_user SET completed_projects = $2 WHERE id = $1 AND completed_projects < $2`, [id, count]);
  }

  async keepResponseRate(id: string, rate: number, counted: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE app_user SET response_rate = $2, response_counted = $3 WHERE id = $1 AND response_counted < $3`, [
      id,
      rate,
      counted,
    ]);
  }

  /** Inserts and reads back, so database defaults (id, dates, empty lists) are on the returned entity. */
  async insert(user: Partial<UserEntity>, manager: EntityManager): Promise<UserEntity> {
    const result = await manager.insert(UserEntity, user);
    return manager.findOneByOrFail(UserEntity, { id: result.identifiers[0].id as string });
  }

  /**
   * The public creators list. Text search: Dutch search over name, chosen name, niches and bio (GIN index on the
   * generated `search_document`; prefixes, compound parts, plurals, niche synonyms and typos through `DutchSearch`)
   * or a name substring (trigram indexes); exact matches first, then synonyms and parts, then typos, each by rank, then
   * by rating, then by reach. Plain SQL answering
   * only the card's columns: entity hydration cost more than the query (docs/decisions/006-read-queries-in-sql.md).
   */
  async searchCreators(criteria: CreatorSearch): Promise<{ creators: CreatorCardRow[]; total: number }> {
    // A deleted account is anonymous and no longer offers its work.
    const filter = new SqlConditions().and(`role = 'creator'`).and('deleted_at IS NULL');
    let rank = '';
    if (criteria.searchText) {
      const pattern = filter.param(containsPattern(criteria.searchText));
      // Her full name or the name she chose (each with its own trigram index).
      const name = `((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE ${pattern} OR display_name ILIKE ${pattern})`;
      if (criteria.search?.length) {
        // Niche words describe what a creator does: niches (B) and bio (C), never her name (A).
        const terms = await dutchSearchTerms(
          (sql, params) => this.dataSource.query(sql, params),
          'creator_search_word',
          criteria.search,
          {
            synonymWeights: 'BC',
          },
        );
        const search = new DutchSearch(terms, filter);
        filter.and(`${search.matches('search_document')} OR ${name}`);
        rank = `CASE WHEN ${name} THEN 0 ELSE ${search.tier('search_document')} END, ${search.rank('search_document')} DESC, `;
      } else {
        filter.and(name);
      }
    }
    if (criteria.niche) filter.and(`niches @> ARRAY[${filter.param(criteria.niche)}]::text[]`);
    if (criteria.location) filter.and(`city ILIKE ${filter.param(containsPattern(criteria.location))}`);
    if (criteria.followers) {
      const { min, max } = followerBounds(criteria.followers);
      filter.and(`followers_total >= ${filter.param(min)}`);
      if (max !== undefined) filter.and(`followers_total < ${filter.param(max)}`);
    }
    if (criteria.availability) filter.and(`availability = ANY(${filter.param(availabilitiesMatching(criteria.availability))})`);

    const where = filter.where;
    const countSql = `SELECT count(*)::int AS total FROM app_user u ${where}`;
    const countParams = filter.params;
    // Without typed words the texts are one of a few (one per combination of filters), so they go by name; with
    // them, their plans must see the words.
    const prepare = !criteria.searchText;
    const count = async (): Promise<number> =>
      (await PreparedStatements.query<{ total: number }>(this.dataSource, countSql, countParams, { prepare }))[0].total;
    // One statement: the page, each row carrying the total (an uncorrelated subquery, counted once). A page past the
    // end has no row to carry it, so only then is the total counted on its own.
    const text = `SELECT ${this.cards.select}, (${countSql}) AS "total" FROM app_user u ${where}
      ORDER BY ${rank}${RATING_SCORE_SQL} DESC, u.followers_total DESC, u.created_at DESC, u.id ASC
      LIMIT ${filter.param(criteria.limit)} OFFSET ${filter.param(criteria.offset)}`;
    const rows = await PreparedStatements.query<Record<string, unknown>>(this.dataSource, text, filter.params, { prepare });
    const creators = rows.map((row) => this.cards.read(row as typeof row & { total: number }));
    const total = creators[0]?.total ?? (criteria.offset > 0 ? await count() : 0);
    return { creators, total };
  }
}

/** What a creator card shows (the public list): no e-mail, phone, birth date or password hash is even read. */
const CREATOR_CARD_PROPERTIES = [
  'id',
  'role',
  'firstName',
  'lastName',
  'displayName',
  'companyName',
  'contactPerson',
  'profilePictureUrl',
  'bio',
  'niches',
  'city',
  'country',
  'socialMedia',
  'completedProjects',
  'averageRating',
  'ratingCount',
  'responseRate',
  'followersTotal',
  'baseRateCents',
  'rateNegotiable',
  'availability',
] as const satisfies readonly (keyof UserEntity)[];
type CreatorCardProperty = (typeof CREATOR_CARD_PROPERTIES)[number];
export type CreatorCardRow = Pick<UserEntity, CreatorCardProperty>;
