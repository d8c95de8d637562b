import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession } from '@clipwerk/shell/sdk';
import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  Icon,
  NICHES,
  Select,
  Spinner,
  TextField,
  buttonClass,
  formatFollowers,
  labelOf,
  useDebounced,
} from '@clipwerk/ui';
import { REFRESH_MS, cleanQuery } from '../shared/filters';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import type { CreatorCardBody, CreatorsAnswer } from '@clipwerk/contracts/identity';
import {
  AVAILABILITY_FILTER,
  CREATORS_PAGE_SIZE,
  FOLLOWER_OPTIONS,
  baseRateText,
  creatorName,
  nichesPreview,
  placeOf,
  ratingStars,
} from './creatorView';
import { InlineFacts } from '../shared/InlineFacts';
import '../styles.css';

interface Filters {
  niche: string;
  location: string;
  followers: string;
  availability: string;
}
const NO_FILTERS: Filters = { niche: '', location: '', followers: '', availability: '' };

function CreatorCard({ creator }: { creator: CreatorCardBody }) {
  const name = creatorName(creator);
  const { shown, more } = nichesPreview(creator.niches);
  const rating = ratingStars(creator.stats.averageRating);
  return (
    <article className="cw-card cw-card--padded mk-creator-card">
      <div className="mk-creator-card__head">
        <Avatar src={creator.profilePictureUrl} name={name} size={56} />
        <div>
          <h2 className="mk-project-card__title">{name}</h2>
          <p className="cw-muted cw-small" style={{ margin: 0 }}>
            {placeOf(creator)}
          </p>
          {rating.rated ? (
            <span className="mk-stars" role="img" aria-label={rating.label}>
              {rating.stars}
            </span>
          ) : (
            <span className="cw-muted cw-small">{rating.label}</span>
          )}
        </div>
      </div>
      {creator.bio && <p className="mk-clamp cw-small">{creator.bio}</p>}
      {shown.length > 0 && (
        <ul className="mk-tags" aria-label="Niches">
          {shown.map((niche) => (
            <li key={niche}>{labelOf(NICHES, niche)}</li>
          ))}
          {more && <li className="mk-tags__more">{more}</li>}
        </ul>
      )}
      <InlineFacts
        facts={[
          ['Volgers', formatFollowers(creator.followersTotal)],
          ['Voltooid', creator.stats.completedProjects],
          ['Tarief', baseRateText(creator)],
        ]}
      />
      <Link className={buttonClass('secondary', 'md', true)} to={`/creators/${creator.id}`}>
        Bekijk profiel<span className="cw-visually-hidden"> van {name}</span>
      </Link>
    </article>
  );
}

export default function CreatorsScreen() {
  const { user, isCompany } = useSession();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const panelId = useId();
  const query = cleanQuery({
    search: useDebounced(search.trim()),
    ...filters,
    location: useDebounced(filters.location.trim()),
    page,
    limit: CREATORS_PAGE_SIZE,
  });
  const { data, isLoading, isFetching, error, refetch } = useQuery({
    queryKey: ['marketplace', 'creators', query],
    queryFn: ({ signal }) => api.get<CreatorsAnswer>('/users/creators', { query, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const creators = data?.creators ?? [];
  const pages = data?.pagination.pages ?? 1;
  const activeFilters = Object.values(filters).filter(Boolean).length;
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [name]: event.target.value }));
    setPage(1);
  };

  return (
    <div className="cw-container cw-page">
      <PageHeader
        eyebrow="Creators"
        title="Vind de juiste creator"
        lead="Ontdek Nederlandse UGC-creators op niche, locatie en bereik."
        actions={
          isCompany ? (
            <Link className={buttonClass('primary')} to="/projects/create">
              Opdracht plaatsen
            </Link>
          ) : !user ? (
            <>
              <Link className={buttonClass('secondary')} to="/login">
                Inloggen
              </Link>
              <Link className={buttonClass('primary')} to="/register">
                Aanmelden
              </Link>
            </>
          ) : undefined
        }
      />
      <form className="mk-searchbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Zoek creators"
          type="search"
          placeholder="Naam, niche of onderwerp"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={panelId}
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      </form>
      <div id={panelId} hidden={!showFilters} className="cw-card cw-card--padded mk-filters">
        <div className="mk-filters__grid">
          <Select label="Niche" placeholder="Alle niches" options={NICHES} value={filters.niche} onChange={set('niche')} />
          <TextField label="Locatie" placeholder="Bijvoorbeeld: Rotterdam" value={filters.location} onChange={set('location')} />
          <Select
            label="Volgers"
            placeholder="Elk bereik"
            options={FOLLOWER_OPTIONS}
            value={filters.followers}
            onChange={set('followers')}
          />
          <Select
            label="Beschikbaarheid"
            placeholder="Altijd"
            options={AVAILABILITY_FILTER}
            value={filters.availability}
            onChange={set('availability')}
          />
        </div>
        {activeFilters > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
            Filters wissen
          </Button>
        )}
      </div>
      {!user && (
        <div className="mk-signup-band">
          <div>
            <strong>Werk samen met deze creators</strong>
            <p className="cw-muted" style={{ margin: 0 }}>
              Plaats gratis een opdracht en ontvang voorstellen van creators die bij je merk passen.
            </p>
          </div>
          <Link className={buttonClass('primary')} to="/register">
            Gratis starten
          </Link>
        </div>
      )}
      <div className="mk-results-line" aria-live="polite">
        {!isLoading && !error && <span className="cw-muted">{data?.pagination.total ?? 0} creators gevonden</span>}
        {isFetching && !isLoading && <Spinner size="sm" label="Bijwerken..." />}
      </div>
      {isLoading ? (
        <div className="cw-page-spinner">
          <Spinner size="lg" label="Creators laden..." />
        </div>
      ) : error ? (
        <ErrorState message={TEXTS.creatorsLoadFailed} onRetry={() => refetch()} />
      ) : creators.length === 0 ? (
        <EmptyState
          icon={<Icon name="user" />}
          title="Geen creators gevonden"
          description="Probeer een andere zoekterm of wis de filters."
        />
      ) : (
        <>
          <div className="cw-grid cw-grid--3">
            {creators.map((creator) => (
              <CreatorCard key={creator.id} creator={creator} />
            ))}
          </div>
          {pages > 1 && (
            <nav className="mk-pager" aria-label="Paginering">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Vorige
              </Button>
              <span className="cw-muted">
                Pagina {page} van {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Volgende
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
