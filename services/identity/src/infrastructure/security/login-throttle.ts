import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppError, REDIS } from '@clipwerk/kit';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy, type ThrottleRule } from '../../domain/credentials';
import { ErrorCodes, Messages } from '../../domain/messages';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store';

export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE_POLICY');

/** How long an attempt waits for attempts in flight on the same budget before it is refused. */
const WAIT_FOR_IN_FLIGHT_MS = 10_000;

interface Budget {
  key: string;
  rule: ThrottleRule;
}

/**
 * Counts failed logins per account and address, per account and per address (policy in the domain). Redis when
 * the platform has it, so every replica shares the counts; memory in the embedded topology.
 *
 * An attempt reserves its place before the password is checked and counts only if it failed: counting afterwards
 * alone would let a burst of parallel guesses all be checked before any failure is counted, and counting every
 * attempt would throttle correct logins. While attempts in flight fill the rest of a budget, the next one waits
 * for them instead of being refused, so parallel correct logins all get through.
 */
@Injectable()
export class LoginThrottle {
  private readonly store: AttemptStore;

  constructor(
    @Inject(REDIS) redis: Redis | null,
    @Optional() @Inject(LOGIN_THROTTLE) private readonly policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY,
  ) {
    this.store = redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore();
  }

  /**
   * Runs the password check inside the budgets; answers its result. Throws 429 (with Retry-After) without
   * checking when a budget is spent.
   */
  async guard(email: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
    const account = hashed(email);
    const budgets: Budget[] = [
      { key: `identity-login:account-address:${account}:${address}`, rule: this.policy.perAccountAndAddress },
      { key: `identity-login:account:${account}`, rule: this.policy.perAccount },
      { key: `identity-login:address:${address}`, rule: this.policy.perAddress },
    ];
    await this.reserveAll(budgets);
    let valid: boolean | undefined;
    try {
      valid = await check();
      return valid;
    } finally {
      // An error during the check (not a wrong password) does not count against anyone.
      await Promise.all(budgets.map(({ key, rule }) => this.store.settle(key, valid === false, rule.windowSeconds * 1000)));
      // A success gives the account a clean slate; the address keeps its count (a sprayer could log in to his own).
      if (valid) await Promise.all(budgets.slice(0, 2).map(({ key }) => this.store.clear(key)));
    }
  }

  private async reserveAll(budgets: Budget[]): Promise<void> {
    const deadline = Date.now() + WAIT_FOR_IN_FLIGHT_MS;
    for (;;) {
      const reserved: Budget[] = [];
      let waitForInFlight = false;
      for (const budget of budgets) {
        const reservation = await this.store.reserve(budget.key, budget.rule.limit);
        if (reservation.outcome === 'reserved') {
          reserved.push(budget);
          continue;
        }
        // Hand back what this attempt holds, so two attempts never block each other.
        await Promise.all(reserved.map(({ key, rule }) => this.store.settle(key, false, rule.windowSeconds * 1000)));
        if (reservation.outcome === 'spent') throw throttled(reservation.retryAfterMs);
        waitForInFlight = true;
        break;
      }
      if (!waitForInFlight) return;
      if (Date.now() > deadline) throw throttled(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function throttled(retryAfterMs: number): AppError {
  return AppError.tooManyRequests(retryAfterMs / 1000, Messages.tooManyLoginAttempts, ErrorCodes.loginThrottled);
}

/** E-mail addresses are not kept in the store in the clear. */
export function hashed(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}
