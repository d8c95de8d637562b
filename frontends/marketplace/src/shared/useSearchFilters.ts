import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

type ChangeEvent = { target: { value: string } };

/** What a screen's filter fields need: the values and a change handler per field. */
export interface FilterFields<F> {
  filters: F;
  set: (name: keyof F) => (event: ChangeEvent) => void;
}

/**
 * The search text, the filter fields, the open/closed filter panel and the page of a list screen. A new search or
 * filter value starts again at page 1. The address keeps the search, the filters and the page, so a reload or a
 * shared link shows the same list; the fields answer each key from the screen's own state, and the address follows.
 */
export function useSearchFilters<F extends { [K in keyof F]: string }>(empty: F) {
  const [params, setParams] = useSearchParams();
  const [search, setSearchText] = useState(() => params.get('search') ?? '');
  const [filters, setFilters] = useState<F>(() => filtersIn(params, empty));
  const [page, setPage] = useState(() => pageIn(params));
  // Open when the address brought filters along, so the visitor sees what narrows her list.
  const [showFilters, setShowFilters] = useState(() => Object.values<string>(filters).some(Boolean));
  const panelId = useId();

  const wanted = addressOf(params, { search, ...filters, page: page > 1 ? String(page) : '' });
  useEffect(() => {
    // Replaced, not pushed: Back leaves the list instead of stepping through every typed key.
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);

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

/**
 * A page past the last one (the list shrank since the link was made, or the address was typed) shows the last page
 * instead of an empty list without a way back. `pages` is undefined until the list has answered.
 */
export function usePageWithin({ page, setPage }: { page: number; setPage: (page: number) => void }, pages?: number) {
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}

/** The filters the address names, each known field only; the rest empty. */
function filtersIn<F extends { [K in keyof F]: string }>(params: URLSearchParams, empty: F): F {
  const filters = { ...empty };
  for (const name of Object.keys(empty) as (keyof F & string)[]) {
    filters[name] = (params.get(name) ?? empty[name]) as F[keyof F & string];
  }
  return filters;
}

function pageIn(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address's query with these values set (an empty one left out) and any other parameter kept. */
function addressOf(params: URLSearchParams, values: Record<string, string>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next.toString();
}

/** What the search bar and the filter panel need of it. */
export type SearchFilters = Pick<
  ReturnType<typeof useSearchFilters>,
  'search' | 'setSearch' | 'showFilters' | 'toggleFilters' | 'panelId' | 'activeFilters' | 'clear'
>;
