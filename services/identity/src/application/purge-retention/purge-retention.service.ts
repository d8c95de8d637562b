import { Injectable } from '@nestjs/common';
import { inBatches, type RetentionPurge, retentionCutoff, UnitOfWork } from '@clipwerk/kit';
import { IDENTITY_LOG_RETENTION, INACTIVE_ACCOUNT_RETENTION } from '../../domain/retention';
import type { UserEntity } from '../../infrastructure/persistence';
import { RetentionRepository } from '../../infrastructure/persistence/retention.repository';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { AccountClosing } from '../shared/account-closing';

/**
 * Closes the accounts nobody signed in to for two years exactly as a deletion closes them (the same events, so
 * every other context does what it does for a deleted account), and removes logs older than a year.
 */
@Injectable()
export class PurgeRetentionService implements RetentionPurge {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly closing: AccountClosing,
    private readonly retention: RetentionRepository,
  ) {}

  async run(now: Date, batchSize: number) {
    const cutoff = retentionCutoff(now, INACTIVE_ACCOUNT_RETENTION);
    const accounts = await inBatches(batchSize, async () => {
      const closed = await this.uow.run(async (tx) => {
        const ids = await this.users.claimInactive(cutoff, batchSize, tx.manager);
        const done = [];
        for (const id of ids) {
          done.push(await this.closing.close(tx, (await this.users.findById(id, tx.manager)) as UserEntity, now));
        }
        return done;
      });
      for (const account of closed) await this.closing.finish(account);
      return closed.length;
    });
    return {
      accounts,
      logs: await this.retention.removeLogsBefore(retentionCutoff(now, IDENTITY_LOG_RETENTION), now, batchSize),
    };
  }
}
