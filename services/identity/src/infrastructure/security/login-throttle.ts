import { Inject, Injectable } from '@nestjs/common';
import { AppError, REDIS } from '@clipwerk/kit';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_THROTTLE_POLICY } from '../../domain/credentials';
import { ErrorCodes, Messages } from '../../domain/messages';

/**
 * Counts login attempts per account and per client address (policy in the domain). Redis when the platform has it,
 * so every replica shares the counts; memory in the embedded topology.
 *
 * A point is taken before the password is checked and given back on success: taking it afterwards would let a
 * burst of parallel guesses all pass the check before any failure is counted.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(@Inject(REDIS) redis: Redis | null) {
    const limiter = (keyPrefix: string, rule: { failures: number; windowSeconds: number }) => {
      const options = { keyPrefix, points: rule.failures, duration: rule.windowSeconds };
      return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
    };
    this.perAccount = limiter('identity-login-account', LOGIN_THROTTLE_POLICY.perAccount);
    this.perAddress = limiter('identity-login-address', LOGIN_THROTTLE_POLICY.perAddress);
  }

  /** Takes one attempt from both budgets, or throws 429 when either is spent. */
  async attempt(email: string, address: string): Promise<void> {
    const results = await Promise.allSettled([this.perAccount.consume(accountKey(email)), this.perAddress.consume(address)]);
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (result.reason instanceof RateLimiterRes)
        throw new AppError(ErrorCodes.loginThrottled, Messages.tooManyLoginAttempts, 429);
      throw result.reason;
    }
  }

  /** A success clears the account's count and returns the address's point (an office full of people may log in). */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.perAccount.delete(accountKey(email)), this.perAddress.reward(address, 1)]);
  }
}

/** Addresses are not kept in the store in the clear. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}
