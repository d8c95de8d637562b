import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, useLogoutToHome, useSession, userDisplay, type User } from '@clipwerk/shell/sdk';
import {
  Button,
  Card,
  FIGURES,
  EmptyState,
  Icon,
  projectStatus,
  proposalStatus,
  buttonClass,
  formatCount,
  formatDate,
  formatEuro,
  proposalCountOf,
  idOf,
} from '@clipwerk/ui';
import type { MyActiveProjectsAnswer } from '@clipwerk/contracts/projects';
import { fetchTotalEarnings } from '../earnings/earningsApi';
import { EarningsTexts } from '../earnings/messages';
import { greeting, isJustRegistered } from './welcome';
import { CreatorOnboarding } from './CreatorOnboarding';
import { Figures, QuickAction, QuickActions, Stat } from './DashboardParts';
import {
  DASHBOARD_TEXTS,
  companyAction,
  creatorAction,
  creatorStats,
  dashboardTitle,
  mostRecent,
  proposalProject,
  unreadTotal,
  type ActivityAction,
  type ConversationsAnswer,
  type MyProjectsAnswer,
  type ProjectSummary,
  type ProposalSummary,
} from './dashboardData';

export const DASHBOARD_REFRESH_MS = 30_000;
/** A figure not read yet. */
const NOT_YET = '—';

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
  const { data, isError, refetch } = useQuery({
    queryKey: ['dashboard', 'my-projects'],
    queryFn: () => api.get<MyProjectsAnswer>('/projects/my', { query: { limit: 100 } }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  // Until projects answered there is no figure: a dash, never a zero that is not true.
  const stats = data?.stats;
  const recent = mostRecent<ProjectSummary>(data?.projects ?? []);
  const notes = DASHBOARD_TEXTS.company;

  return (
    <>
      <Figures failed={isError && !data} onRetry={() => void refetch()}>
        <Stat
          label="Totaal opdrachten"
          value={stats?.totalProjects ?? NOT_YET}
          note={notes.total}
          to="/my-projects"
          hint="Bekijk al je opdrachten →"
        />
        <Stat label={FIGURES.activeProjects.label} value={stats?.activeProjects ?? NOT_YET} note={FIGURES.activeProjects.note} />
        <Stat
          label={FIGURES.completedProjects.label}
          value={stats?.completedProjects ?? NOT_YET}
          note={FIGURES.completedProjects.note}
        />
        <Stat label="Totaal voorstellen" value={stats?.proposalCount ?? NOT_YET} note={notes.proposals} />
      </Figures>
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
                <ActionLink action={companyAction(project)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function CreatorDashboard({ unread }: { unread: number }) {
  const proposalsRead = useQuery({
    queryKey: ['dashboard', 'my-proposals'],
    queryFn: async () => (await api.get<{ proposals: ProposalSummary[] }>('/proposals/my')).proposals,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const proposals = proposalsRead.data ?? [];
  const stats = creatorStats(proposals);
  const recent = mostRecent(proposals);
  // Completed is a state of the project, which the projects context keeps.
  const completedRead = useQuery({
    queryKey: ['dashboard', 'completed-projects'],
    queryFn: async () =>
      (await api.get<MyActiveProjectsAnswer>('/projects/my-active', { query: { limit: 1 } })).stats.completedProjects,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  // The same figure as on /earnings: her shares as payments settled them.
  const earningsRead = useQuery({
    queryKey: ['dashboard', 'total-earnings'],
    queryFn: fetchTotalEarnings,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const reads = [proposalsRead, completedRead, earningsRead];
  const notes = DASHBOARD_TEXTS.creator;

  return (
    <>
      <CreatorOnboarding />
      <Figures
        failed={reads.some((read) => read.isError && read.data === undefined)}
        onRetry={() => reads.forEach((read) => void read.refetch())}
      >
        <Stat label="Totaal voorstellen" value={proposalsRead.data ? stats.total : NOT_YET} note={notes.proposals} />
        <Stat
          label="Geaccepteerd"
          value={proposalsRead.data ? stats.accepted : NOT_YET}
          note={notes.accepted}
          to="/my-active-projects"
          hint="Naar je actieve opdrachten →"
        />
        <Stat
          label={FIGURES.completedProjects.label}
          value={completedRead.data ?? NOT_YET}
          note={FIGURES.completedProjects.note}
        />
        <Stat
          label={EarningsTexts.cards.total}
          value={earningsRead.data === undefined ? NOT_YET : formatEuro(earningsRead.data)}
          note={notes.earned}
          to="/earnings"
          hint="Naar je inkomsten →"
        />
      </Figures>
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
                  <ActionLink action={creatorAction(proposal)} />
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}

function ActionLink({ action }: { action: ActivityAction | null }) {
  return action ? (
    <Link to={action.to} className={buttonClass('secondary', 'sm')}>
      {action.label}
    </Link>
  ) : null;
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
