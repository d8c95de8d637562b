import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import {
  HoldProjectWhenDisputeOpened,
  ReleaseProjectWhenDisputeResolved,
} from '../../application/keep-dispute-holds/dispute-hold.handlers';
import {
  KeepPartyWhenProfileUpdated,
  KeepPartyWhenUserRegistered,
  MarkPartyWhenAccountDeleted,
} from '../../application/keep-parties/keep-party.handlers';
import {
  KeepProjectWhenCreatorSelected,
  ForgetProjectWhenProjectPurged,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
} from '../../application/keep-projects/keep-project.handlers';

/** Every event messaging reacts to, in one place. */
export const MESSAGING_SUBSCRIPTIONS: Subscription[] = [
  on(IdentityEvents.UserRegistered, KeepPartyWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepPartyWhenProfileUpdated),
  on(IdentityEvents.AccountDeleted, MarkPartyWhenAccountDeleted),
  on(ProjectEvents.ProjectCreated, KeepProjectWhenProjectCreated),
  on(ProjectEvents.ProjectUpdated, KeepProjectWhenProjectUpdated),
  on(ProjectEvents.CreatorSelected, KeepProjectWhenCreatorSelected),
  on(ProjectEvents.ProjectPurged, ForgetProjectWhenProjectPurged),
  on(PaymentEvents.DisputeOpened, HoldProjectWhenDisputeOpened),
  on(PaymentEvents.DisputeResolved, ReleaseProjectWhenDisputeResolved),
];
