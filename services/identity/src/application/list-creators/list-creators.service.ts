import { searchWords } from '@clipwerk/kit';
import { Injectable } from '@nestjs/common';
import type { AvailabilityFilter } from '../../domain/catalog';
import { type FollowerRange, pageCount, pageRequest } from '../../domain/creator-search';
import { creatorSearchWords } from '../../domain/niche-synonyms';
import { type CreatorCardRow, UserRepository } from '../../infrastructure/persistence/user.repository';

export interface ListCreatorsQuery {
  search?: string;
  niche?: string;
  location?: string;
  followers?: FollowerRange;
  availability?: AvailabilityFilter;
  page?: unknown;
  limit?: unknown;
}

export interface CreatorPage {
  creators: CreatorCardRow[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

@Injectable()
export class ListCreatorsService {
  constructor(private readonly users: UserRepository) {}

  async execute(query: ListCreatorsQuery): Promise<CreatorPage> {
    const { page, limit, offset } = pageRequest(query.page, query.limit);
    // 'make-up' is one word to the niche synonyms.
    const words = query.search ? searchWords(query.search.replace(/(\p{L})-(?=\p{L})/gu, '$1')) : [];
    const { creators, total } = await this.users.searchCreators({
      search: creatorSearchWords(words),
      searchText: query.search,
      niche: query.niche,
      location: query.location,
      followers: query.followers,
      availability: query.availability,
      limit,
      offset,
    });
    return { creators, pagination: { page, limit, total, pages: pageCount(total, limit) } };
  }
}
