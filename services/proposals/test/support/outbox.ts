import { outboxEvents as readOutbox } from '@clipwerk/kit/testing';
import type { EventDefinition, EventPayload } from '@clipwerk/proto';
import type { ProposalsTestApp } from './proposals-test-app';

/** The events proposals wrote to its outbox of one type (optionally of one aggregate), decoded, oldest first. */
export function outboxEvents<D extends EventDefinition>(
  app: ProposalsTestApp,
  definition: D,
  aggregateId?: string,
): Promise<EventPayload<D>[]> {
  return readOutbox(app, 'proposals', definition, aggregateId);
}
