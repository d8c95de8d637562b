import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppError, REDIS } from '@clipwerk/kit';
import type { Redis } from 'ioredis';
import { PASSWORD_RESET_THROTTLE_POLICY, type PasswordResetThrottlePolicy } from '../../domain/credentials';
import { ErrorCodes, Messages } from '../../domain/messages';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store';
import { hashed } from './login-throttle';

export const PASSWORD_RESET_THROTTLE = Symbol('PASSWORD_RESET_THROTTLE_POLICY');

/** Counts "forgot password" requests per address and per e-mail address, known or not (policy in the domain). */
@Injectable()
export class PasswordResetThrottle {
  private readonly store: AttemptStore;

  constructor(
    @Inject(REDIS) redis: Redis | null,
    @Optional()
    @Inject(PASSWORD_RESET_THROTTLE)
    private readonly policy: PasswordResetThrottlePolicy = PASSWORD_RESET_THROTTLE_POLICY,
  ) {
    this.store = redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore();
  }

  /** Counts the request; throws 429 (with Retry-After) when either budget is spent. */
  async request(email: string, address: string): Promise<void> {
    const { perAddress, perEmail } = this.policy;
    const [byAddress, byEmail] = await Promise.all([
      this.store.hit(`identity-reset:address:${address}`, perAddress.windowSeconds * 1000),
      this.store.hit(`identity-reset:email:${hashed(email)}`, perEmail.windowSeconds * 1000),
    ]);
    const spent = [byAddress.count > perAddress.limit && byAddress, byEmail.count > perEmail.limit && byEmail].filter(Boolean);
    if (spent.length === 0) return;
    const retryAfterMs = Math.max(...spent.map((budget) => (budget ? budget.retryAfterMs : 0)));
    throw AppError.tooManyRequests(retryAfterMs / 1000, Messages.tooManyResetRequests, ErrorCodes.resetThrottled);
  }
}
