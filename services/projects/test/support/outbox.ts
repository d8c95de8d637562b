import { decodeEnvelope } from '@clipwerk/kit';
import type { EventDefinition, EventPayload } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import type { ProjectsTestApp } from './projects-test-app';

/** The events projects wrote to its outbox for one aggregate, decoded, oldest first. */
export async function outboxEvents<D extends EventDefinition>(
  app: ProjectsTestApp,
  definition: D,
  aggregateId: string,
): Promise<EventPayload<D>[]> {
  const rows: { envelope: Buffer }[] = await app.app
    .get(DataSource, { strict: false })
    .query(`SELECT envelope FROM projects.outbox_message WHERE aggregate_id = $1 AND type = $2 ORDER BY id`, [
      aggregateId,
      definition.type,
    ]);
  return rows.map((row) => decodeEnvelope(row.envelope).event.payload as EventPayload<D>);
}
