import type { Redis } from 'ioredis';

/** What a reservation found: room for one more attempt, a spent budget (and for how long), or room taken by attempts in flight. */
export type Reservation = { outcome: 'reserved' } | { outcome: 'spent'; retryAfterMs: number } | { outcome: 'busy' };

/**
 * Counts per key in fixed windows that start at the first count: failed attempts (reserved before the attempt,
 * settled after it) and plain hits. Memory in the embedded topology, Redis (shared by every replica) otherwise.
 */
export interface AttemptStore {
  /** One attempt may start when counted failures plus attempts in flight stay under the limit. */
  reserve(key: string, limit: number): Promise<Reservation>;
  /** Ends a reserved attempt; a failed one is counted in a window of `windowMs`. */
  settle(key: string, failed: boolean, windowMs: number): Promise<void>;
  /** Forgets the counted failures of a key. */
  clear(key: string): Promise<void>;
  /** Counts one hit; answers the count in the window and the time left of it. */
  hit(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }>;
}

/** An attempt left in flight by a process that died stops holding its place after this long. */
const IN_FLIGHT_TTL_MS = 10_000;

interface Entry {
  count: number;
  resetAt: number;
  inFlight: number;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Entry>();

  async reserve(key: string, limit: number): Promise<Reservation> {
    const entry = this.entry(key);
    if (entry.count >= limit) return { outcome: 'spent', retryAfterMs: entry.resetAt - Date.now() };
    if (entry.count + entry.inFlight >= limit) return { outcome: 'busy' };
    entry.inFlight += 1;
    return { outcome: 'reserved' };
  }

  async settle(key: string, failed: boolean, windowMs: number): Promise<void> {
    const entry = this.entry(key);
    entry.inFlight = Math.max(0, entry.inFlight - 1);
    if (failed) this.count(entry, windowMs);
    this.forgetIfEmpty(key, entry);
  }

  async clear(key: string): Promise<void> {
    const entry = this.entry(key);
    entry.count = 0;
    this.forgetIfEmpty(key, entry);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }> {
    const entry = this.entry(key);
    this.count(entry, windowMs);
    return { count: entry.count, retryAfterMs: entry.resetAt - Date.now() };
  }

  private count(entry: Entry, windowMs: number): void {
    if (entry.count === 0) entry.resetAt = Date.now() + windowMs;
    entry.count += 1;
  }

  private entry(key: string): Entry {
    const now = Date.now();
    if (this.entries.size > 50_000) this.sweep(now);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { count: 0, resetAt: 0, inFlight: 0 };
      this.entries.set(key, entry);
    } else if (entry.count > 0 && entry.resetAt <= now) entry.count = 0;
    return entry;
  }

  private forgetIfEmpty(key: string, entry: Entry): void {
    if (entry.count === 0 && entry.inFlight === 0) this.entries.delete(key);
  }

  /** Many keys (a spray over addresses) must not grow memory without bound: expired windows are dropped. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now && entry.inFlight === 0) this.entries.delete(key);
  }
}

const RESERVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {1, redis.call('PTTL', KEYS[1])} end
local inFlight = tonumber(redis.call('GET', KEYS[2]) or '0')
if count + inFlight >= tonumber(ARGV[1]) then return {2, 0} end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return {0, 0}`;

const SETTLE = `
if redis.call('DECR', KEYS[2]) <= 0 then redis.call('DEL', KEYS[2]) end
if ARGV[1] == '1' and redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Keys `<key>` (the count, expiring with its window) and `<key>:in-flight`; each step is one script, so atomic. */
export class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  async reserve(key: string, limit: number): Promise<Reservation> {
    const [state, ttl] = (await this.redis.eval(RESERVE, 2, key, `${key}:in-flight`, limit, IN_FLIGHT_TTL_MS)) as number[];
    if (state === 1) return { outcome: 'spent', retryAfterMs: ttl };
    return state === 2 ? { outcome: 'busy' } : { outcome: 'reserved' };
  }

  async settle(key: string, failed: boolean, windowMs: number): Promise<void> {
    await this.redis.eval(SETTLE, 2, key, `${key}:in-flight`, failed ? '1' : '0', windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, key, windowMs)) as number[];
    return { count, retryAfterMs: ttl };
  }
}
