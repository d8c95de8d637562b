import type { ResumableStore } from './resumable-store';

/**
 * Removes every upload that received no bytes for longer than `abandonAfterMs`. Several replicas may run this at
 * the same moment: each removal is idempotent, so the worst case is the same upload removed twice.
 */
export async function removeAbandonedUploads(store: ResumableStore, abandonAfterMs: number, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - abandonAfterMs;
  const abandoned = (await store.listPending()).filter((upload) => upload.lastProgressAt.getTime() < cutoff);
  for (const upload of abandoned) await store.remove(upload.id);
  return abandoned.length;
}
