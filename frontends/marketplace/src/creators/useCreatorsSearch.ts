import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { CreatorsAnswer } from '@clipwerk/contracts/identity';
import { REFRESH_MS, cleanQuery } from '../shared/filters';
import { CREATORS_PAGE_SIZE } from './creatorView';

export interface CreatorFilters {
  niche: string;
  location: string;
  followers: string;
  availability: string;
}
export const NO_CREATOR_FILTERS: CreatorFilters = { niche: '', location: '', followers: '', availability: '' };

/** One page of the creators that match the (debounced) search and filters. */
export function useCreatorsSearch(criteria: CreatorFilters & { search: string; page: number }) {
  const query = cleanQuery({ ...criteria, limit: CREATORS_PAGE_SIZE });
  const list = useQuery({
    queryKey: ['marketplace', 'creators', query],
    queryFn: ({ signal }) => api.get<CreatorsAnswer>('/users/creators', { query, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  return { ...list, creators: list.data?.creators ?? [], pages: list.data?.pagination.pages ?? 1 };
}
