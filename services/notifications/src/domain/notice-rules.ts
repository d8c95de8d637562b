import type { EmailKind } from './email-kinds';
import { Messages } from './messages';

/** The kinds of notice the client knows (each has its socket event and toast duration there). */
export type NoticeType = 'proposal' | 'proposal-status' | 'message' | 'deliverable' | 'payment' | 'project';

/** An e-mail that goes with a notice: subject, paragraphs, and the page of the product it points to. */
export interface MailDraft {
  kind: EmailKind;
  subject: string;
  lines: string[];
  linkPath: string;
}

/** One notice for one user, and the e-mail that may go with it. */
export interface NoticeDraft {
  userId: string;
  type: NoticeType;
  message: string;
  data: Record<string, string>;
  mail?: MailDraft;
}

/** What a rule needs beyond the event: the project's title as the parties know it. */
export interface NoticeContext {
  projectTitle: string;
}

const workspace = (projectId: string) => `/project-workspace/${projectId}`;

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
    event: { projectId: string; ownerId: string; creatorName: string; proposalId: string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        type: 'proposal',
        message: Messages.proposalReceived(project),
        data: { projectId: event.projectId, projectTitle: project, creatorName: event.creatorName, proposalId: event.proposalId },
        mail: {
          kind: 'proposal',
          subject: Messages.subjectProposal(project),
          lines: [Messages.proposalBody(event.creatorName || Messages.someone, project)],
          linkPath: `/projects/${event.projectId}/proposals`,
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
        mail: {
          kind: 'hired',
          subject: Messages.subjectHired(project),
          lines: [Messages.hiredBody(project)],
          linkPath: workspace(event.projectId),
        },
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
        mail: { kind: 'rejected', subject: Messages.subjectRejected(project), lines, linkPath: '/projects' },
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
        mail: {
          kind: 'delivery',
          subject: Messages.subjectDelivery(project),
          lines: [Messages.deliveryBody(project)],
          linkPath: workspace(event.projectId),
        },
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
        mail: {
          kind: 'revision',
          subject: Messages.subjectRevision(project),
          lines: [Messages.revisionBody(project, event.feedback)],
          linkPath: workspace(event.projectId),
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
        mail: {
          kind: 'approved',
          subject: Messages.subjectApproved(project),
          lines: [Messages.approvedBody(project)],
          linkPath: workspace(event.projectId),
        },
      },
    ];
  },

  depositPaid(event: { projectId: string; ownerId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.ownerId,
        type: 'payment',
        message: Messages.depositPaid,
        data: { projectId: event.projectId, projectTitle: project, status: 'deposit_paid' },
        mail: {
          kind: 'payment',
          subject: Messages.subjectPayment(project),
          lines: [Messages.paymentBody(project)],
          linkPath: '/my-projects',
        },
      },
    ];
  },

  /** Both parties: the company paid, the creator's share is on its way. */
  finalPaid(event: { projectId: string; ownerId: string; creatorId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    const data = { projectId: event.projectId, projectTitle: project, status: 'final_paid' };
    const mail: MailDraft = {
      kind: 'payment',
      subject: Messages.subjectPayment(project),
      lines: [Messages.paymentBody(project)],
      linkPath: workspace(event.projectId),
    };
    return [event.ownerId, event.creatorId]
      .filter(Boolean)
      .map((userId) => ({ userId, type: 'payment', message: Messages.finalPaid, data, mail }));
  },

  payoutReleased(event: { projectId: string; creatorId: string }, context: NoticeContext): NoticeDraft[] {
    const project = title(context);
    return [
      {
        userId: event.creatorId,
        type: 'payment',
        message: Messages.payoutReleased,
        data: { projectId: event.projectId, projectTitle: project, status: 'payment_released' },
        mail: {
          kind: 'payout',
          subject: Messages.subjectPayout(project),
          lines: [Messages.payoutBody(project)],
          linkPath: '/earnings',
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
    event: { disputeId: string; projectId: string; ownerId: string; creatorId: string; authorId?: string },
    context: NoticeContext,
  ): NoticeDraft[] {
    const project = title(context);
    const message = Messages.dispute[step](project);
    const data = { projectId: event.projectId, projectTitle: project, disputeId: event.disputeId, status: DISPUTE_STEPS[step] };
    const mail: MailDraft = {
      kind: 'payment',
      subject: Messages.dispute.subject(project),
      lines: [message],
      linkPath: `${workspace(event.projectId)}?geschil=${event.disputeId}`,
    };
    return [event.ownerId, event.creatorId]
      .filter((userId) => Boolean(userId) && userId !== event.authorId)
      .map((userId) => ({ userId, type: 'project', message, data, mail }));
  },

  /** Every recipient but the sender; unread messages are mailed later, not one mail per message. */
  messageSent(event: {
    conversationId: string;
    recipientIds: string[];
    senderName: string;
    projectId: string;
    projectTitle: string;
  }): NoticeDraft[] {
    return event.recipientIds.map((userId) => ({
      userId,
      type: 'message',
      message: Messages.messageReceived(event.senderName),
      data: {
        conversationId: event.conversationId,
        senderName: event.senderName,
        ...(event.projectId ? { projectId: event.projectId, projectTitle: event.projectTitle } : {}),
      },
    }));
  },
} satisfies Record<string, (...args: never[]) => NoticeDraft[]>;
