import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, MessagingEvents, PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import {
  ForgetPartyWhenAccountDeleted,
  KeepPartyWhenProfileUpdated,
  KeepPartyWhenUserRegistered,
  KeepProjectWhenCreatorSelected,
  ForgetProjectWhenProjectPurged,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
} from '../../application/keep-projections/keep-projection.handlers';
import {
  ForgetUnreadWhenConversationRead,
  MailWhenPasswordResetRequested,
  MailWelcomeWhenUserRegistered,
  RememberUnreadWhenMessageSent,
  notice,
} from '../../application/notify/notify.handlers';
import { NOTICE_RULES } from '../../domain/notice-rules';

/** Every event notifications reacts to, in one place. */
export const NOTIFICATIONS_SUBSCRIPTIONS: Subscription[] = [
  on(IdentityEvents.UserRegistered, KeepPartyWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepPartyWhenProfileUpdated),
  on(IdentityEvents.AccountDeleted, ForgetPartyWhenAccountDeleted),
  on(IdentityEvents.PasswordResetRequested, MailWhenPasswordResetRequested),
  on(IdentityEvents.UserRegistered, MailWelcomeWhenUserRegistered),
  on(ProjectEvents.ProjectCreated, KeepProjectWhenProjectCreated),
  on(ProjectEvents.ProjectUpdated, KeepProjectWhenProjectUpdated),
  on(ProjectEvents.CreatorSelected, KeepProjectWhenCreatorSelected),
  on(ProjectEvents.ProjectPurged, ForgetProjectWhenProjectPurged),
  // Notices (and their mails): each event's rule of NOTICE_RULES, one row each; the handler is notice()'s.
  notice(ProposalEvents.ProposalSubmitted, (p, c) => NOTICE_RULES.proposalSubmitted(p, c), { title: (p) => p.projectTitle }),
  notice(ProposalEvents.ProposalAccepted, (p, c) => NOTICE_RULES.proposalAccepted(p, c), { title: (p) => p.projectTitle }),
  notice(ProposalEvents.ProposalRejected, (p, c) => NOTICE_RULES.proposalRejected(p, c), { title: (p) => p.projectTitle }),
  notice(ProposalEvents.ProposalViewed, (p, c) => NOTICE_RULES.proposalViewed(p, c), { title: (p) => p.projectTitle }),
  notice(ProjectEvents.DeliverableUploaded, (p, c) => NOTICE_RULES.deliverableUploaded(p, c)),
  notice(ProjectEvents.DeliverySubmitted, (p, c) => NOTICE_RULES.deliverySubmitted(p, c)),
  notice(ProjectEvents.RevisionRequested, (p, c) => NOTICE_RULES.revisionRequested(p, c)),
  notice(ProjectEvents.ProjectApproved, (p, c) =>
    p.automatic ? NOTICE_RULES.projectAutoApproved(p, c) : NOTICE_RULES.projectApproved(p, c),
  ),
  notice(ProjectEvents.ReviewReminder, (p, c) => NOTICE_RULES.reviewReminder(p, c)),
  notice(ProjectEvents.ProjectCancelled, (p, c) => NOTICE_RULES.projectCancelled(p, c)),
  notice(PaymentEvents.FinalPaymentReminder, (p, c) => NOTICE_RULES.finalPaymentReminder(p, c)),
  notice(PaymentEvents.FinalPaymentOverdue, (p, c) => NOTICE_RULES.finalPaymentOverdue(p, c)),
  notice(PaymentEvents.DepositPaid, (p, c) => NOTICE_RULES.depositPaid(p, c)),
  notice(PaymentEvents.FinalPaymentPaid, (p, c) => NOTICE_RULES.finalPaid(p, c)),
  notice(PaymentEvents.PayoutReleased, (p, c) => NOTICE_RULES.payoutReleased(p, c)),
  notice(PaymentEvents.DisputeOpened, (p, c) => NOTICE_RULES.dispute('opened', p, c)),
  notice(PaymentEvents.DisputeStatementAdded, (p, c) => NOTICE_RULES.dispute('statementAdded', p, c)),
  // The decision after an appeal is final: DisputeResolved tells the parties.
  notice(PaymentEvents.DisputeDecided, (p, c) => (p.round === 1 ? NOTICE_RULES.dispute('decided', p, c) : [])),
  notice(PaymentEvents.DisputeAppealed, (p, c) => NOTICE_RULES.dispute('appealed', p, c)),
  notice(PaymentEvents.DisputeResolved, (p, c) => NOTICE_RULES.dispute('resolved', p, c)),
  notice(MessagingEvents.MessageSent, (p) => NOTICE_RULES.messageSent(p), { project: false }),
  on(MessagingEvents.MessageSent, RememberUnreadWhenMessageSent),
  on(MessagingEvents.ConversationRead, ForgetUnreadWhenConversationRead),
];
