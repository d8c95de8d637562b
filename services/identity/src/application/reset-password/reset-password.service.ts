import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { IsNull, MoreThan } from 'typeorm';
import { ErrorCodes, Messages } from '../../domain/messages';
import { PasswordResetTokenEntity } from '../../infrastructure/persistence/security.entities';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { SessionRevocations } from '../../infrastructure/security/session-revocations';
import { hashResetToken } from '../forgot-password/request-password-reset.service';

/**
 * Sets a new password with a reset link; the link is spent and every session of the account ends (whoever knew
 * the old password is signed out everywhere).
 */
@Injectable()
export class ResetPasswordService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly revocations: SessionRevocations,
  ) {}

  async execute(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    const { userId, cutOff } = await this.uow.run(async (tx) => {
      // Locked, so two submissions of one link cannot both succeed.
      const link = await tx.manager.findOne(PasswordResetTokenEntity, {
        where: { tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw AppError.badRequest(ErrorCodes.resetTokenInvalid, Messages.resetTokenInvalid);
      await tx.manager.update(PasswordResetTokenEntity, { id: link.id }, { usedAt: new Date() });
      await this.users.updatePasswordHash(link.userId, passwordHash, tx.manager);
      return { userId: link.userId, cutOff: await this.revocations.recordEndOfAll(tx, link.userId) };
    });
    await this.revocations.publishEndOfAll(userId, cutOff);
  }
}
