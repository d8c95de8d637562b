import type { DataSource, EntityManager } from 'typeorm';
import { createLogger } from '../logging/logger';
import type { FileStorage } from '../storage/file-storage';
import { retentionCutoff, type RetentionPeriod } from './retention-period';

const log = createLogger('retention');

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * Repeats `batch` (one short transaction that removes or anonymises at most `batchSize` rows and says how many)
 * until a batch comes back short: one run never holds a big table's locks for long, and a crash loses one batch.
 */
export async function inBatches(batchSize: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await batch();
    total += done;
    if (done < batchSize) return total;
  }
}

/**
 * Deletes the rows of `table` that match `where` (`$1` is the cut-off), batch after batch. Each batch takes its
 * rows with SKIP LOCKED, so replicas purging at once take different rows and never wait for each other; a second
 * run finds nothing left, so running twice is harmless.
 */
export function deleteInBatches(
  db: Queryable,
  options: { table: string; where: string; cutoff: Date; batchSize: number },
): Promise<number> {
  const { table, where, cutoff, batchSize } = options;
  return inBatches(batchSize, async () => {
    const [{ removed }] = await db.query(
      `WITH gone AS (
         DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
           SELECT ctid FROM ${table} WHERE ${where} LIMIT ${Number(batchSize)} FOR UPDATE SKIP LOCKED))
         RETURNING 1)
       SELECT count(*)::int AS removed FROM gone`,
      [cutoff],
    );
    return removed as number;
  });
}

/** How long the event tables keep what is done with: consumed events, published events, dead letters. */
export const EVENT_LOG_RETENTION: RetentionPeriod = { years: 1 };

/**
 * Removes a service's event records older than a year: events it consumed (their inbox rows only stop a
 * redelivery, and no broker keeps an event that long), events it published, and dead letters nobody replayed.
 * An outbox row not yet published is never removed.
 */
export async function purgeEventLogs(db: Queryable, now: Date, batchSize: number): Promise<number> {
  const cutoff = retentionCutoff(now, EVENT_LOG_RETENTION);
  return (
    (await deleteInBatches(db, { table: 'inbox_message', where: 'processed_at < $1', cutoff, batchSize })) +
    (await deleteInBatches(db, {
      table: 'outbox_message',
      where: 'published_at IS NOT NULL AND published_at < $1',
      cutoff,
      batchSize,
    })) +
    (await deleteInBatches(db, { table: 'dead_letter_message', where: 'failed_at < $1', cutoff, batchSize }))
  );
}

/**
 * `inBatches` for rows that name stored files: each batch answers how many rows it removed and their files'
 * keys, and the files are removed once the batch committed. A file that cannot be removed then is logged for an
 * operator (the row that named it is gone, so nothing can reach it).
 */
export async function inBatchesWithFiles(
  batchSize: number,
  storage: Pick<FileStorage, 'remove'>,
  batch: () => Promise<{ removed: number; storageKeys: string[] }>,
): Promise<{ removed: number; files: number }> {
  let files = 0;
  const removed = await inBatches(batchSize, async () => {
    const done = await batch();
    for (const key of done.storageKeys) {
      await storage.remove(key).then(
        () => (files += 1),
        (error: unknown) => log.error({ err: error, storageKey: key }, 'file of a purged record not removed'),
      );
    }
    return done.removed;
  });
  return { removed, files };
}
