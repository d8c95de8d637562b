import { on, type Subscription } from '@clipwerk/kit';
import { PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import {
  CountAnswerWhenAccepted,
  CountAnswerWhenRejected,
  CountCompletion,
  CountDeposit,
  CountDepositRefund,
  CountFinalPayment,
  CountHire,
  CountPayout,
  CountProjectWhenPublished,
  CountProposal,
  CountRating,
  CountView,
  KeepProjectWhenCreated,
  UncountProjectWhenCancelled,
} from '../../application/record-facts/record-facts.handlers';

/** Every event analytics reacts to, in one place: its only input. */
export const ANALYTICS_SUBSCRIPTIONS: Subscription[] = [
  on(ProjectEvents.ProjectCreated, KeepProjectWhenCreated),
  on(ProjectEvents.ProjectPublished, CountProjectWhenPublished),
  on(ProjectEvents.ProjectCancelled, UncountProjectWhenCancelled),
  on(ProjectEvents.ProjectViewed, CountView),
  on(ProjectEvents.CreatorSelected, CountHire),
  on(ProjectEvents.ProjectApproved, CountCompletion),
  on(ProjectEvents.RatingPublished, CountRating),
  on(ProposalEvents.ProposalSubmitted, CountProposal),
  on(ProposalEvents.ProposalAccepted, CountAnswerWhenAccepted),
  on(ProposalEvents.ProposalRejected, CountAnswerWhenRejected),
  on(PaymentEvents.DepositPaid, CountDeposit),
  on(PaymentEvents.DepositRefunded, CountDepositRefund),
  on(PaymentEvents.FinalPaymentPaid, CountFinalPayment),
  on(PaymentEvents.PayoutReleased, CountPayout),
];
