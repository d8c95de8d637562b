import type { EventDefinition } from './event-definition';
import { IdentityEvents } from './contexts/identity';
import { MessagingEvents } from './contexts/messaging';
import { NotificationEvents } from './contexts/notifications';
import { PaymentEvents } from './contexts/payments';
import { ProjectEvents } from './contexts/projects';
import { ProposalEvents } from './contexts/proposals';

// One file per publishing context; add a context's events here once.
export * from './contexts/identity';
export * from './contexts/messaging';
export * from './contexts/notifications';
export * from './contexts/payments';
export * from './contexts/projects';
export * from './contexts/proposals';

const CONTEXTS: ReadonlyArray<Record<string, EventDefinition>> = [
  IdentityEvents,
  ProjectEvents,
  ProposalEvents,
  PaymentEvents,
  MessagingEvents,
  NotificationEvents,
];

/** The registry consumers decode with: type string to definition. */
export const ALL_EVENTS: ReadonlyMap<string, EventDefinition> = new Map(
  CONTEXTS.flatMap((events) => Object.values(events)).map((definition) => [definition.type, definition]),
);
