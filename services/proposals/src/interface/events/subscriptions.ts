import { on, type Subscription } from '@clipwerk/kit';
import { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import {
  KeepCreatorWhenProfileUpdated,
  KeepCreatorWhenUserRegistered,
} from '../../application/keep-creators/keep-creator.handlers';
import {
  CompleteProposalWhenProjectCompleted,
  KeepProjectWhenCreatorSelected,
  KeepProjectWhenProjectCreated,
  KeepProjectWhenProjectPublished,
  KeepProjectWhenProjectUpdated,
  RejectProposalsWhenProjectCancelled,
  RemoveProposalsWhenProjectPurged,
} from '../../application/keep-projects/keep-project.handlers';

/** Every event proposals reacts to, in one place. */
export const PROPOSALS_SUBSCRIPTIONS: Subscription[] = [
  on(ProjectEvents.ProjectCreated, KeepProjectWhenProjectCreated),
  on(ProjectEvents.ProjectPublished, KeepProjectWhenProjectPublished),
  on(ProjectEvents.ProjectUpdated, KeepProjectWhenProjectUpdated),
  on(ProjectEvents.CreatorSelected, KeepProjectWhenCreatorSelected),
  on(ProjectEvents.ProjectCancelled, RejectProposalsWhenProjectCancelled),
  on(ProjectEvents.ProjectCompleted, CompleteProposalWhenProjectCompleted),
  on(ProjectEvents.ProjectPurged, RemoveProposalsWhenProjectPurged),
  on(IdentityEvents.UserRegistered, KeepCreatorWhenUserRegistered),
  on(IdentityEvents.ProfileUpdated, KeepCreatorWhenProfileUpdated),
];
