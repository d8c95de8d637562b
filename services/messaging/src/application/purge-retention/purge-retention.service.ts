import { Inject, Injectable } from '@nestjs/common';
import { createLogger, FILE_STORAGE, type FileStorage, inBatches, type RetentionPurge, retentionCutoff } from '@clipwerk/kit';
import { MESSAGE_RETENTION } from '../../domain/retention';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';

/**
 * Removes messages older than three years with their attachments' files, conversations left empty, and event
 * records older than a year. Only messaging holds messages; the notices about them have a retention of their own.
 */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  private readonly log = createLogger('messaging.retention');

  constructor(
    private readonly retention: RetentionRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async run(now: Date, batchSize: number) {
    const cutoff = retentionCutoff(now, MESSAGE_RETENTION);
    let files = 0;
    const messages = await inBatches(batchSize, async () => {
      const { removed, storageKeys } = await this.retention.removeMessageBatch(cutoff, batchSize);
      for (const key of storageKeys) {
        // The row is gone already: a file that cannot be removed now is logged for an operator, not retried.
        await this.storage.remove(key).then(
          () => (files += 1),
          (error: unknown) => this.log.error({ err: error, storageKey: key }, 'attachment file not removed'),
        );
      }
      return removed;
    });
    return {
      messages,
      files,
      conversations: await this.retention.removeEmptyConversationsBefore(cutoff, batchSize),
      logs: await this.retention.removeEventLogs(now, batchSize),
    };
  }
}
