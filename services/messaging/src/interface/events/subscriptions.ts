import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import {
  HoldProjectWhenDisputeOpened,
  ReleaseProjectWhenDisputeResolved,
} from '../../application/keep-dispute-holds/dispute-hold-handlers';
import { KeepPartyWhenProfileUpdated, KeepPartyWhenUserRegistered } from '../../application/keep-parties/keep-party-handlers';
import {
  KeepProjectWhenCreatorSelected,
  ForgetProjectWhenProjectPurged,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
} from '../../application/keep-projects/keep-project-handlers';

/** Every event messaging reacts to, in one place. */
export const MESSAGING_SUBSCRIPTIONS: Subscription[] = [
  on(IdentityEvents.UserRegistered, KeepPartyWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepPartyWhenProfileUpdated),
  on(ProjectEvents.ProjectCreated, KeepProjectWhenProjectCreated),
  on(ProjectEvents.ProjectUpdated, KeepProjectWhenProjectUpdated),
  on(ProjectEvents.CreatorSelected, KeepProjectWhenCreatorSelected),
  on(ProjectEvents.ProjectPurged, ForgetProjectWhenProjectPurged),
  on(PaymentEvents.DisputeOpened, HoldProjectWhenDisputeOpened),
  on(PaymentEvents.DisputeResolved, ReleaseProjectWhenDisputeResolved),
];

/** The handlers above, as providers of the module (the consumer resolves them from it). */
export const MESSAGING_EVENT_HANDLERS = [
  KeepPartyWhenUserRegistered,
  KeepPartyWhenProfileUpdated,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectUpdated,
  KeepProjectWhenCreatorSelected,
  ForgetProjectWhenProjectPurged,
  HoldProjectWhenDisputeOpened,
  ReleaseProjectWhenDisputeResolved,
];
