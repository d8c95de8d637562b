import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage, type Transaction, createLogger } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { anonymisedAccount } from '../../domain/account-deletion';
import { publicFace } from '../../domain/profile/public-face';
import { MediaEntity, PasswordResetTokenEntity, PortfolioItemEntity, UserEntity } from '../../infrastructure/persistence';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { SessionRevocations } from '../../infrastructure/security/session-revocations';
import { publishProfileUpdatedIfChanged } from './user-events';

/** What is left to do once the closing transaction committed. */
export interface ClosedAccount {
  userId: string;
  files: string[];
  sessionsEndedAt: Date;
}

/**
 * How an account is closed, whether she deleted it or nobody signed in to it for the retention period: the row
 * is anonymised (not removed, so what other contexts and the books hold of her stays consistent), her portfolio,
 * files and reset links go, every session ends, and the other contexts learn of it through ProfileUpdated (the
 * anonymous name) and AccountDeleted, in the same transaction.
 */
@Injectable()
export class AccountClosing {
  private readonly log = createLogger('identity.account-closing');

  constructor(
    private readonly users: UserRepository,
    private readonly revocations: SessionRevocations,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Within the caller's transaction, with her row locked by it. */
  async close(tx: Transaction, user: UserEntity, closedAt: Date): Promise<ClosedAccount> {
    const userId = user.id;
    const before = publicFace(user);
    const media = await tx.manager.find(MediaEntity, { where: { ownerId: userId } });
    await tx.manager.delete(PortfolioItemEntity, { ownerId: userId });
    await tx.manager.delete(MediaEntity, { ownerId: userId });
    await tx.manager.delete(PasswordResetTokenEntity, { userId });
    await tx.manager.update(UserEntity, { id: userId }, { ...anonymisedAccount(userId), deletedAt: closedAt });
    const sessionsEndedAt = await this.revocations.recordEndOfAll(tx, userId);
    await publishProfileUpdatedIfChanged(tx, before, (await this.users.findById(userId, tx.manager)) as UserEntity);
    await tx.publish(
      IdentityEvents.AccountDeleted,
      userId,
      { userId, role: user.role, deletedAt: closedAt.toISOString() },
      userId,
    );
    return { userId, files: media.map((item) => item.storageKey), sessionsEndedAt };
  }

  /** After the commit: every replica learns the sessions ended, and her files are removed. */
  async finish({ userId, files, sessionsEndedAt }: ClosedAccount): Promise<void> {
    await this.revocations.publishEndOfAll(userId, sessionsEndedAt);
    // The rows are gone; a file left behind by a failed removal is unreachable and only costs space.
    for (const key of files) {
      await this.storage
        .remove(key)
        .catch((error: unknown) => this.log.warn({ err: error, key }, 'file of a closed account stays'));
    }
  }
}
