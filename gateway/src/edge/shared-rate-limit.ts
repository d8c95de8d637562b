import type { Redis } from 'ioredis';

/** Adds `ARGV[1]` to the key's count, starting its window of `ARGV[2]` ms if it has none: the count and the ms left. */
const ADD_TO_WINDOW = `
  local current = redis.call('INCRBY', KEYS[1], ARGV[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    ttl = tonumber(ARGV[2])
  end
  return { current, ttl }
`;

/** How often the counts taken by one gateway since its last report are added to the shared ones. */
export const SHARED_COUNT_FLUSH_MS = 100;

interface Window {
  /** The shared count as Redis last answered it (every gateway's requests). */
  shared: number;
  /** Requests this gateway let through since then, not yet added in Redis. */
  pending: number;
  endsAt: number;
  windowMs: number;
}

interface RateLimitResult {
  current: number;
  ttl: number;
}

type RedisWithScript = Redis & {
  clipwerkRateWindow(key: string, add: number, windowMs: number): Promise<[number, number]>;
};

/**
 * The rate limit's counts per address shared by every gateway replica through Redis (a store for
 * `@fastify/rate-limit`), without a round trip per request: far from the limit a request is counted here and the
 * counts go to Redis together every `SHARED_COUNT_FLUSH_MS`; from half the limit on (and for an address this
 * gateway has no window for) each request waits for Redis's count, so the limit itself holds exactly across
 * replicas. Between two reports each replica may count up to half the limit unseen by the others.
 */
export class SharedRateCounts {
  private readonly windows = new Map<string, Window>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly flushMs = SHARED_COUNT_FLUSH_MS,
  ) {
    if (!('clipwerkRateWindow' in redis)) redis.defineCommand('clipwerkRateWindow', { numberOfKeys: 1, lua: ADD_TO_WINDOW });
  }

  /** `@fastify/rate-limit`'s store interface. */
  incr(key: string, done: (error: Error | null, result?: RateLimitResult) => void, windowMs: number, max: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (window && window.endsAt > now && window.shared + window.pending < max / 2) {
      window.pending += 1;
      this.schedule();
      return done(null, { current: window.shared + window.pending, ttl: window.endsAt - now });
    }
    const add = 1 + (window && window.endsAt > now ? window.pending : 0);
    if (window) window.pending = 0;
    this.report(key, add, windowMs).then(
      (result) => done(null, result),
      (error: Error) => {
        if (window) window.pending += add - 1;
        done(error);
      },
    );
  }

  /** A route with a limit of its own counts apart, under its method and URL. */
  child(routeOptions: { routeInfo: { method: string; url: string } }): SharedRateCounts {
    const { method, url } = routeOptions.routeInfo;
    return new SharedRateCounts(this.redis, `${this.prefix}${method}${url}-`, this.flushMs);
  }

  private async report(key: string, add: number, windowMs: number): Promise<RateLimitResult> {
    const [current, ttl] = await (this.redis as RedisWithScript).clipwerkRateWindow(this.prefix + key, add, windowMs);
    const endsAt = Date.now() + ttl;
    const window = this.windows.get(key);
    if (!window || window.endsAt <= Date.now()) this.windows.set(key, { shared: current, pending: 0, endsAt, windowMs });
    else window.shared = Math.max(window.shared, current);
    this.schedule();
    return { current, ttl };
  }

  private schedule(): void {
    if (this.timer || this.windows.size === 0) return;
    this.timer = setTimeout(() => this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Reports every window's pending count and forgets the windows that ended. */
  private flush(): void {
    this.timer = undefined;
    const now = Date.now();
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) {
        this.windows.delete(key);
        continue;
      }
      if (window.pending === 0) continue;
      const add = window.pending;
      window.pending = 0;
      this.report(key, add, window.windowMs).catch(() => {
        // Counted again with the next report.
        window.pending += add;
      });
    }
    this.schedule();
  }
}

/** `SharedRateCounts` as the store class `@fastify/rate-limit` instantiates. */
export function sharedRateCountsStore(redis: Redis, prefix: string): new () => SharedRateCounts {
  return class extends SharedRateCounts {
    constructor() {
      super(redis, prefix);
    }
  };
}
