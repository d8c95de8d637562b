import { useId, useState } from 'react';

type ChangeEvent = { target: { value: string } };

/** What a screen's filter fields need: the values and a change handler per field. */
export interface FilterFields<F> {
  filters: F;
  set: (name: keyof F) => (event: ChangeEvent) => void;
}

/**
 * The search text, the filter fields, the open/closed filter panel and the page of a list screen. A new search or
 * filter value starts again at page 1.
 */
export function useSearchFilters<F extends { [K in keyof F]: string }>(empty: F) {
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState<F>(empty);
  const [showFilters, setShowFilters] = useState(false);
  const [page, setPage] = useState(1);
  const panelId = useId();
  return {
    search,
    filters,
    showFilters,
    panelId,
    page,
    setPage,
    activeFilters: Object.values<string>(filters).filter(Boolean).length,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    set: (name: keyof F) => (event: ChangeEvent) => {
      setFilters((current) => ({ ...current, [name]: event.target.value }));
      setPage(1);
    },
    clear: () => setFilters(empty),
    toggleFilters: () => setShowFilters((open) => !open),
  };
}

/** What the search bar and the filter panel need of it. */
export type SearchFilters = Pick<
  ReturnType<typeof useSearchFilters>,
  'search' | 'setSearch' | 'showFilters' | 'toggleFilters' | 'panelId' | 'activeFilters' | 'clear'
>;
