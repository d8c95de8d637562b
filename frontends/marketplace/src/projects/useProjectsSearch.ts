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

/** How many cards a page of the list holds. */
export const PROJECTS_PAGE_SIZE = 50;

/**
 * One page of the open projects that match the (debounced) search and filters, or a creator's favourites when she
 * asks for those; `total` counts every match, not only the page's.
 */
export function useProjectsSearch(criteria: ProjectFilters & { search: string; page: number }) {
  const [onlyFavorites, setOnlyFavorites] = useState(false);
  const favorites = useFavorites();
  const query = cleanQuery({ ...criteria, status: 'open', limit: PROJECTS_PAGE_SIZE });
  const list = useQuery({
    queryKey: ['marketplace', 'projects', query],
    queryFn: ({ signal }) => api.get<ProjectListAnswer>('/projects', { query, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const showFavorites = Boolean(favorites.creator && onlyFavorites);
  const projects = showFavorites ? favorites.favorites : (list.data?.projects ?? []);
  return {
    ...list,
    projects,
    total: showFavorites ? projects.length : (list.data?.pagination.total ?? 0),
    pages: showFavorites ? 1 : (list.data?.pagination.pages ?? 1),
    favorites,
    onlyFavorites,
    toggleFavorites: () => setOnlyFavorites((only) => !only),
  };
}
