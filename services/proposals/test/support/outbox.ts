import { decodeEnvelope } from '@clipwerk/kit';
import type { EventDefinition, EventPayload } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import type { ProposalsTestApp } from './proposals-test-app';

/** The events proposals wrote to its outbox of one type (optionally of one aggregate), decoded, oldest first. */
export async function outboxEvents<D extends EventDefinition>(
  app: ProposalsTestApp,
  definition: D,
  aggregateId?: string,
): Promise<EventPayload<D>[]> {
  const rows: { envelope: Buffer }[] = await app.app
    .get(DataSource, { strict: false })
    .query(
      `SELECT envelope FROM proposals.outbox_message WHERE type = $1 AND ($2::text IS NULL OR aggregate_id = $2) ORDER BY id`,
      [definition.type, aggregateId ?? null],
    );
  return rows.map((row) => decodeEnvelope(row.envelope).event.payload as EventPayload<D>);
}
