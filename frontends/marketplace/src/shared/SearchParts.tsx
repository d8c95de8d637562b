import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextField, buttonClass } from '@clipwerk/ui';
import type { SearchFilters } from './useSearchFilters';

/** The search field and the button that opens the filter panel; `children` adds buttons after it. */
export function SearchBar({
  label,
  placeholder,
  state,
  children,
}: {
  label: string;
  placeholder: string;
  state: SearchFilters;
  children?: ReactNode;
}) {
  return (
    <form className="mk-searchbar" role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={state.search}
        onChange={(event) => state.setSearch(event.target.value)}
      />
      <Button variant="secondary" aria-expanded={state.showFilters} aria-controls={state.panelId} onClick={state.toggleFilters}>
        Filters{state.activeFilters > 0 ? ` (${state.activeFilters})` : ''}
      </Button>
      {children}
    </form>
  );
}

/** The filter panel the search bar opens: the fields in a grid, and a way to clear them once one is set. */
export function FilterPanel({ state, children }: { state: SearchFilters; children: ReactNode }) {
  return (
    <div id={state.panelId} hidden={!state.showFilters} className="cw-card cw-card--padded mk-filters">
      <div className="mk-filters__grid">{children}</div>
      {state.activeFilters > 0 && (
        <Button variant="ghost" size="sm" onClick={state.clear}>
          Filters wissen
        </Button>
      )}
    </div>
  );
}

/** The invitation to sign up that a visitor without an account sees above a list. */
export function SignupBand({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className="mk-signup-band">
      <div>
        <strong>{title}</strong>
        <p className="cw-muted" style={{ margin: 0 }}>
          {text}
        </p>
      </div>
      <Link className={buttonClass('primary')} to="/register">
        {action}
      </Link>
    </div>
  );
}

/** Previous and next page of a list, with where the visitor is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="mk-pager" aria-label="Paginering">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Vorige
      </Button>
      <span className="cw-muted">
        Pagina {page} van {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Volgende
      </Button>
    </nav>
  );
}
