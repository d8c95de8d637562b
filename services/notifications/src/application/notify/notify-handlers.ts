import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../config';
import { ReminderRepository } from '../../infrastructure/persistence/reminder.repository';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type {
  EventDefinition,
  IdentityEvents,
  MessagingEvents,
  PaymentEvents,
  ProjectEvents,
  ProposalEvents,
} from '@clipwerk/proto';
import { Messages } from '../../domain/messages';
import { NOTICE_RULES, type NoticeContext, type NoticeDraft } from '../../domain/notice-rules';
import { greetingName, welcomeMail } from '../../domain/welcome-mail';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';
import { Notifier } from './notifier';

/** The project's title as the parties know it (empty when the projects event has not arrived yet). */
async function contextOf(
  projections: ProjectionsRepository,
  projectId: string,
  tx: Transaction,
  title = '',
): Promise<NoticeContext> {
  return { projectTitle: title || (await projections.findProject(projectId, tx.manager))?.title || '' };
}

/** One handler shape for every event that makes notices: read the context, apply the rule, notify. */
@Injectable() // emits the constructor's parameter types, which the handlers below inherit
abstract class NoticeHandler<D extends EventDefinition> implements EventHandler<D> {
  constructor(
    protected readonly projections: ProjectionsRepository,
    private readonly notifier: Notifier,
  ) {}

  protected abstract drafts(payload: ReceivedEvent<D>['payload'], tx: Transaction): NoticeDraft[] | Promise<NoticeDraft[]>;

  async handle({ payload }: ReceivedEvent<D>, tx: Transaction): Promise<void> {
    await this.notifier.notify(tx, await this.drafts(payload, tx));
  }
}

@Injectable()
export class NotifyWhenProposalSubmitted extends NoticeHandler<typeof ProposalEvents.ProposalSubmitted> {
  protected async drafts(p: ReceivedEvent<typeof ProposalEvents.ProposalSubmitted>['payload'], tx: Transaction) {
    return NOTICE_RULES.proposalSubmitted(p, await contextOf(this.projections, p.projectId, tx, p.projectTitle));
  }
}

@Injectable()
export class NotifyWhenProposalAccepted extends NoticeHandler<typeof ProposalEvents.ProposalAccepted> {
  protected async drafts(p: ReceivedEvent<typeof ProposalEvents.ProposalAccepted>['payload'], tx: Transaction) {
    return NOTICE_RULES.proposalAccepted(p, await contextOf(this.projections, p.projectId, tx, p.projectTitle));
  }
}

@Injectable()
export class NotifyWhenProposalRejected extends NoticeHandler<typeof ProposalEvents.ProposalRejected> {
  protected async drafts(p: ReceivedEvent<typeof ProposalEvents.ProposalRejected>['payload'], tx: Transaction) {
    return NOTICE_RULES.proposalRejected(p, await contextOf(this.projections, p.projectId, tx, p.projectTitle));
  }
}

@Injectable()
export class NotifyWhenDeliverableUploaded extends NoticeHandler<typeof ProjectEvents.DeliverableUploaded> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.DeliverableUploaded>['payload'], tx: Transaction) {
    return NOTICE_RULES.deliverableUploaded(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDeliverySubmitted extends NoticeHandler<typeof ProjectEvents.DeliverySubmitted> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.DeliverySubmitted>['payload'], tx: Transaction) {
    return NOTICE_RULES.deliverySubmitted(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenRevisionRequested extends NoticeHandler<typeof ProjectEvents.RevisionRequested> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.RevisionRequested>['payload'], tx: Transaction) {
    return NOTICE_RULES.revisionRequested(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenProjectApproved extends NoticeHandler<typeof ProjectEvents.ProjectApproved> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.ProjectApproved>['payload'], tx: Transaction) {
    const context = await contextOf(this.projections, p.projectId, tx);
    return p.automatic ? NOTICE_RULES.projectAutoApproved(p, context) : NOTICE_RULES.projectApproved(p, context);
  }
}

@Injectable()
export class NotifyWhenReviewReminder extends NoticeHandler<typeof ProjectEvents.ReviewReminder> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.ReviewReminder>['payload'], tx: Transaction) {
    return NOTICE_RULES.reviewReminder(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenProjectCancelled extends NoticeHandler<typeof ProjectEvents.ProjectCancelled> {
  protected async drafts(p: ReceivedEvent<typeof ProjectEvents.ProjectCancelled>['payload'], tx: Transaction) {
    return NOTICE_RULES.projectCancelled(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenFinalPaymentReminder extends NoticeHandler<typeof PaymentEvents.FinalPaymentReminder> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.FinalPaymentReminder>['payload'], tx: Transaction) {
    return NOTICE_RULES.finalPaymentReminder(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenFinalPaymentOverdue extends NoticeHandler<typeof PaymentEvents.FinalPaymentOverdue> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.FinalPaymentOverdue>['payload'], tx: Transaction) {
    return NOTICE_RULES.finalPaymentOverdue(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDepositPaid extends NoticeHandler<typeof PaymentEvents.DepositPaid> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DepositPaid>['payload'], tx: Transaction) {
    return NOTICE_RULES.depositPaid(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenFinalPaymentPaid extends NoticeHandler<typeof PaymentEvents.FinalPaymentPaid> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.FinalPaymentPaid>['payload'], tx: Transaction) {
    return NOTICE_RULES.finalPaid(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenPayoutReleased extends NoticeHandler<typeof PaymentEvents.PayoutReleased> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.PayoutReleased>['payload'], tx: Transaction) {
    return NOTICE_RULES.payoutReleased(p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDisputeOpened extends NoticeHandler<typeof PaymentEvents.DisputeOpened> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DisputeOpened>['payload'], tx: Transaction) {
    return NOTICE_RULES.dispute('opened', p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDisputeStatementAdded extends NoticeHandler<typeof PaymentEvents.DisputeStatementAdded> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DisputeStatementAdded>['payload'], tx: Transaction) {
    return NOTICE_RULES.dispute('statementAdded', p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDisputeDecided extends NoticeHandler<typeof PaymentEvents.DisputeDecided> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DisputeDecided>['payload'], tx: Transaction) {
    // The decision after an appeal is final: DisputeResolved tells the parties.
    if (p.round !== 1) return [];
    return NOTICE_RULES.dispute('decided', p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDisputeAppealed extends NoticeHandler<typeof PaymentEvents.DisputeAppealed> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DisputeAppealed>['payload'], tx: Transaction) {
    return NOTICE_RULES.dispute('appealed', p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenDisputeResolved extends NoticeHandler<typeof PaymentEvents.DisputeResolved> {
  protected async drafts(p: ReceivedEvent<typeof PaymentEvents.DisputeResolved>['payload'], tx: Transaction) {
    return NOTICE_RULES.dispute('resolved', p, await contextOf(this.projections, p.projectId, tx));
  }
}

@Injectable()
export class NotifyWhenMessageSent extends NoticeHandler<typeof MessagingEvents.MessageSent> {
  protected drafts(p: ReceivedEvent<typeof MessagingEvents.MessageSent>['payload']) {
    return NOTICE_RULES.messageSent(p);
  }
}

/** A message not read within the reminder time is mailed about once per conversation (see RemindUnreadMessages). */
@Injectable()
export class RememberUnreadWhenMessageSent implements EventHandler<typeof MessagingEvents.MessageSent> {
  constructor(
    private readonly reminders: ReminderRepository,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof MessagingEvents.MessageSent>, tx: Transaction): Promise<void> {
    const sentAt = new Date(payload.sentAt);
    const dueAt = new Date(sentAt.getTime() + this.config.unreadReminderMinutes * 60_000);
    for (const userId of payload.recipientIds) {
      await this.reminders.remember(
        { userId, conversationId: payload.conversationId, senderName: payload.senderName, firstUnreadAt: sentAt, dueAt },
        tx.manager,
      );
    }
  }
}

@Injectable()
export class ForgetUnreadWhenConversationRead implements EventHandler<typeof MessagingEvents.ConversationRead> {
  constructor(private readonly reminders: ReminderRepository) {}

  async handle({ payload }: ReceivedEvent<typeof MessagingEvents.ConversationRead>, tx: Transaction): Promise<void> {
    await this.reminders.forget(payload.readerId, payload.conversationId, new Date(payload.readAt), tx.manager);
  }
}

/** The reset link is always mailed, whatever the user switched off: she cannot sign in without it. */
@Injectable()
export class MailWhenPasswordResetRequested implements EventHandler<typeof IdentityEvents.PasswordResetRequested> {
  constructor(private readonly notifier: Notifier) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.PasswordResetRequested>, tx: Transaction): Promise<void> {
    await this.notifier.mail(
      tx,
      payload.userId,
      Messages.subjectPasswordReset,
      [Messages.passwordResetBody],
      payload.resetUrl,
      null,
      { email: payload.email },
    );
  }
}

/** One welcome mail on registration, in the words of the user's role; like the reset, not one to switch off. */
@Injectable()
export class MailWelcomeWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly notifier: Notifier) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    const welcome = welcomeMail(payload.role);
    await this.notifier.mail(tx, payload.userId, welcome.subject, welcome.lines, welcome.link, null, {
      email: payload.email,
      name: greetingName(payload),
      linkLabel: welcome.linkLabel,
    });
  }
}
