import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import {
  Alert,
  Badge,
  Card,
  Icon,
  StatusBadge,
  PageSpinner,
  buttonClass,
  idOf,
  companyNameOf,
  proposalCountOf,
} from '@clipwerk/ui';
import { budgetLabel, categoryLabel, deadlineFull, postedOn, ratingLabel, viewsOf } from '../shared/display';
import { TEXTS } from '../shared/texts';
import type { ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import { ProposalForm } from './ProposalForm';
import { MyProposalNotice } from './MyProposalNotice';
import { useCountView } from './useCountView';
import { useProjectDetail } from './useProjectDetail';
import { InterestedCreators, ProjectSections, ProjectUnavailable } from './ProjectDetailParts';
import '../styles.css';

function ActionBox({ answer }: { answer: ProjectDetailAnswer }) {
  const { user } = useSession();
  const location = useLocation();
  const { project, isOwner, canApply } = answer;
  const id = idOf(project);
  // The server learns about the new proposal through an event; until then this page already knows.
  const [submitted, setSubmitted] = useState(false);

  if (isOwner) {
    return (
      <Card title="Jouw opdracht">
        <div className="cw-stack">
          <Alert tone="info">{TEXTS.ownerNote}</Alert>
          {project.status === 'awaiting_deposit' && (
            <Link className={buttonClass('primary', 'md', true)} to={`/projects/${id}/payment`}>
              Betaal de aanbetaling
            </Link>
          )}
          <Link
            className={buttonClass(project.status === 'awaiting_deposit' ? 'secondary' : 'primary', 'md', true)}
            to={`/projects/${id}/proposals`}
          >
            Bekijk voorstellen ({proposalCountOf(project)})
          </Link>
          {(project.status === 'draft' || project.status === 'open' || project.status === 'awaiting_deposit') && (
            <Link className={buttonClass('secondary', 'md', true)} to={`/projects/${id}/edit`}>
              Opdracht bewerken
            </Link>
          )}
          <Link className={buttonClass('ghost', 'md', true)} to="/dashboard">
            Naar je dashboard
          </Link>
        </div>
      </Card>
    );
  }
  if (!user) {
    return (
      <Card title="Interesse in deze opdracht?">
        <p className="cw-muted">Log in als creator om een voorstel te doen. Nog geen account? Aanmelden is gratis.</p>
        <div className="cw-stack">
          <Link className={buttonClass('primary', 'md', true)} to="/login" state={{ from: location.pathname }}>
            Inloggen om te reageren
          </Link>
          <Link className={buttonClass('secondary', 'md', true)} to="/register?role=creator">
            Gratis aanmelden als creator
          </Link>
        </div>
      </Card>
    );
  }
  if (user.role !== 'creator') {
    return (
      <Card title="Voorstellen">
        <p className="cw-muted" style={{ margin: 0 }}>
          {TEXTS.onlyCreators}.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Doe een voorstel">
      {canApply && !submitted ? (
        <>
          <p className="cw-muted cw-small">Vertel het bedrijf waarom je past, wat je vraagt en wanneer je levert.</p>
          <ProposalForm projectId={id} onSubmitted={() => setSubmitted(true)} />
        </>
      ) : (
        <MyProposalNotice projectId={id} />
      )}
    </Card>
  );
}

export default function ProjectDetailScreen() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useProjectDetail(id);
  useCountView(id, Boolean(data), data?.isOwner ?? true);

  if (isLoading) return <PageSpinner />;
  if (error || !data) return <ProjectUnavailable error={error} onRetry={() => refetch()} />;

  const { project, isOwner } = data;
  return (
    <div className="cw-container cw-page">
      <nav aria-label="Kruimelpad" className="mk-crumbs">
        <Link to="/projects">Opdrachten</Link> <span aria-hidden="true">/</span> <span>{project.title}</span>
      </nav>
      <div className="mk-detail">
        <div className="mk-detail__main">
          <header className="mk-detail__head">
            <div className="cw-row">
              <StatusBadge kind="project" status={project.status} />
              <Badge tone="brand">{categoryLabel(project.category)}</Badge>
            </div>
            <h1>{project.title}</h1>
            <p className="cw-muted">
              <Icon name="building" size={16} /> {companyNameOf(project)} · beoordeling{' '}
              {ratingLabel(project.companyId?.averageRating)}
            </p>
          </header>
          <dl className="mk-facts">
            <div>
              <dt>Budget</dt>
              <dd>{budgetLabel(project.budget)}</dd>
            </div>
            <div>
              <dt>Deadline</dt>
              <dd>{deadlineFull(project.deadline)}</dd>
            </div>
            <div>
              <dt>Locatie</dt>
              <dd>{project.location || 'Heel Nederland'}</dd>
            </div>
            <div>
              <dt>Voorstellen</dt>
              <dd>{proposalCountOf(project)}</dd>
            </div>
          </dl>
          <Card title="Omschrijving">
            <p className="mk-prewrap">{project.description}</p>
          </Card>
          <ProjectSections project={project} />
          <p className="cw-muted cw-small">
            Geplaatst op {postedOn(project)} · {viewsOf(project)} keer bekeken
          </p>
        </div>
        <aside className="mk-detail__side">
          <ActionBox answer={data} />
          {!isOwner && <InterestedCreators project={project} />}
        </aside>
      </div>
    </div>
  );
}
