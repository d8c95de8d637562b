import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage, UnitOfWork, createLogger } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { anonymisedAccount, deletionConfirmed } from '../../domain/account-deletion';
import { ErrorCodes, Messages } from '../../domain/messages';
import { publicFace } from '../../domain/profile';
import { MediaEntity, PasswordResetTokenEntity, PortfolioItemEntity, UserEntity } from '../../infrastructure/persistence';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { SessionRevocations } from '../../infrastructure/security/session-revocations';
import { publishProfileUpdatedIfChanged } from '../shared/user-events';

export interface DeleteAccountCommand {
  password?: unknown;
  email?: unknown;
}

/**
 * DELETE /users/me: the account is anonymised (not removed, so what other contexts and the books hold of her
 * stays consistent), her portfolio and files are deleted, every session ends, and the other contexts learn of it
 * through ProfileUpdated (the anonymous name) and AccountDeleted, in the same transaction.
 */
@Injectable()
export class DeleteAccountService {
  private readonly log = createLogger('identity.delete-account');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly revocations: SessionRevocations,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute(userId: string, confirmation: DeleteAccountCommand): Promise<void> {
    const current = await this.users.findById(userId);
    if (!current || current.deletedAt) throw AppError.notFound(ErrorCodes.userNotFound, Messages.userNotFound);
    const password = typeof confirmation.password === 'string' ? confirmation.password : '';
    const passwordMatches = current.passwordHash ? await this.hasher.verify(current.passwordHash, password) : false;
    if (!deletionConfirmed({ email: current.email, hasPassword: current.passwordHash !== null }, confirmation, passwordMatches)) {
      const message = current.passwordHash ? Messages.deletionPasswordWrong : Messages.deletionConfirmationWrong;
      throw new AppError(ErrorCodes.deletionNotConfirmed, message, 403);
    }

    const { files, cutOff } = await this.uow.run(async (tx) => {
      const user = (await this.users.findByIdForUpdate(userId, tx.manager)) as UserEntity;
      const before = publicFace(user);
      const media = await tx.manager.find(MediaEntity, { where: { ownerId: userId } });
      await tx.manager.delete(PortfolioItemEntity, { ownerId: userId });
      await tx.manager.delete(MediaEntity, { ownerId: userId });
      await tx.manager.delete(PasswordResetTokenEntity, { userId });
      const deletedAt = new Date();
      await tx.manager.update(UserEntity, { id: userId }, { ...anonymisedAccount(userId), deletedAt });
      const ended = await this.revocations.recordEndOfAll(tx, userId);
      await publishProfileUpdatedIfChanged(tx, before, (await this.users.findById(userId, tx.manager)) as UserEntity);
      await tx.publish(
        IdentityEvents.AccountDeleted,
        userId,
        { userId, role: user.role, deletedAt: deletedAt.toISOString() },
        userId,
      );
      return { files: media.map((item) => item.storageKey), cutOff: ended };
    });
    await this.revocations.publishEndOfAll(userId, cutOff);
    // The rows are gone; a file left behind by a failed removal is unreachable and only costs space.
    for (const key of files) {
      await this.storage
        .remove(key)
        .catch((error: unknown) => this.log.warn({ err: error, key }, 'file of a deleted account stays'));
    }
  }
}
