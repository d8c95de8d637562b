import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, UnitOfWork } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull } from 'typeorm';
import { PASSWORD_RESET_TTL_SECONDS } from '../../domain/credentials';
import { PasswordResetTokenEntity } from '../../infrastructure/persistence/security.entities';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * DECISIONS 17: a real reset flow. For a known address a single-use link valid for an hour is created (only its
 * hash is stored; an older unused link stops working) and PasswordResetRequested carries it to the mailer.
 * The caller always gets the same answer, so the form does not reveal which addresses have an account.
 */
@Injectable()
export class RequestPasswordResetService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async execute(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const resetUrl = `${this.platform.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${token}`;
    await this.uow.run(async (tx) => {
      await tx.manager.delete(PasswordResetTokenEntity, { userId: user.id, usedAt: IsNull() });
      await tx.manager.insert(PasswordResetTokenEntity, {
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
      });
      await tx.publish(IdentityEvents.PasswordResetRequested, user.id, { userId: user.id, email: user.email, resetUrl }, user.id);
    });
  }
}
