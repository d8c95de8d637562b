import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import {
  IssueCreditNoteWhenDepositRefunded,
  IssueInvoicesWhenFinalPaymentPaid,
  IssueInvoiceWhenDepositPaid,
  RecordCreatorWhenUserRegistered,
  UpdatePartyWhenProfileUpdated,
} from '../../application/invoices/invoice.handlers';
import {
  OpenProjectWhenProjectPublished,
  RecordApprovalWhenProjectApproved,
  RecordCompanyWhenUserRegistered,
  RecordCreatorWhenCreatorSelected,
  RecordProjectWhenProjectCreated,
  RecordSubmissionWhenDeliverySubmitted,
  UpdateProjectWhenProjectUpdated,
} from '../../application/projections/project-projection.handlers';
import {
  HoldDeadlinesWhenDisputeOpened,
  ReleaseDeadlinesWhenDisputeResolved,
} from '../../application/final-payment-deadline/dispute-hold.handlers';
import { RecordEvidenceFileWhenDeliverableUploaded } from '../../application/disputes/record-evidence-file.handler';
import { RefundDepositWhenProjectCancelled } from '../../application/refund-deposit/refund-deposit-when-project-cancelled.handler';

/** Every event payments reacts to, in one place. */
export const PAYMENTS_SUBSCRIPTIONS: Subscription[] = [
  on(ProjectEvents.ProjectCreated, RecordProjectWhenProjectCreated),
  on(ProjectEvents.ProjectUpdated, UpdateProjectWhenProjectUpdated),
  on(ProjectEvents.ProjectPublished, OpenProjectWhenProjectPublished),
  on(ProjectEvents.CreatorSelected, RecordCreatorWhenCreatorSelected),
  on(ProjectEvents.DeliverySubmitted, RecordSubmissionWhenDeliverySubmitted),
  on(ProjectEvents.ProjectApproved, RecordApprovalWhenProjectApproved),
  on(ProjectEvents.ProjectCancelled, RefundDepositWhenProjectCancelled),
  on(IdentityEvents.UserRegistered, RecordCompanyWhenUserRegistered),
  // Invoices: payments reads its own payment events, and the parties' names and numbers from identity.
  on(PaymentEvents.DepositPaid, IssueInvoiceWhenDepositPaid),
  on(PaymentEvents.FinalPaymentPaid, IssueInvoicesWhenFinalPaymentPaid),
  on(PaymentEvents.DepositRefunded, IssueCreditNoteWhenDepositRefunded),
  on(IdentityEvents.UserRegistered, RecordCreatorWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, UpdatePartyWhenProfileUpdated),
  // Deadlines wait while a dispute holds the project.
  on(PaymentEvents.DisputeOpened, HoldDeadlinesWhenDisputeOpened),
  on(PaymentEvents.DisputeResolved, ReleaseDeadlinesWhenDisputeResolved),
  // The files a dispute statement may cite.
  on(ProjectEvents.DeliverableUploaded, RecordEvidenceFileWhenDeliverableUploaded),
];
