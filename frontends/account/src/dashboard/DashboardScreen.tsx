import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, useLogoutToHome, useSession, userDisplay, type User } from '@clipwerk/shell/sdk';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  type IconName,
  projectStatus,
  proposalStatus,
  buttonClass,
  formatBadgeCount,
  formatCount,
  formatDate,
  formatEuro,
} from '@clipwerk/ui';
import type { MyActiveProjectsAnswer } from '@clipwerk/contracts/projects';
import { safeList } from '../shared/safeGet';
import { fetchTotalEarnings } from '../earnings/earningsApi';
import { EarningsTexts } from '../earnings/messages';
import { greeting, isJustRegistered } from './welcome';
import {
  NO_COMPANY_STATS,
  creatorStats,
  dashboardTitle,
  idOf,
  mostRecent,
  proposalCountOf,
  proposalProject,
  unreadTotal,
  type ConversationsAnswer,
  type MyProjectsAnswer,
  type ProjectSummary,
  type ProposalSummary,
} from './dashboardData';

export const DASHBOARD_REFRESH_MS = 30_000;

function Stat({ label, value, to, hint }: { label: string; value: ReactNode; to?: string; hint?: string }) {
  const body = (
    <>
      <span className="cw-stat__label">{label}</span>
      <span className="cw-stat__value">{value}</span>
      {hint && <span className="cw-stat__hint">{hint}</span>}
    </>
  );
  return to ? (
    <Link className="cw-stat" to={to}>
      {body}
    </Link>
  ) : (
    <div className="cw-stat">{body}</div>
  );
}

function QuickAction({ to, icon, label, badge }: { to: string; icon: IconName; label: string; badge?: number }) {
  return (
    <Link className="cw-action" to={to}>
      <span className="cw-action__icon">
        <Icon name={icon} />
      </span>
      {label}
      {badge ? (
        <Badge tone="danger">
          {formatBadgeCount(badge)}
          <span className="cw-visually-hidden"> ongelezen</span>
        </Badge>
      ) : null}
    </Link>
  );
}

function useUnreadMessages(): number {
  const { data } = useQuery({
    queryKey: ['dashboard', 'conversations'],
    // One conversation is enough: the answer carries the total over all of them. A failure reads as none.
    queryFn: () => api.get<ConversationsAnswer>('/conversations', { query: { limit: 1 } }).catch(() => null),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const unread = unreadTotal(data);
  useEffect(() => {
    document.title = dashboardTitle(unread);
  }, [unread]);
  return unread;
}

function CompanyDashboard({ unread }: { unread: number }) {
  const { data } = useQuery({
    queryKey: ['dashboard', 'my-projects'],
    // Like every tile here: a service that is not there yet reads as nothing.
    queryFn: () => api.get<MyProjectsAnswer>('/projects/my', { query: { limit: 100 } }).catch(() => null),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const stats = data?.stats ?? NO_COMPANY_STATS;
  const recent = mostRecent<ProjectSummary>(data?.projects ?? []);

  return (
    <>
      <section aria-label="Statistieken" className="cw-grid cw-grid--4">
        <Stat label="Totaal opdrachten" value={stats.totalProjects} to="/my-projects" hint="Bekijk al je opdrachten →" />
        <Stat label="Actieve opdrachten" value={stats.activeProjects} />
        <Stat label="Voltooide opdrachten" value={stats.completedProjects} />
        <Stat label="Totaal voorstellen" value={stats.proposalCount} />
      </section>
      <QuickActions>
        <QuickAction to="/my-projects" icon="list" label="Mijn opdrachten" />
        <QuickAction to="/projects/create" icon="plus" label="Nieuwe opdracht" />
        <QuickAction to="/creators" icon="search" label="Creators zoeken" />
        <QuickAction to="/messages" icon="chat" label="Berichten" badge={unread} />
        <QuickAction to="/analytics" icon="chart" label="Statistieken" />
      </QuickActions>
      <Card title="Recente activiteit">
        {recent.length === 0 ? (
          <EmptyState
            icon={<Icon name="inbox" />}
            title="Nog geen opdrachten"
            description="Plaats je eerste opdracht en ontvang voorstellen van creators."
            action={
              <Link to="/projects/create" className={buttonClass('primary')}>
                Plaats je eerste opdracht
              </Link>
            }
          />
        ) : (
          <ul className="cw-list">
            {recent.map((project) => (
              <li key={idOf(project)}>
                <div>
                  <div className="cw-list__title">{project.title ?? 'Naamloze opdracht'}</div>
                  <div className="cw-list__meta">
                    {projectStatus(project.status).label} · {formatCount(proposalCountOf(project), 'voorstel', 'voorstellen')}
                    {project.createdAt ? ` · ${formatDate(project.createdAt)}` : ''}
                  </div>
                </div>
                {proposalCountOf(project) > 0 && (
                  <Link to={`/projects/${idOf(project)}/proposals`} className={buttonClass('secondary', 'sm')}>
                    Bekijk voorstellen
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function CreatorDashboard({ unread }: { unread: number }) {
  const { data: proposals = [] } = useQuery({
    queryKey: ['dashboard', 'my-proposals'],
    queryFn: () => safeList<ProposalSummary>('/proposals/my', 'proposals'),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const stats = creatorStats(proposals);
  const recent = mostRecent(proposals);
  // Completed is a state of the project, which the projects context keeps (her proposal stays 'accepted').
  const { data: completed = 0 } = useQuery({
    queryKey: ['dashboard', 'completed-projects'],
    queryFn: async () =>
      (await api.get<MyActiveProjectsAnswer>('/projects/my-active', { query: { limit: 1 } })).stats.completedProjects,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  // The same figure as on /earnings: her shares as payments settled them.
  const { data: totalEarnings = 0 } = useQuery({
    queryKey: ['dashboard', 'total-earnings'],
    queryFn: fetchTotalEarnings,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

  return (
    <>
      <section aria-label="Statistieken" className="cw-grid cw-grid--4">
        <Stat label="Totaal voorstellen" value={stats.total} />
        <Stat label="Geaccepteerd" value={stats.accepted} to="/my-active-projects" hint="Naar je actieve opdrachten →" />
        <Stat label="Voltooid" value={completed} />
        <Stat label={EarningsTexts.cards.total} value={formatEuro(totalEarnings)} to="/earnings" hint="Naar je inkomsten →" />
      </section>
      <QuickActions>
        <QuickAction to="/my-active-projects" icon="film" label="Actieve opdrachten" />
        <QuickAction to="/projects" icon="search" label="Opdrachten zoeken" />
        <QuickAction to="/profile" icon="user" label="Mijn profiel" />
        <QuickAction to="/messages" icon="chat" label="Berichten" badge={unread} />
        <QuickAction to="/earnings" icon="euro" label="Inkomsten" />
      </QuickActions>
      <Card title="Recente activiteit">
        {recent.length === 0 ? (
          <EmptyState
            icon={<Icon name="inbox" />}
            title="Nog geen voorstellen"
            description="Bekijk de open opdrachten en doe je eerste voorstel."
            action={
              <Link to="/projects" className={buttonClass('primary')}>
                Bekijk opdrachten
              </Link>
            }
          />
        ) : (
          <ul className="cw-list">
            {recent.map((proposal) => {
              const project = proposalProject(proposal);
              return (
                <li key={idOf(proposal)}>
                  <div>
                    <div className="cw-list__title">{project.title}</div>
                    <div className="cw-list__meta">
                      {proposalStatus(proposal.status).label}
                      {proposal.agreedPrice ? ` · ${formatEuro(proposal.agreedPrice)}` : ''}
                      {proposal.createdAt ? ` · ${formatDate(proposal.createdAt)}` : ''}
                    </div>
                  </div>
                  {proposal.status === 'accepted' && project.id && (
                    <Link to={`/projects/${project.id}`} className={buttonClass('secondary', 'sm')}>
                      Bekijk opdracht
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}

function QuickActions({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="quick-actions" style={{ margin: '2rem 0' }}>
      <h2 id="quick-actions">Snelle acties</h2>
      <div className="cw-actions-grid">{children}</div>
    </section>
  );
}

function greetingName(user: User) {
  return userDisplay(user).name;
}

export default function DashboardScreen() {
  const { user } = useSession();
  const logoutToHome = useLogoutToHome();
  const unread = useUnreadMessages();
  if (!user) return null;
  // Support has no projects of its own: its dashboard is the disputes desk.
  if (user.role === 'support') return <Navigate to="/support" replace />;

  return (
    <div className="cw-container cw-page">
      <header className="cw-page__header">
        <div>
          <span className="cw-eyebrow">{user.role === 'creator' ? 'Creator' : user.companyName || 'Bedrijf'}</span>
          <h1>
            {greeting(isJustRegistered())}, {greetingName(user)}!
          </h1>
          <p className="cw-page__lead">
            {user.role === 'creator'
              ? 'Hier zie je hoe je voorstellen en opdrachten ervoor staan.'
              : 'Hier zie je hoe je opdrachten ervoor staan.'}
          </p>
        </div>
        <Button variant="secondary" onClick={logoutToHome}>
          Uitloggen
        </Button>
      </header>
      {user.role === 'creator' ? <CreatorDashboard unread={unread} /> : <CompanyDashboard unread={unread} />}
    </div>
  );
}
