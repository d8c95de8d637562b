import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, NoAccess, RemotePart, usePaymentStatus, useSession } from '@clipwerk/shell/sdk';
import {
  Button,
  ErrorState,
  StatusBadge,
  projectStatus,
  PageSpinner,
  Tabs,
  buttonClass,
  formatDate,
  formatEuro,
} from '@clipwerk/ui';
import { contentTypeLabel, deadlineCounts, workspaceDaysLeft } from '../project/display';
import type { ProjectBody, ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import { useProject } from './workspaceApi';
import { OverviewTab } from './OverviewTab';
import { Participants } from './Participants';
import { DeadlineBanner } from './DeadlineBanner';
import { PartyLeftBanner } from './PartyLeftBanner';
import { FilesTab } from './FilesTab';
import { ReviewTab } from './ReviewTab';
import { TimelineTab } from './TimelineTab';
import { PaymentTab, finalPaymentDue, finalPaymentPath } from './PaymentTab';
import { DisputeTab } from './dispute/DisputeTab';
import { PAYMENT_TEXTS } from './texts';
import { TABS, type TabId, useWorkspaceTab } from './useWorkspaceTab';
import type { WorkspaceRole } from './workspaceView';
import '../styles.css';

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
      ← Terug
    </Button>
  );
}

/** Who works in a workspace: the refusal names it. */
const ONLY_PARTIES = 'Alleen het bedrijf van de opdracht en de gekozen creator werken in de werkruimte.';

function Header({ project }: { project: ProjectDetailAnswer['project'] }) {
  const left = workspaceDaysLeft(project.deadline);
  const statusLabel = projectStatus(project.status).label;
  return (
    <section className="cw-card cw-card--padded ws-head" aria-label="Projectgegevens">
      <h1>{project.title}</h1>
      <p className="cw-muted">{project.description}</p>
      <dl className="ws-facts">
        <div>
          <dt>Budget</dt>
          <dd>{formatEuro(project.budget ?? 0)}</dd>
        </div>
        {project.contractAmount != null && project.contractAmount !== project.budget && (
          <div>
            <dt>Afgesproken prijs</dt>
            <dd>{formatEuro(project.contractAmount)}</dd>
          </div>
        )}
        <div>
          <dt>Deadline</dt>
          <dd>
            {project.deadline ? formatDate(project.deadline) : '-'}{' '}
            {deadlineCounts(project.status) && <span className={`ws-days ws-days--${left.tone}`}>{left.text}</span>}
          </dd>
        </div>
        {project.deadlines?.deliveryDueAt && (
          <div>
            <dt>Opleveren uiterlijk</dt>
            <dd>{formatDate(project.deadlines.deliveryDueAt)}</dd>
          </div>
        )}
        <div>
          <dt>Soort video</dt>
          <dd>{contentTypeLabel(project.contentType)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel}</dd>
        </div>
      </dl>
      <Participants project={project} />
    </section>
  );
}

/** The owner's banner: pay the final half once approved; once paid, the content is unlocked. */
function FinalPaymentBanner({ project }: { project: ProjectBody }) {
  const { data: payment } = usePaymentStatus(project.id);
  if (finalPaymentDue(project, payment)) {
    return (
      <section className="cw-alert cw-alert--warning ws-banner" aria-label={PAYMENT_TEXTS.finalRequired}>
        <div>
          <strong className="cw-alert__title">{PAYMENT_TEXTS.finalRequired}</strong>
          <p>{PAYMENT_TEXTS.finalRequiredLead}</p>
        </div>
        <Link className={buttonClass('primary')} to={finalPaymentPath(project.id)}>
          {PAYMENT_TEXTS.payNow}
        </Link>
      </section>
    );
  }
  if (payment?.finalPaymentCompleted) {
    return (
      <section className="cw-alert cw-alert--success ws-banner" aria-label={PAYMENT_TEXTS.finalDone}>
        <div>
          <strong className="cw-alert__title">
            {PAYMENT_TEXTS.finalDone} / {PAYMENT_TEXTS.contentUnlocked}
          </strong>
          <p>{PAYMENT_TEXTS.finalDoneLead}</p>
        </div>
      </section>
    );
  }
  return null;
}

export default function ProjectWorkspaceScreen() {
  const { projectId = '' } = useParams();
  const { user } = useSession();
  const { data, isLoading, error, refetch } = useProject(projectId);
  const [tab, setTab] = useWorkspaceTab();

  if (isLoading) return <PageSpinner />;
  if (error || !data) {
    // A refusal names no title: the API did not show her the assignment.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NoAccess reason={ONLY_PARTIES} />;
    return (
      <div className="cw-container cw-page">
        <ErrorState message="Fout bij het laden van de opdracht" onRetry={() => refetch()} />
        <div className="cw-row" style={{ justifyContent: 'center' }}>
          <BackButton />
        </div>
      </div>
    );
  }

  const { project } = data;
  const role: WorkspaceRole = {
    isOwner: data.isOwner,
    isCreator: !!user && project.selectedCreator?.id === user.id,
  };
  // An open project is public, so the API answers anyone: the workspace is only for the two parties.
  if (!role.isOwner && !role.isCreator) {
    return <NoAccess assignment={{ id: project.id, title: project.title }} reason={ONLY_PARTIES} />;
  }

  return (
    <div className="cw-container cw-page ws-workspace">
      <div className="ws-topbar">
        <BackButton />
        <StatusBadge kind="project" status={project.status} />
      </div>
      <PartyLeftBanner projectId={project.id} partyLeft={project.partyLeft} onGoTo={setTab} />
      <DeadlineBanner projectId={project.id} deadlines={project.deadlines} isOwner={role.isOwner} />
      {role.isOwner && <FinalPaymentBanner project={project} />}
      <Header project={project} />
      <Tabs tabs={TABS} active={tab} onChange={(id) => setTab(id as TabId)} label="Werkruimte">
        {tab === 'overview' && <OverviewTab project={project} role={role} onGoTo={setTab} />}
        {tab === 'files' && <FilesTab project={project} role={role} />}
        {tab === 'chat' && <RemotePart remote="messaging" module="ProjectChat" props={{ projectId: project.id }} />}
        {tab === 'timeline' && <TimelineTab project={project} />}
        {tab === 'review' && <ReviewTab project={project} role={role} />}
        {tab === 'payment' && <PaymentTab project={project} role={role} />}
        {tab === 'dispute' && <DisputeTab project={project} />}
      </Tabs>
    </div>
  );
}
