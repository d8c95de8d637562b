import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import {
  EmptyState,
  ErrorState,
  Icon,
  Spinner,
  StatusBadge,
  buttonClass,
  formatDate,
  projectStatus,
  idOf,
  proposalCountOf,
} from '@clipwerk/ui';
import { budgetLabel, deadlineLabel, viewsOf } from '../shared/display';
import { REFRESH_MS } from '../shared/filters';
import { PageHeader } from '../shared/PageHeader';
import { TEXTS } from '../shared/texts';
import type { MyProjectsAnswer } from '@clipwerk/contracts/projects';
import { STATUS_FILTERS, myProjectLinks } from './myProjectLinks';
import { InlineFacts } from '../shared/InlineFacts';
import '../styles.css';

const filterLabel = (status: string) => (status === 'all' ? 'Alle' : projectStatus(status).label);

export default function MyProjectsScreen() {
  const [status, setStatus] = useState<string>('all');
  const { data, isLoading, isFetching, error, refetch } = useQuery({
    queryKey: ['marketplace', 'my-projects', status],
    queryFn: () =>
      api.get<MyProjectsAnswer>('/projects/my', { query: { status: status === 'all' ? undefined : status, limit: 100 } }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const projects = data?.projects ?? [];

  return (
    <div className="cw-container cw-page">
      <PageHeader
        eyebrow="Bedrijf"
        title="Mijn opdrachten"
        lead="Al je opdrachten op een rij: betaal aanbetalingen, bekijk voorstellen en volg de voortgang."
        actions={
          <Link className={buttonClass('primary')} to="/projects/create">
            <Icon name="plus" size={18} /> Nieuwe opdracht
          </Link>
        }
      />
      <fieldset className="cw-chips mk-status-chips">
        <legend className="cw-visually-hidden">Filter op status</legend>
        {STATUS_FILTERS.map((value) => (
          <label className="cw-chip" key={value}>
            <input type="radio" name="status" value={value} checked={status === value} onChange={() => setStatus(value)} />
            <span>{filterLabel(value)}</span>
          </label>
        ))}
      </fieldset>
      <div className="mk-results-line" aria-live="polite">
        {!isLoading && !error && (
          <span className="cw-muted">{projects.length === 1 ? '1 opdracht' : `${projects.length} opdrachten`}</span>
        )}
        {isFetching && !isLoading && <Spinner size="sm" label="Bijwerken..." />}
      </div>
      {isLoading ? (
        <div className="cw-page-spinner">
          <Spinner size="lg" label="Opdrachten laden..." />
        </div>
      ) : error ? (
        <ErrorState message={TEXTS.myProjectsFailed} onRetry={() => refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Icon name="inbox" />}
          title={status === 'all' ? 'Nog geen opdrachten' : 'Geen opdrachten met deze status'}
          description={
            status === 'all'
              ? 'Plaats je eerste opdracht en ontvang voorstellen van creators.'
              : 'Kies een andere status of bekijk alle opdrachten.'
          }
          action={
            status === 'all' ? (
              <Link to="/projects/create" className={buttonClass('primary')}>
                Plaats je eerste opdracht
              </Link>
            ) : undefined
          }
        />
      ) : (
        <div className="cw-grid cw-grid--2">
          {projects.map((project) => (
            <article key={idOf(project)} className="cw-card cw-card--padded mk-my-card" aria-label={project.title}>
              <div className="mk-project-card__top">
                <StatusBadge kind="project" status={project.status} />
                <span className="cw-muted cw-small">Aangemaakt {formatDate(project.createdAt)}</span>
              </div>
              <h2 className="mk-project-card__title">{project.title}</h2>
              <InlineFacts
                facts={[
                  ['Budget', budgetLabel(project.budget)],
                  ['Deadline', deadlineLabel(project.deadline)],
                  ['Voorstellen', proposalCountOf(project)],
                  ['Weergaven', viewsOf(project)],
                ]}
              />
              {project.selectedCreator && (
                <p className="cw-small">
                  Creator: <strong>{project.selectedCreator.name}</strong>
                </p>
              )}
              <div className="cw-row">
                {myProjectLinks(project).map((link) => (
                  <Link key={link.to} className={buttonClass(link.primary ? 'primary' : 'secondary', 'sm')} to={link.to}>
                    {link.label}
                    <span className="cw-visually-hidden">: {project.title}</span>
                  </Link>
                ))}
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
