import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { IsNull, MoreThan } from 'typeorm';
import { ErrorCodes, Messages } from '../../domain/messages';
import { PasswordResetTokenEntity } from '../../infrastructure/persistence/security.entities';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { hashResetToken } from '../forgot-password/request-password-reset.service';

/** Sets a new password with a reset link; the link is spent. Existing sessions are left alone (DECISIONS 17 asks no more). */
@Injectable()
export class ResetPasswordService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword);
    await this.uow.run(async (tx) => {
      // Locked, so two submissions of one link cannot both succeed.
      const link = await tx.manager.findOne(PasswordResetTokenEntity, {
        where: { tokenHash: hashResetToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw AppError.badRequest(ErrorCodes.resetTokenInvalid, Messages.resetTokenInvalid);
      await tx.manager.update(PasswordResetTokenEntity, { id: link.id }, { usedAt: new Date() });
      await this.users.updatePasswordHash(link.userId, passwordHash, tx.manager);
    });
  }
}
