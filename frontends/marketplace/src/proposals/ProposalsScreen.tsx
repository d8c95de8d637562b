import { Link, useParams } from 'react-router-dom';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Icon,
  NICHES,
  PageSpinner,
  buttonClass,
  formatDate,
  formatEuro,
  labelOf,
  idOf,
} from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import type { ProposalBody } from '@clipwerk/contracts/proposals';
import { PortfolioModal } from './PortfolioModal';
import { ProposalDecisionModals } from './ProposalDecisionModals';
import { useProjectProposals } from './useProjectProposals';
import { type Decision, useProposalDecision } from './useProposalDecision';
import { NICHES_SHOWN, canDecide, countLine, cutBio, deliveryText, proposalStatusLabel } from './proposalView';
import { InlineFacts } from '../shared/InlineFacts';
import { useStartConversation } from '../shared/useStartConversation';
import '../styles.css';

function ProposalCard({
  projectId,
  proposal,
  onDecide,
  onPortfolio,
}: {
  projectId: string;
  proposal: ProposalBody;
  onDecide: (d: Decision) => void;
  onPortfolio: () => void;
}) {
  const creator = proposal.creator;
  const name = creator?.name || 'Naamloze creator';
  const status = proposalStatusLabel(proposal.status);
  const niches = creator?.niches ?? [];
  const chat = useStartConversation();
  return (
    <article className="cw-card cw-card--padded mk-proposal" aria-labelledby={`p-${idOf(proposal)}`}>
      <header className="mk-proposal__head">
        <Avatar src={creator?.profilePictureUrl} name={name} size={52} />
        <div className="mk-proposal__who">
          <h2 id={`p-${idOf(proposal)}`} className="mk-proposal__name">
            {creator?.id ? <Link to={`/creator/${creator.id}`}>{name}</Link> : name}
            {!proposal.companyViewed && <Badge tone="brand">Nieuw</Badge>}
          </h2>
          <p className="cw-muted cw-small" style={{ margin: 0 }}>
            {[creator?.location?.city, `${creator?.stats?.completedProjects ?? 0} voltooide opdrachten`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {creator?.bio && (
            <p className="cw-small" style={{ margin: '0.25rem 0 0' }}>
              {cutBio(creator.bio)}
            </p>
          )}
        </div>
        <div className="mk-proposal__price">
          <span className="mk-money">{formatEuro(proposal.price ?? proposal.agreedPrice)}</span>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
      </header>
      {niches.length > 0 && (
        <ul className="mk-tags" aria-label="Niches">
          {niches.slice(0, NICHES_SHOWN).map((niche) => (
            <li key={niche}>{labelOf(NICHES, niche)}</li>
          ))}
        </ul>
      )}
      <h3 className="mk-proposal__label">Motivatie</h3>
      <p className="mk-prewrap">{proposal.motivation}</p>
      {proposal.approach && (
        <>
          <h3 className="mk-proposal__label">Aanpak</h3>
          <p className="mk-prewrap">{proposal.approach}</p>
        </>
      )}
      <InlineFacts
        facts={[
          ['Levering', deliveryText(proposal)],
          ['Verstuurd', formatDate(proposal.submittedAt ?? proposal.createdAt)],
        ]}
      />
      {proposal.status === 'rejected' && proposal.rejectionReason && (
        <p className="cw-muted cw-small">Reden: {proposal.rejectionReason}</p>
      )}
      <div className="mk-proposal__actions">
        {proposal.status === 'accepted' && (
          <Link className={buttonClass('primary')} to={`/project-workspace/${projectId}`}>
            Naar de werkruimte
          </Link>
        )}
        {canDecide(proposal.status) && (
          <>
            <Button onClick={() => onDecide({ kind: 'accept', proposal })}>
              Accepteren<span className="cw-visually-hidden"> voorstel van {name}</span>
            </Button>
            <Button variant="secondary" onClick={() => onDecide({ kind: 'reject', proposal })}>
              Afwijzen<span className="cw-visually-hidden"> voorstel van {name}</span>
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={onPortfolio}>
          <Icon name="film" size={18} /> Portfolio<span className="cw-visually-hidden"> van {name}</span>
        </Button>
        {creator?.id && (
          <Button variant="ghost" loading={chat.starting} onClick={() => void chat.start(creator.id as string, projectId)}>
            <Icon name="chat" size={18} /> Chat<span className="cw-visually-hidden"> met {name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}

export default function ProposalsScreen() {
  const { id = '' } = useParams();
  const decisions = useProposalDecision();
  const { data, isLoading, error, refetch, facts, portfolio, setPortfolio } = useProjectProposals(id);

  if (isLoading) return <PageSpinner label="Voorstellen laden..." />;
  if (error || !data) {
    return (
      <div className="cw-container cw-page">
        <ErrorState message={TEXTS.proposalsLoadFailed} onRetry={() => refetch()} />
        <p style={{ textAlign: 'center' }}>
          <Link to="/dashboard">Terug naar je dashboard</Link>
        </p>
      </div>
    );
  }

  const { project, proposals } = data;
  return (
    <div className="cw-container cw-page">
      <nav aria-label="Kruimelpad" className="mk-crumbs">
        <Link to="/my-projects">Mijn opdrachten</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={`/projects/${project.id}`}>{project.title}</Link>
      </nav>
      <header className="cw-page__header">
        <div>
          <span className="cw-eyebrow">Voorstellen</span>
          <h1>{project.title}</h1>
          <p className="cw-page__lead">{facts}</p>
        </div>
        <Link className={buttonClass('secondary')} to={`/projects/${project.id}`}>
          Bekijk opdracht
        </Link>
      </header>
      <p className="mk-results-line">
        <strong>{countLine(proposals)}</strong>
      </p>
      {proposals.length === 0 ? (
        <EmptyState
          icon={<Icon name="inbox" />}
          title={TEXTS.noProposals}
          description="Zodra creators reageren op je opdracht, zie je hun voorstellen hier."
        />
      ) : (
        <div className="cw-stack">
          {proposals.map((proposal) => (
            <ProposalCard
              key={idOf(proposal)}
              projectId={project.id}
              proposal={proposal}
              onDecide={decisions.setDecision}
              onPortfolio={() =>
                setPortfolio({ id: proposal.creator?.id ?? '', name: proposal.creator?.name || 'Naamloze creator' })
              }
            />
          ))}
        </div>
      )}

      <ProposalDecisionModals {...decisions} />
      {portfolio && <PortfolioModal creatorId={portfolio.id} name={portfolio.name} onClose={() => setPortfolio(null)} />}
    </div>
  );
}
