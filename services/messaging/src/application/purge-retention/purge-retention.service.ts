import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage, inBatchesWithFiles, type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { MESSAGE_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/**
 * Removes messages older than three years with their attachments' files, conversations left empty, and event
 * records older than a year. Only messaging holds messages; the notices about them have a retention of their own.
 */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(
    private readonly retention: RetentionRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async run(now: Date, batchSize: number) {
    const cutoff = retentionCutoff(now, MESSAGE_RETENTION);
    const { removed, files } = await inBatchesWithFiles(batchSize, this.storage, () =>
      this.retention.removeMessageBatch(cutoff, batchSize),
    );
    return {
      messages: removed,
      files,
      conversations: await this.retention.removeEmptyConversationsBefore(cutoff, batchSize),
      logs: await this.retention.removeEventLogs(now, batchSize),
    };
  }
}
