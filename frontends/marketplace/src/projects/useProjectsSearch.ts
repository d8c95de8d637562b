import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { ProjectListAnswer } from '@clipwerk/contracts/projects';
import { REFRESH_MS, cleanQuery } from '../shared/filters';
import { useFavorites } from './useFavorites';

export interface ProjectFilters {
  category: string;
  budget: string;
  location: string;
  deadline: string;
}
export const NO_PROJECT_FILTERS: ProjectFilters = { category: '', budget: '', location: '', deadline: '' };

/** The open projects that match the (debounced) search and filters, or a creator's favourites when she asks for those. */
export function useProjectsSearch(criteria: ProjectFilters & { search: string }) {
  const [onlyFavorites, setOnlyFavorites] = useState(false);
  const favorites = useFavorites();
  const query = cleanQuery({ ...criteria, status: 'open', limit: 50 });
  const list = useQuery({
    queryKey: ['marketplace', 'projects', query],
    queryFn: ({ signal }) => api.get<ProjectListAnswer>('/projects', { query, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const projects = favorites.creator && onlyFavorites ? favorites.favorites : (list.data?.projects ?? []);
  return {
    ...list,
    projects,
    favorites,
    onlyFavorites,
    toggleFavorites: () => setOnlyFavorites((only) => !only),
  };
}
