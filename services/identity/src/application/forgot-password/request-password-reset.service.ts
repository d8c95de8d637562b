import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, UnitOfWork } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull } from 'typeorm';
import { PASSWORD_RESET_TTL_SECONDS } from '../../domain/credentials';
import { PasswordResetTokenEntity } from '../../infrastructure/persistence/security.entities';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordResetThrottle } from '../../infrastructure/security/password-reset-throttle';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * For a known address a single-use link valid for an hour is created (only its hash is stored; an older unused
 * link stops working) and PasswordResetRequested carries it to the mailer. The caller always gets the same
 * answer, so the form does not reveal which addresses have an account; requests are throttled per address and
 * per e-mail address, known or not, before anything is looked up.
 */
@Injectable()
export class RequestPasswordResetService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly throttle: PasswordResetThrottle,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  /** `address`: the client's address (Fastify's request.ip; the proxy chain is trusted). */
  async execute(email: string, address: string): Promise<void> {
    await this.throttle.request(email, address);
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
