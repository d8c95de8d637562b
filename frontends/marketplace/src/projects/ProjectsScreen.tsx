import { Link } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Icon,
  Select,
  Spinner,
  TextField,
  buttonClass,
  formatCount,
  idOf,
  useDebounced,
} from '@clipwerk/ui';
import { BUDGET_OPTIONS, CATEGORY_OPTIONS, DEADLINE_OPTIONS } from '../shared/filters';
import { PageHeader } from '../shared/PageHeader';
import { FilterPanel, Pager, SearchBar, SignupBand } from '../shared/SearchParts';
import { type FilterFields, usePageWithin, useSearchFilters } from '../shared/useSearchFilters';
import { TEXTS } from '../shared/texts';
import { ProjectCard } from './ProjectCard';
import { NO_PROJECT_FILTERS, type ProjectFilters, useProjectsSearch } from './useProjectsSearch';
import '../styles.css';

/** How many placeholder cards stand in for the list while it loads: two rows on a wide screen, more than a phone shows. */
export const SKELETON_CARDS = 6;

/**
 * A grey stand-in of a project card, as tall as the shortest real card (see .mk-skeleton-card), so the list takes
 * its space from the first paint and nothing below it moves when the projects arrive.
 */
function ProjectCardSkeleton() {
  return (
    <div className="cw-card mk-project-card mk-skeleton-card">
      <div className="mk-project-card__top">
        <span className="mk-skeleton mk-skeleton--badge" />
        <span className="mk-skeleton mk-skeleton--short" />
      </div>
      <span className="mk-skeleton mk-skeleton--title" />
      <span className="mk-skeleton mk-skeleton--short" />
      <span className="mk-skeleton mk-skeleton--text" />
      <span className="mk-skeleton mk-skeleton--text" />
      <span className="mk-skeleton mk-skeleton--tags" />
      <span className="mk-skeleton mk-skeleton--button" />
    </div>
  );
}

export function ProjectListSkeleton() {
  return (
    <div className="cw-grid cw-grid--3" aria-hidden="true" data-testid="projects-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <ProjectCardSkeleton key={index} />
      ))}
    </div>
  );
}

function ProjectFilterFields({ filters, set }: FilterFields<ProjectFilters>) {
  return (
    <>
      <Select
        label="Categorie"
        placeholder="Alle categorieën"
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={set('category')}
      />
      <Select label="Budget" placeholder="Elk budget" options={BUDGET_OPTIONS} value={filters.budget} onChange={set('budget')} />
      <TextField label="Locatie" placeholder="Bijvoorbeeld: Utrecht" value={filters.location} onChange={set('location')} />
      <Select
        label="Deadline"
        placeholder="Elke deadline"
        options={DEADLINE_OPTIONS}
        value={filters.deadline}
        onChange={set('deadline')}
      />
    </>
  );
}

function ResultsLine({ list }: { list: ReturnType<typeof useProjectsSearch> }) {
  const { isLoading, isFetching, error, total } = list;
  return (
    <div className="mk-results-line" aria-live="polite">
      {isLoading ? (
        <span className="cw-visually-hidden" role="status">
          Opdrachten laden...
        </span>
      ) : error ? null : (
        <span className="cw-muted">{formatCount(total, 'opdracht', 'opdrachten')} gevonden</span>
      )}
      {isFetching && !isLoading && <Spinner size="sm" label="Bijwerken..." />}
    </div>
  );
}

export default function ProjectsScreen() {
  const { user, loading: sessionLoading, isCompany } = useSession();
  const search = useSearchFilters(NO_PROJECT_FILTERS);
  const list = useProjectsSearch({
    search: useDebounced(search.search.trim()),
    ...search.filters,
    location: useDebounced(search.filters.location.trim()),
    page: search.page,
  });
  usePageWithin(search, list.data && list.pages);
  const { projects, favorites } = list;

  return (
    <div className="cw-container cw-page">
      <PageHeader
        eyebrow="Marktplaats"
        title="Opdrachten"
        lead="Open opdrachten van Nederlandse bedrijven. Vind er een die bij je past en doe een voorstel."
        actions={
          <>
            <Link className={buttonClass('secondary')} to="/creators">
              Bekijk creators
            </Link>
            {isCompany && (
              <Link className={buttonClass('primary')} to="/projects/create">
                Opdracht plaatsen
              </Link>
            )}
          </>
        }
      />

      <SearchBar label="Zoek opdrachten" placeholder="Bijvoorbeeld: koffie, unboxing, skincare" state={search}>
        {favorites.creator && (
          <Button variant="secondary" aria-pressed={list.onlyFavorites} onClick={list.toggleFavorites}>
            Mijn favorieten
          </Button>
        )}
      </SearchBar>
      <FilterPanel state={search}>
        <ProjectFilterFields filters={search.filters} set={search.set} />
      </FilterPanel>

      {/* Not while a saved session is still read: the band would show and then vanish, moving the list up. */}
      {!user && !sessionLoading && (
        <SignupBand
          title="Creator? Reageer op deze opdrachten."
          text="Maak gratis een profiel aan en doe binnen een paar minuten je eerste voorstel."
          action="Gratis aanmelden"
        />
      )}

      <ResultsLine list={list} />
      {favorites.failure && <Alert tone="danger">{favorites.failure}</Alert>}
      {list.isLoading ? (
        <ProjectListSkeleton />
      ) : list.error ? (
        <ErrorState message={TEXTS.projectsLoadFailed} onRetry={() => list.refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Icon name="search" />}
          title={TEXTS.noProjects}
          description="Probeer een ander zoekwoord of wis de filters."
        />
      ) : (
        <>
          <div className="cw-grid cw-grid--3">
            {projects.map((project) => (
              <ProjectCard key={idOf(project)} project={project} favorite={favorites.markOf(project)} />
            ))}
          </div>
          {list.pages > 1 && <Pager page={search.page} pages={list.pages} onPage={search.setPage} />}
        </>
      )}
    </div>
  );
}
