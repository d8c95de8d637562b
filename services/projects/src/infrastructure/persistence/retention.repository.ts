import { Injectable } from '@nestjs/common';
import { purgeEventLogs } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';

/** Finds and removes projects past their retention, within the caller's transaction. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly db: DataSource) {}

  /** Projects that ended before the cut-off, locked for the transaction; those another run holds are skipped. */
  claimEndedBefore(cutoff: Date, limit: number, manager: EntityManager): Promise<{ id: string; ownerId: string }[]> {
    return manager.query(
      `SELECT id, owner_id AS "ownerId" FROM project
       WHERE status IN ('completed', 'cancelled') AND coalesce(completed_at, updated_at) < $1
       LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [cutoff, limit],
    );
  }

  /** Removes the projects with everything of theirs (the rows cascade); answers the files their deliverables named. */
  async remove(ids: string[], manager: EntityManager): Promise<string[]> {
    const files: { key: string }[] = await manager.query(
      `SELECT storage_key AS key FROM deliverable_file WHERE project_id = ANY($1::uuid[])
       UNION ALL SELECT poster_key FROM deliverable_file WHERE project_id = ANY($1::uuid[]) AND poster_key IS NOT NULL`,
      [ids],
    );
    await manager.query(`DELETE FROM project WHERE id = ANY($1::uuid[])`, [ids]);
    return files.map((row) => row.key);
  }

  removeEventLogs(now: Date, batchSize: number): Promise<number> {
    return purgeEventLogs(this.db, now, batchSize);
  }
}
