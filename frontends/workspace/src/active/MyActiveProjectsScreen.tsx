import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import {
  Button,
  EmptyState,
  ErrorState,
  Icon,
  StatusBadge,
  projectStatus,
  Select,
  Spinner,
  buttonClass,
  formatDate,
  formatEuro,
  companyNameOf,
} from '@clipwerk/ui';
import { agreedPriceOf, contentTypeLabel, daysLeft, deadlineCounts } from '../project/display';
import type { EarningsAnswer } from '@clipwerk/contracts/payments';
import type { MyActiveProjectsAnswer, ProjectBody } from '@clipwerk/contracts/projects';
import { ACTIVE_LIMIT, ACTIVE_STATUSES, foundLine, suggestedAction } from './activeView';
import '../styles.css';

const STATUS_OPTIONS = ACTIVE_STATUSES.map((value) => ({
  value,
  label: value === 'all' ? 'Alle statussen' : projectStatus(value).label,
}));

export const LOAD_ERROR = 'Er is een fout opgetreden bij het laden van je opdrachten';

function ActiveCard({ project }: { project: ProjectBody }) {
  const left = daysLeft(project.deadline);
  const action = suggestedAction(project.status);
  const formats = project.contentFormat ?? [];
  return (
    <article className="cw-card cw-card--padded ws-card" aria-label={project.title}>
      <div className="ws-card__top">
        <StatusBadge kind="project" status={project.status} />
      </div>
      <h2 className="ws-card__title">{project.title}</h2>
      <p className="ws-clamp cw-small">{project.description}</p>
      <dl className="ws-facts">
        <div>
          <dt>Deadline</dt>
          <dd>
            {project.deadline ? formatDate(project.deadline) : '-'}{' '}
            {deadlineCounts(project.status) && (
              <span className={`ws-days ws-days--${left.tone}`} data-tone={left.tone}>
                {left.text}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Prijs</dt>
          <dd>{agreedPriceOf(project)}</dd>
        </div>
        <div>
          <dt>Bedrijf</dt>
          <dd>{companyNameOf(project)}</dd>
        </div>
        <div>
          <dt>Content</dt>
          <dd>{contentTypeLabel(project.contentType)}</dd>
        </div>
        <div>
          <dt>Opleveringen</dt>
          <dd>{project.deliverables?.length ?? 0}</dd>
        </div>
      </dl>
      {formats.length > 0 && <p className="cw-small cw-muted">Formaat: {formats.join(', ')}</p>}
      <div className="cw-row">
        {action.disabled ? (
          <Button size="sm" disabled>
            {action.label}
          </Button>
        ) : (
          <Link className={buttonClass('primary', 'sm')} to={`/project-workspace/${project.id}`}>
            {action.label}
            <span className="cw-visually-hidden">: {project.title}</span>
          </Link>
        )}
        <Link className={buttonClass('secondary', 'sm')} to={`/messages?project=${project.id}`}>
          Chat<span className="cw-visually-hidden"> over {project.title}</span>
        </Link>
      </div>
    </article>
  );
}

export default function MyActiveProjectsScreen() {
  const [status, setStatus] = useState<string>('all');
  const { data, isLoading, isFetching, error, refetch } = useQuery({
    queryKey: ['workspace', 'my-active', status],
    queryFn: () => api.get<MyActiveProjectsAnswer>('/projects/my-active', { query: { status, limit: ACTIVE_LIMIT } }),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
  // 'Totaal verdiend' is the same figure as on /earnings: her shares as payments settled them.
  const { data: totalEarnings = 0 } = useQuery({
    queryKey: ['workspace', 'total-earnings'],
    queryFn: async () =>
      (await api.get<EarningsAnswer>('/payments/creator/earnings', { query: { period: 'current-month' } })).data.overview
        .totalEarnings,
    refetchInterval: 30_000,
  });
  const projects = data?.projects ?? [];

  return (
    <div className="cw-container cw-page">
      <header className="cw-page__header">
        <div>
          <Link to="/dashboard" className="cw-small">
            ← Terug naar dashboard
          </Link>
          <h1>Mijn actieve opdrachten</h1>
        </div>
        <Button variant="secondary" loading={isFetching && !isLoading} onClick={() => refetch()}>
          Vernieuwen
        </Button>
      </header>
      <section aria-label="Statistieken" className="cw-grid cw-grid--3" style={{ marginBottom: '1.5rem' }}>
        <div className="cw-stat">
          <span className="cw-stat__label">Actieve opdrachten</span>
          <span className="cw-stat__value">{data?.stats.activeProjects ?? 0}</span>
        </div>
        <div className="cw-stat">
          <span className="cw-stat__label">Voltooid</span>
          <span className="cw-stat__value">{data?.stats.completedProjects ?? 0}</span>
        </div>
        <div className="cw-stat">
          <span className="cw-stat__label">Totaal verdiend</span>
          <span className="cw-stat__value">{formatEuro(totalEarnings)}</span>
        </div>
      </section>
      <div className="ws-toolbar">
        <div style={{ minWidth: 220 }}>
          <Select label="Status" options={STATUS_OPTIONS} value={status} onChange={(event) => setStatus(event.target.value)} />
        </div>
        {!isLoading && !error && (
          <p className="cw-muted" style={{ margin: 0 }}>
            {foundLine(projects.length)}
          </p>
        )}
      </div>
      {isLoading ? (
        <div className="cw-page-spinner">
          <Spinner size="lg" label="Opdrachten laden..." />
        </div>
      ) : error ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Icon name="film" />}
          title="Geen actieve opdrachten"
          description="Zodra een bedrijf je voorstel accepteert, staat de opdracht hier."
          action={
            <Link className={buttonClass('primary')} to="/projects">
              Zoek nieuwe opdrachten
            </Link>
          }
        />
      ) : (
        <div className="cw-grid cw-grid--2">
          {projects.map((project) => (
            <ActiveCard key={project.id} project={project} />
          ))}
        </div>
      )}
    </div>
  );
}
