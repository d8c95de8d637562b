import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession } from '@clipwerk/shell/sdk';
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
  idOf,
  useDebounced,
} from '@clipwerk/ui';
import { BUDGET_OPTIONS, CATEGORY_OPTIONS, DEADLINE_OPTIONS, REFRESH_MS, cleanQuery } from '../shared/filters';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import type { ProjectListAnswer } from '@clipwerk/contracts/projects';
import { ProjectCard } from './ProjectCard';
import { useFavorites } from './useFavorites';
import '../styles.css';

interface Filters {
  category: string;
  budget: string;
  location: string;
  deadline: string;
}
const NO_FILTERS: Filters = { category: '', budget: '', location: '', deadline: '' };

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

export default function ProjectsScreen() {
  const { user, loading: sessionLoading, isCompany } = useSession();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [onlyFavorites, setOnlyFavorites] = useState(false);
  const favorites = useFavorites();
  const panelId = useId();
  const query = cleanQuery({
    search: useDebounced(search.trim()),
    ...filters,
    location: useDebounced(filters.location.trim()),
    status: 'open',
    limit: 50,
  });
  const { data, isLoading, isFetching, error, refetch } = useQuery({
    queryKey: ['marketplace', 'projects', query],
    queryFn: ({ signal }) => api.get<ProjectListAnswer>('/projects', { query, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const projects = favorites.creator && onlyFavorites ? favorites.favorites : (data?.projects ?? []);
  const activeFilters = Object.values(filters).filter(Boolean).length;
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));

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

      <form className="mk-searchbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Zoek opdrachten"
          type="search"
          placeholder="Bijvoorbeeld: koffie, unboxing, skincare"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={panelId}
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
        {favorites.creator && (
          <Button variant="secondary" aria-pressed={onlyFavorites} onClick={() => setOnlyFavorites((only) => !only)}>
            Mijn favorieten
          </Button>
        )}
      </form>
      <div id={panelId} hidden={!showFilters} className="cw-card cw-card--padded mk-filters">
        <div className="mk-filters__grid">
          <Select
            label="Categorie"
            placeholder="Alle categorieën"
            options={CATEGORY_OPTIONS}
            value={filters.category}
            onChange={set('category')}
          />
          <Select
            label="Budget"
            placeholder="Elk budget"
            options={BUDGET_OPTIONS}
            value={filters.budget}
            onChange={set('budget')}
          />
          <TextField label="Locatie" placeholder="Bijvoorbeeld: Utrecht" value={filters.location} onChange={set('location')} />
          <Select
            label="Deadline"
            placeholder="Elke deadline"
            options={DEADLINE_OPTIONS}
            value={filters.deadline}
            onChange={set('deadline')}
          />
        </div>
        {activeFilters > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            Filters wissen
          </Button>
        )}
      </div>

      {/* Not while a saved session is still read: the band would show and then vanish, moving the list up. */}
      {!user && !sessionLoading && (
        <div className="mk-signup-band">
          <div>
            <strong>Creator? Reageer op deze opdrachten.</strong>
            <p className="cw-muted" style={{ margin: 0 }}>
              Maak gratis een profiel aan en doe binnen een paar minuten je eerste voorstel.
            </p>
          </div>
          <Link className={buttonClass('primary')} to="/register">
            Gratis aanmelden
          </Link>
        </div>
      )}

      <div className="mk-results-line" aria-live="polite">
        {isLoading ? (
          <span className="cw-visually-hidden" role="status">
            Opdrachten laden...
          </span>
        ) : error ? null : (
          <span className="cw-muted">{projects.length === 1 ? '1 opdracht' : `${projects.length} opdrachten`} gevonden</span>
        )}
        {isFetching && !isLoading && <Spinner size="sm" label="Bijwerken..." />}
      </div>
      {favorites.failure && <Alert tone="danger">{favorites.failure}</Alert>}
      {isLoading ? (
        <ProjectListSkeleton />
      ) : error ? (
        <ErrorState message={TEXTS.projectsLoadFailed} onRetry={() => refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Icon name="search" />}
          title={TEXTS.noProjects}
          description="Probeer een ander zoekwoord of wis de filters."
        />
      ) : (
        <div className="cw-grid cw-grid--3">
          {projects.map((project) => (
            <ProjectCard key={idOf(project)} project={project} favorite={favorites.markOf(project)} />
          ))}
        </div>
      )}
    </div>
  );
}
