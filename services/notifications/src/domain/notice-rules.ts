import type { EmailKind } from './email-kinds';
import { Messages } from './messages';

/** The kinds of notice the client knows (each has its socket event and toast duration there). */
export type NoticeType = 'proposal' | 'proposal-status' | 'message' | 'deliverable' | 'payment' | 'project';

/** The socket event the web client listens to for each kind of notice. */
export const SOCKET_EVENT_OF_NOTICE: Record<NoticeType, string> = {
  proposal: 'proposal-received',
  'proposal-status': 'proposal-status-updated',
  message: 'message-received',
  deliverable: 'deliverable-uploaded',
  payment: 'payment-updated',
  project: 'project-updated',
};

/** An e-mail that goes with a notice: subject and paragraphs; its button leads to the notice's link. */
export interface MailDraft {
  kind: EmailKind;
  subject: string;
  lines: string[];
}

/** One notice for one user, the page where she acts on it, and the e-mail that may go with it. */
export interface NoticeDraft {
  userId: string;
  type: NoticeType;
  message: string;
  data: Record<string, string>;
  /** A path of the product: the bell opens it, the e-mail's button leads to it (made absolute). */
  link: string;
  mail?: MailDraft;
  /** The user the notice names, and the name it gives her: replaced when she deletes her account. */
  actor?: { id: string; name: string };
}

/** What a rule needs beyond the event: the project's title as the parties know it. */
export interface NoticeContext {
  projectTitle: string;
}

/** The workspace's tabs that a notice may open (the workspace reads `?tab=`). */
type WorkspaceTab = 'files' | 'review' | 'payment' | 'dispute';

/** The addresses notices lead to; the one place that knows the product's paths for them. */
export const NOTICE_LINKS = {
  proposals: (projectId: string) => `/projects/${projectId}/proposals`,
  workspace: (projectId: string, tab?: WorkspaceTab) => `/project-workspace/${projectId}${tab ? `?tab=${tab}` : ''}`,
  conversation: (conversationId: string) => `/messages?conversation=${encodeURIComponent(conversationId)}`,
  /** The project's page, where a creator finds her proposal on it. */
  project: (projectId: string) => `/projects/${projectId}`,
  /** A creator whose proposal was declined looks for another assignment. */
  assignments: '/projects',
  /** A new company posts its first assignment. */
  createAssignment: '/projects/create',
  /** A creator whose assignment was cancelled finds what she has left to do. */
  activeAssignments: '/my-active-projects',
};
const workspace = NOTICE_LINKS.workspace;

/** '3 december om 14:05', in Dutch time. */
export function momentIn(iso: string): string {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', ...options }).format(at);
  return `${part({ day: 'numeric', month: 'long' })} om ${part({ hour: '2-digit', minute: '2-digit' })}`;
}

/** 'op 3 december om 14:05': a deadline as the reminders word it. */
export const dueWhen = (iso: string): string => `op ${momentIn(iso)}`;

const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** An event's cents as a mail states them: '€ 1.250,00'. */
export const euros = (cents: bigint | number | string): string => euroFormat.format(Number(cents) / 100);

/** A dispute's steps and the status each notice carries. */
const DISPUTE_STEPS = {
  opened: 'dispute_opened',
  statementAdded: 'dispute_statement',
  decided: 'dispute_decided',
  appealed: 'dispute_appealed',
  resolved: 'dispute_resolved',
} as const;
const title = (context: NoticeContext) => context.projectTitle || Messages.yourProject;

/**
 * Who hears of what, in which words: one rule per domain event. A company hears of proposals, deliveries and its
 * payments; a creator of her proposals' fate, revisions, approval, payments and payouts; both of messages.
 */
export const NOTICE_RULES = {
  proposalSubmitted(
    event: { projectId: string; ownerId: string; creatorId: string; creatorName: string; proposalId: string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        actor: { id: event.creatorId, name: event.creatorName },
        type: 'proposal',
        message: Messages.proposalReceived(project),
        data: { projectId: event.projectId, projectTitle: project, creatorName: event.creatorName, proposalId: event.proposalId },
        link: NOTICE_LINKS.proposals(event.projectId),
        mail: {
          kind: 'proposal',
          subject: Messages.subjectProposal(project),
          lines: [Messages.proposalBody(event.creatorName || Messages.someone, project)],
        },
      },
    ];
  },

  proposalAccepted(event: { projectId: string; creatorId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'proposal-status',
        message: Messages.proposalAccepted,
        data: { projectId: event.projectId, projectTitle: project, status: 'accepted' },
        link: workspace(event.projectId),
        mail: { kind: 'hired', subject: Messages.subjectHired(project), lines: [Messages.hiredBody(project)] },
      },
    ];
  },

  /** The company opened the proposal for the first time: the bell only, no e-mail. */
  proposalViewed(event: { projectId: string; creatorId: string; proposalId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'proposal-status',
        message: Messages.proposalViewed,
        data: { projectId: event.projectId, projectTitle: project, proposalId: event.proposalId, status: 'under_review' },
        link: NOTICE_LINKS.project(event.projectId),
      },
    ];
  },

  proposalRejected(event: { projectId: string; creatorId: string; reason: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    const lines = [Messages.rejectedBody(project), ...(event.reason ? [Messages.rejectedReason(event.reason)] : [])];
    return [
      {
        userId: event.creatorId,
        type: 'proposal-status',
        message: Messages.proposalRejected,
        data: { projectId: event.projectId, projectTitle: project, status: 'rejected' },
        link: NOTICE_LINKS.assignments,
        mail: { kind: 'rejected', subject: Messages.subjectRejected(project), lines },
      },
    ];
  },

  deliverableUploaded(event: { projectId: string; ownerId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        type: 'deliverable',
        message: Messages.deliverableUploaded(project),
        data: { projectId: event.projectId, projectTitle: project },
        link: workspace(event.projectId, 'files'),
      },
    ];
  },

  deliverySubmitted(event: { projectId: string; ownerId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        type: 'deliverable',
        message: Messages.deliverySubmitted(project),
        data: { projectId: event.projectId, projectTitle: project },
        link: workspace(event.projectId, 'review'),
        mail: { kind: 'delivery', subject: Messages.subjectDelivery(project), lines: [Messages.deliveryBody(project)] },
      },
    ];
  },

  revisionRequested(event: { projectId: string; creatorId: string; feedback: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'project',
        message: Messages.revisionRequested(project),
        data: { projectId: event.projectId, projectTitle: project },
        link: workspace(event.projectId, 'files'),
        mail: {
          kind: 'revision',
          subject: Messages.subjectRevision(project),
          lines: [Messages.revisionBody(project, event.feedback)],
        },
      },
    ];
  },

  projectApproved(event: { projectId: string; creatorId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'project',
        message: Messages.projectApproved(project),
        data: { projectId: event.projectId, projectTitle: project },
        link: workspace(event.projectId),
        mail: { kind: 'approved', subject: Messages.subjectApproved(project), lines: [Messages.approvedBody(project)] },
      },
    ];
  },

  /** The company has not reviewed a delivery yet; at the end of the window it is approved for her. */
  reviewReminder(event: { projectId: string; ownerId: string; dueAt: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    const when = dueWhen(event.dueAt);
    return [
      {
        userId: event.ownerId,
        type: 'deliverable',
        message: Messages.reviewReminder(project, when),
        data: { projectId: event.projectId, projectTitle: project, dueAt: event.dueAt },
        link: workspace(event.projectId, 'review'),
        mail: {
          kind: 'delivery',
          subject: Messages.subjectReviewReminder(project),
          lines: [Messages.reviewReminderBody(project, when)],
        },
      },
    ];
  },

  /** Both parties: the review window ended without the company's answer, with the reason projects worded. */
  projectAutoApproved(
    event: { projectId: string; ownerId: string; creatorId: string; reason: string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    const mail: MailDraft = {
      kind: 'approved',
      subject: Messages.subjectApproved(project),
      lines: [Messages.autoApprovedBody(project, event.reason)],
    };
    return [event.ownerId, event.creatorId].filter(Boolean).map((userId) => ({
      userId,
      type: 'project',
      message: Messages.autoApproved(event.reason, project),
      data: { projectId: event.projectId, projectTitle: project, reason: event.reason },
      link: workspace(event.projectId),
      mail,
    }));
  },

  finalPaymentReminder(event: { projectId: string; ownerId: string; dueAt: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    const when = dueWhen(event.dueAt);
    return [
      {
        userId: event.ownerId,
        type: 'payment',
        message: Messages.finalPaymentReminder(project, when),
        data: { projectId: event.projectId, projectTitle: project, status: 'final_payment_due', dueAt: event.dueAt },
        link: workspace(event.projectId, 'payment'),
        mail: {
          kind: 'payment',
          subject: Messages.subjectFinalPaymentReminder(project),
          lines: [Messages.finalPaymentReminderBody(project, when)],
        },
      },
    ];
  },

  finalPaymentOverdue(event: { projectId: string; creatorId: string; dueAt: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'payment',
        message: Messages.finalPaymentOverdue(project),
        data: { projectId: event.projectId, projectTitle: project, status: 'final_payment_overdue', dueAt: event.dueAt },
        link: workspace(event.projectId, 'payment'),
        mail: {
          kind: 'payment',
          subject: Messages.subjectFinalPaymentOverdue(project),
          lines: [Messages.finalPaymentOverdueBody(project)],
        },
      },
    ];
  },

  /**
   * The company cancelled after the delivery date passed, or deleted her account: the creator hears of it (a cancel
   * before hiring, or after the creator herself left, tells no one).
   */
  projectCancelled(
    event: { projectId: string; creatorId: string; deliveryMissed: boolean; leftParty: string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const companyLeft = event.leftParty === 'company';
    if (!(event.deliveryMissed || companyLeft) || !event.creatorId) return [];
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'project',
        message: companyLeft ? Messages.assignmentCancelledCompanyLeft(project) : Messages.assignmentCancelled(project),
        data: { projectId: event.projectId, projectTitle: project, status: 'cancelled' },
        link: NOTICE_LINKS.activeAssignments,
        mail: {
          kind: 'hired',
          subject: Messages.subjectCancelled(project),
          lines: [companyLeft ? Messages.cancelledCompanyLeftBody(project) : Messages.cancelledBody(project)],
        },
      },
    ];
  },

  depositPaid(
    event: { projectId: string; ownerId: string; amountCents: bigint | number | string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        type: 'payment',
        message: Messages.depositPaid,
        data: { projectId: event.projectId, projectTitle: project, status: 'deposit_paid' },
        link: workspace(event.projectId, 'payment'),
        mail: {
          kind: 'payment',
          subject: Messages.subjectDepositPaid(project),
          lines: [Messages.depositPaidBody(project, euros(event.amountCents))],
        },
      },
    ];
  },

  /** Both parties, each in their own words: the company's payment arrived; the creator's share is held, then paid out. */
  finalPaid(
    event: {
      projectId: string;
      ownerId: string;
      creatorId: string;
      releasableAt: string;
      figures?: { finalCents: bigint | number | string; creatorShareCents: bigint | number | string };
    },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    const data = { projectId: event.projectId, projectTitle: project, status: 'final_paid' };
    const link = workspace(event.projectId, 'payment');
    const finalCents = Number(event.figures?.finalCents ?? 0);
    const drafts: NoticeDraft[] = [];
    if (event.ownerId) {
      const lines = [finalCents > 0 ? Messages.finalPaidBody(project, euros(finalCents)) : Messages.finalCoveredBody(project)];
      drafts.push({
        userId: event.ownerId,
        type: 'payment',
        message: Messages.finalPaid,
        data,
        link,
        mail: { kind: 'payment', subject: Messages.subjectFinalPaid(project), lines },
      });
    }
    if (event.creatorId) {
      const share = euros(event.figures?.creatorShareCents ?? 0);
      drafts.push({
        userId: event.creatorId,
        type: 'payment',
        message: Messages.finalPaidToCreator(project),
        data,
        link,
        mail: {
          kind: 'payment',
          subject: Messages.subjectFinalPaidToCreator(project),
          lines: [Messages.finalPaidToCreatorBody(project, share, event.releasableAt ? momentIn(event.releasableAt) : null)],
        },
      });
    }
    return drafts;
  },

  payoutReleased(
    event: { projectId: string; creatorId: string; amountCents: bigint | number | string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'payment',
        message: Messages.payoutReleased,
        data: { projectId: event.projectId, projectTitle: project, status: 'payment_released' },
        link: workspace(event.projectId, 'payment'),
        mail: {
          kind: 'payout',
          subject: Messages.subjectPayout(project),
          lines: [Messages.payoutBody(project, euros(event.amountCents))],
        },
      },
    ];
  },

  /**
   * Each step of a dispute, to both parties, with an e-mail to the dispute in the werkruimte; a statement only to the
   * party that did not write it.
   */
  dispute(
    step: keyof typeof DISPUTE_STEPS,
    event: {
      disputeId: string;
      projectId: string;
      ownerId: string;
      creatorId: string;
      authorId?: string;
      /** A decision's part for the creator, fee included: its mail states it. */
      creatorPartCents?: bigint | number | string;
    },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    const message = Messages.dispute[step](project);
    const data = { projectId: event.projectId, projectTitle: project, disputeId: event.disputeId, status: DISPUTE_STEPS[step] };
    const amount = event.creatorPartCents != null ? euros(event.creatorPartCents) : null;
    const mailTo = (userId: string): MailDraft => ({
      kind: 'payment',
      subject: Messages.dispute.subject(project),
      lines: [message, ...(amount ? [Messages.dispute.decidedAmount(amount, userId === event.creatorId)] : [])],
    });
    const link = workspace(event.projectId, 'dispute');
    return [event.ownerId, event.creatorId]
      .filter((userId) => Boolean(userId) && userId !== event.authorId)
      .map((userId) => ({ userId, type: 'project', message, data, link, mail: mailTo(userId) }));
  },

  /** Every recipient but the sender; unread messages are mailed later, not one mail per message. */
  messageSent(event: {
    conversationId: string;
    recipientIds: string[];
    senderId: string;
    senderName: string;
    projectId: string;
    projectTitle: string;
  }): NoticeDraft[] {
    return event.recipientIds.map((userId) => ({
      userId,
      actor: { id: event.senderId, name: event.senderName },
      type: 'message',
      message: Messages.messageReceived(event.senderName),
      data: {
        conversationId: event.conversationId,
        senderName: event.senderName,
        ...(event.projectId ? { projectId: event.projectId, projectTitle: event.projectTitle } : {}),
      },
      link: NOTICE_LINKS.conversation(event.conversationId),
    }));
  },
} satisfies Record<string, (...args: never[]) => NoticeDraft[]>;
