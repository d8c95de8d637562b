import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type AvailabilityFilter, availabilitiesMatching } from '../../domain/catalog';
import { containsPattern, type FollowerRange, followerBounds } from '../../domain/creator-search';
import { UserEntity } from './user.entity';

export interface CreatorSearch {
  search?: string;
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
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { id });
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

  /** Inserts and reads back, so database defaults (id, dates, empty lists) are on the returned entity. */
  async insert(user: Partial<UserEntity>, manager: EntityManager): Promise<UserEntity> {
    const result = await manager.insert(UserEntity, user);
    return manager.findOneByOrFail(UserEntity, { id: result.identifiers[0].id as string });
  }

  /**
   * The public creators list. Text search: Dutch full-text over name, niches and bio (GIN index on the generated
   * `search_document`) or a name substring (trigram index); best match first, then by reach.
   */
  async searchCreators(criteria: CreatorSearch): Promise<{ creators: UserEntity[]; total: number }> {
    const query = this.dataSource.manager.createQueryBuilder(UserEntity, 'u').where(`u.role = 'creator'`);
    if (criteria.search) {
      query.andWhere(
        `(u.search_document @@ websearch_to_tsquery('dutch', :search)
          OR (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ILIKE :searchPattern)`,
        { search: criteria.search, searchPattern: containsPattern(criteria.search) },
      );
    }
    if (criteria.niche) query.andWhere('u.niches @> ARRAY[:niche]::text[]', { niche: criteria.niche });
    if (criteria.location) query.andWhere('u.city ILIKE :cityPattern', { cityPattern: containsPattern(criteria.location) });
    if (criteria.followers) {
      const { min, max } = followerBounds(criteria.followers);
      query.andWhere('u.followers_total >= :minFollowers', { minFollowers: min });
      if (max !== undefined) query.andWhere('u.followers_total < :maxFollowers', { maxFollowers: max });
    }
    if (criteria.availability) {
      query.andWhere('u.availability IN (:...availabilities)', { availabilities: availabilitiesMatching(criteria.availability) });
    }

    // The count and the page are independent reads: run them side by side on two pool connections.
    const page = query.clone();
    if (criteria.search) {
      page.addSelect(`ts_rank(u.search_document, websearch_to_tsquery('dutch', :search))`, 'rank').orderBy('rank', 'DESC');
    } else {
      page.orderBy();
    }
    const [total, creators] = await Promise.all([
      query.getCount(),
      page
        .addOrderBy('u.followersTotal', 'DESC')
        .addOrderBy('u.createdAt', 'DESC')
        .addOrderBy('u.id', 'ASC')
        .limit(criteria.limit)
        .offset(criteria.offset)
        .getMany(),
    ]);
    return { creators, total };
  }
}
