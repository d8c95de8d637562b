import { decisionRound, type DisputeStatus, mayAddStatement, mayAppeal } from '../../domain/dispute';
import { Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type { DisputeDetail, DisputeEvidence } from '../../application/disputes/read-disputes.service';
import type { DisputeBody, DisputeEvidenceBody } from './api.contract';
import { paymentHistoryItem } from './payment.presenter';
import { iso, isoOrNull } from './payout.presenter';

/** A dispute with its deadlines, statements, latest decision and what the caller may do now. */
export function disputeView(detail: DisputeDetail, now: Date): DisputeBody {
  const { dispute, status, deadlines } = detail;
  const latest = detail.decisions.at(-1) ?? null;
  const party = detail.viewerRole !== 'support';
  return {
    id: dispute.id,
    projectId: dispute.projectId,
    projectTitle: detail.projectTitle,
    status,
    statusLabel: Messages.disputeStatus[status],
    openedBy: { id: dispute.openedBy, role: dispute.openedByRole },
    reason: dispute.reason,
    openedAt: iso(dispute.openedAt),
    parties: detail.names,
    deadlines: {
      evidenceDueAt: iso(deadlines.evidenceDueAt),
      responseDueAt: iso(deadlines.responseDueAt),
      decisionDueAt: iso(deadlines.decisionDueAt),
      appealDueAt: isoOrNull(deadlines.appealDueAt),
    },
    statements: detail.statements.map((statement) => ({
      id: statement.id,
      author: { id: statement.authorId, role: statement.authorRole, name: statement.authorName },
      text: statement.text,
      fileIds: statement.fileIds,
      createdAt: iso(statement.createdAt),
    })),
    decision: latest && {
      round: latest.round,
      outcome: latest.outcome,
      outcomeLabel: Messages.disputeOutcome[latest.outcome],
      creatorAmount: toEuros(latest.creatorCents),
      note: latest.note,
      decidedAt: iso(latest.decidedAt),
      final: status === 'closed',
    },
    appeal:
      dispute.appealedAt && dispute.appealedBy && dispute.appealedByRole
        ? {
            by: { id: dispute.appealedBy, role: dispute.appealedByRole },
            reason: dispute.appealReason ?? '',
            appealedAt: iso(dispute.appealedAt),
          }
        : null,
    actions: {
      addStatement: party && mayAddStatement(status),
      appeal: party && mayAppeal(status, deadlines, now),
      decide: !party && decisionRound(status as DisputeStatus) !== null,
    },
  };
}

/** Payments' own records in full; the rest as the gateway paths where its context serves it. */
export function evidenceView(evidence: DisputeEvidence, now: Date): DisputeEvidenceBody {
  const { projectId } = evidence.detail.dispute;
  const files = evidence.detail.statements.flatMap((statement) => statement.fileIds);
  return {
    dispute: disputeView(evidence.detail, now),
    contractAmount: evidence.contractCents === null ? null : toEuros(evidence.contractCents),
    payments: evidence.payments.map(paymentHistoryItem),
    references: [
      { label: Messages.disputeEvidence.brief, path: `/api/projects/${projectId}` },
      { label: Messages.disputeEvidence.deliverables, path: `/api/upload/deliverables/${projectId}` },
      { label: Messages.disputeEvidence.conversation, path: `/api/conversations/project/${projectId}` },
      ...files.map((fileId) => ({
        label: Messages.disputeEvidence.file(fileId),
        path: `/api/upload/preview/${projectId}/${fileId}`,
      })),
    ],
  };
}
