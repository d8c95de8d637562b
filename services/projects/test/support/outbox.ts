import { outboxEvents as readOutbox } from '@clipwerk/kit/testing';
import type { EventDefinition, EventPayload } from '@clipwerk/proto';
import type { ProjectsTestApp } from './projects-test-app';

/** The events projects wrote to its outbox of one type (optionally of one aggregate), decoded, oldest first. */
export function outboxEvents<D extends EventDefinition>(
  app: ProjectsTestApp,
  definition: D,
  aggregateId?: string,
): Promise<EventPayload<D>[]> {
  return readOutbox(app, 'projects', definition, aggregateId);
}
