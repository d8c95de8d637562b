import { Link } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import {
  EmptyState,
  ErrorState,
  Icon,
  NICHES,
  Select,
  Spinner,
  TextField,
  buttonClass,
  formatCount,
  useDebounced,
} from '@clipwerk/ui';
import { PageHeader } from '../shared/PageHeader';
import { FilterPanel, Pager, SearchBar, SignupBand } from '../shared/SearchParts';
import { type FilterFields, usePageWithin, useSearchFilters } from '../shared/useSearchFilters';
import { TEXTS } from '../shared/texts';
import { AVAILABILITY_FILTER, FOLLOWER_OPTIONS } from './creatorView';
import { CreatorCard } from './CreatorCard';
import { type CreatorFilters, NO_CREATOR_FILTERS, useCreatorsSearch } from './useCreatorsSearch';
import '../styles.css';

function CreatorFilterFields({ filters, set }: FilterFields<CreatorFilters>) {
  return (
    <>
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
    </>
  );
}

export default function CreatorsScreen() {
  const { user, isCompany } = useSession();
  const search = useSearchFilters(NO_CREATOR_FILTERS);
  const { page, setPage } = search;
  const list = useCreatorsSearch({
    search: useDebounced(search.search.trim()),
    ...search.filters,
    location: useDebounced(search.filters.location.trim()),
    page,
  });
  const { data, isLoading, isFetching, error, creators, pages } = list;
  usePageWithin(search, data && pages);

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
      <SearchBar label="Zoek creators" placeholder="Naam, niche of onderwerp" state={search} />
      <FilterPanel state={search}>
        <CreatorFilterFields filters={search.filters} set={search.set} />
      </FilterPanel>
      {!user && (
        <SignupBand
          title="Werk samen met deze creators"
          text="Plaats gratis een opdracht en ontvang voorstellen van creators die bij je merk passen."
          action="Gratis starten"
        />
      )}
      <div className="mk-results-line" aria-live="polite">
        {!isLoading && !error && (
          <span className="cw-muted">{formatCount(data?.pagination.total ?? 0, 'creator', 'creators')} gevonden</span>
        )}
        {isFetching && !isLoading && <Spinner size="sm" label="Bijwerken..." />}
      </div>
      {isLoading ? (
        <div className="cw-page-spinner">
          <Spinner size="lg" label="Creators laden..." />
        </div>
      ) : error ? (
        <ErrorState message={TEXTS.creatorsLoadFailed} onRetry={() => list.refetch()} />
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
          {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
        </>
      )}
    </div>
  );
}
