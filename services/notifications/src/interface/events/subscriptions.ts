import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, MessagingEvents, PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import {
  ForgetPartyWhenAccountDeleted,
  KeepPartyWhenProfileUpdated,
  KeepPartyWhenUserRegistered,
  KeepProjectWhenCreatorSelected,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
} from '../../application/keep-projections/keep-projection-handlers';
import {
  ForgetUnreadWhenConversationRead,
  MailWhenPasswordResetRequested,
  RememberUnreadWhenMessageSent,
  NotifyWhenDeliverableUploaded,
  NotifyWhenDeliverySubmitted,
  NotifyWhenDepositPaid,
  NotifyWhenFinalPaymentPaid,
  NotifyWhenMessageSent,
  NotifyWhenPayoutReleased,
  NotifyWhenProjectApproved,
  NotifyWhenProposalAccepted,
  NotifyWhenProposalRejected,
  NotifyWhenProposalSubmitted,
  NotifyWhenRevisionRequested,
} from '../../application/notify/notify-handlers';

/** Every event notifications reacts to, in one place. */
export const NOTIFICATIONS_SUBSCRIPTIONS: Subscription[] = [
  on(IdentityEvents.UserRegistered, KeepPartyWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepPartyWhenProfileUpdated),
  on(IdentityEvents.AccountDeleted, ForgetPartyWhenAccountDeleted),
  on(IdentityEvents.PasswordResetRequested, MailWhenPasswordResetRequested),
  on(ProjectEvents.ProjectCreated, KeepProjectWhenProjectCreated),
  on(ProjectEvents.ProjectUpdated, KeepProjectWhenProjectUpdated),
  on(ProjectEvents.CreatorSelected, KeepProjectWhenCreatorSelected),
  on(ProjectEvents.DeliverableUploaded, NotifyWhenDeliverableUploaded),
  on(ProjectEvents.DeliverySubmitted, NotifyWhenDeliverySubmitted),
  on(ProjectEvents.RevisionRequested, NotifyWhenRevisionRequested),
  on(ProjectEvents.ProjectApproved, NotifyWhenProjectApproved),
  on(ProposalEvents.ProposalSubmitted, NotifyWhenProposalSubmitted),
  on(ProposalEvents.ProposalAccepted, NotifyWhenProposalAccepted),
  on(ProposalEvents.ProposalRejected, NotifyWhenProposalRejected),
  on(PaymentEvents.DepositPaid, NotifyWhenDepositPaid),
  on(PaymentEvents.FinalPaymentPaid, NotifyWhenFinalPaymentPaid),
  on(PaymentEvents.PayoutReleased, NotifyWhenPayoutReleased),
  on(MessagingEvents.MessageSent, NotifyWhenMessageSent),
  on(MessagingEvents.MessageSent, RememberUnreadWhenMessageSent),
  on(MessagingEvents.ConversationRead, ForgetUnreadWhenConversationRead),
];

/** The handlers above, as providers of the module (the consumer resolves them from it). */
export const NOTIFICATIONS_EVENT_HANDLERS = [
  KeepPartyWhenUserRegistered,
  KeepPartyWhenProfileUpdated,
  ForgetPartyWhenAccountDeleted,
  MailWhenPasswordResetRequested,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
  KeepProjectWhenCreatorSelected,
  NotifyWhenDeliverableUploaded,
  NotifyWhenDeliverySubmitted,
  NotifyWhenRevisionRequested,
  NotifyWhenProjectApproved,
  NotifyWhenProposalSubmitted,
  NotifyWhenProposalAccepted,
  NotifyWhenProposalRejected,
  NotifyWhenDepositPaid,
  NotifyWhenFinalPaymentPaid,
  NotifyWhenPayoutReleased,
  NotifyWhenMessageSent,
  RememberUnreadWhenMessageSent,
  ForgetUnreadWhenConversationRead,
];
