import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage, inBatchesWithFiles, purgeEventLogs } from '@clipwerk/kit';
import { DataSource } from 'typeorm';

/** Removes projects past their retention, one short transaction per batch, and then their files. */
@Injectable()
export class RetentionRepository {
  constructor(
    private readonly db: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Projects that ended before the cut-off, batch after batch, and their deliverables' files after each. */
  async removeEndedBefore(cutoff: Date, now: Date, batchSize: number) {
    const { removed, files } = await inBatchesWithFiles(batchSize, this.storage, () =>
      this.removeEndedProjectBatch(cutoff, batchSize),
    );
    return { projects: removed, files, logs: await purgeEventLogs(this.db, now, batchSize) };
  }

  /**
   * One batch of projects that ended before the cut-off, with everything of theirs (the rows cascade). Answers
   * how many went and the files their deliverables named, to remove after the commit.
   */
  private removeEndedProjectBatch(cutoff: Date, batchSize: number): Promise<{ removed: number; storageKeys: string[] }> {
    return this.db.transaction(async (tx) => {
      const projects: { id: string }[] = await tx.query(
        `SELECT id FROM project WHERE status IN ('completed', 'cancelled') AND coalesce(completed_at, updated_at) < $1
         LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batchSize],
      );
      const ids = projects.map((row) => row.id);
      const files: { key: string }[] = await tx.query(
        `SELECT storage_key AS key FROM deliverable_file WHERE project_id = ANY($1::uuid[])
         UNION ALL SELECT poster_key FROM deliverable_file WHERE project_id = ANY($1::uuid[]) AND poster_key IS NOT NULL`,
        [ids],
      );
      await tx.query(`DELETE FROM project WHERE id = ANY($1::uuid[])`, [ids]);
      return { removed: ids.length, storageKeys: files.map((row) => row.key) };
    });
  }
}
