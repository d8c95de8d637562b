import { Inject, Injectable } from '@nestjs/common';
import {
  FILE_STORAGE,
  type FileStorage,
  inBatchesWithFiles,
  type RetentionPurge,
  retentionCutoff,
  UnitOfWork,
} from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { ENDED_PROJECT_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/**
 * Removes projects that ended more than seven years ago with their deliverables' files, and year-old event
 * records. Each removal publishes ProjectPurged in its transaction, so the contexts that keep something only
 * because of the project (its proposals, its copies) remove it too.
 */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly retention: RetentionRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async run(now: Date, batchSize: number) {
    const cutoff = retentionCutoff(now, ENDED_PROJECT_RETENTION);
    const { removed, files } = await inBatchesWithFiles(batchSize, this.storage, () =>
      this.uow.run(async (tx) => {
        const ended = await this.retention.claimEndedBefore(cutoff, batchSize, tx.manager);
        const storageKeys = await this.retention.remove(
          ended.map((project) => project.id),
          tx.manager,
        );
        for (const { id, ownerId } of ended) await tx.publish(ProjectEvents.ProjectPurged, id, { projectId: id, ownerId });
        return { removed: ended.length, storageKeys };
      }),
    );
    return { projects: removed, files, logs: await this.retention.removeEventLogs(now, batchSize) };
  }
}
