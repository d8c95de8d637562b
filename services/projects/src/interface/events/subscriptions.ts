import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, PaymentEvents, ProposalEvents } from '@clipwerk/proto';
import {
  CompleteProjectWhenFinalPaymentPaid,
  KeepFiguresWhenContractAmountSet,
} from '../../application/complete-project/payments-figures.handlers';
import {
  HoldProjectWhenDisputeOpened,
  KeepFinalPaymentDueWhenSet,
  ReleaseProjectWhenDisputeResolved,
} from '../../application/deadlines/deadline.handlers';
import { CountProposalWhenProposalSubmitted } from '../../application/count-proposal/count-proposal-when-proposal-submitted.handler';
import { KeepPartiesWhenProfileUpdated } from '../../application/keep-parties/keep-parties-when-profile-updated.handler';
import { KeepPartiesWhenUserRegistered } from '../../application/keep-parties/keep-parties-when-user-registered.handler';
import { LeaveProjectsWhenAccountDeleted } from '../../application/leave-projects/leave-projects-when-account-deleted.handler';
import { PublishProjectWhenDepositPaid } from '../../application/publish-project/publish-project-when-deposit-paid.handler';
import { SelectCreatorWhenProposalAccepted } from '../../application/select-creator/select-creator-when-proposal-accepted.handler';

/** Every event projects reacts to, in one place. */
export const PROJECTS_SUBSCRIPTIONS: Subscription[] = [
  on(PaymentEvents.DepositPaid, PublishProjectWhenDepositPaid),
  on(PaymentEvents.ContractAmountSet, KeepFiguresWhenContractAmountSet),
  on(PaymentEvents.FinalPaymentPaid, CompleteProjectWhenFinalPaymentPaid),
  on(PaymentEvents.FinalPaymentDue, KeepFinalPaymentDueWhenSet),
  on(PaymentEvents.DisputeOpened, HoldProjectWhenDisputeOpened),
  on(PaymentEvents.DisputeResolved, ReleaseProjectWhenDisputeResolved),
  on(ProposalEvents.ProposalAccepted, SelectCreatorWhenProposalAccepted),
  on(ProposalEvents.ProposalSubmitted, CountProposalWhenProposalSubmitted),
  on(IdentityEvents.UserRegistered, KeepPartiesWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepPartiesWhenProfileUpdated),
  on(IdentityEvents.AccountDeleted, LeaveProjectsWhenAccountDeleted),
];
