import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../logging/logger';
import { subscriberConnection } from '../../platform/redis-subscriber';

export interface RedisLockerOptions {
  /** How long a request waits for an upload held elsewhere before tus answers 500 (tus's own default: 30 s). */
  acquireLockTimeoutMs?: number;
  /** A held lock expires this long after its replica stopped renewing it (crashed, cut off). */
  leaseMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
}

const log = createLogger('resumable-uploads');

const lockKey = (id: string) => `tus-lock:${id}`;
/** Another replica wants this upload: its holder should finish its request and let go, as tus's own locker does. */
const releaseChannel = (id: string) => `tus-lock-release:${id}`;

/** Deletes or extends the lock only while it is still ours, so an expired lease never removes another's lock. */
const UNLOCK_IF_OURS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
const RENEW_IF_OURS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * tus's locker across replicas: one upload is written by one request at a time, whichever replica it reached.
 * A lock is a Redis key with a lease, renewed while held; a request that finds the upload locked asks the holder
 * (over pub/sub) to release it, as a new request for an upload means the client gave up the old one, and waits.
 */
export class RedisLocker implements Locker {
  readonly acquireLockTimeoutMs: number;
  readonly leaseMs: number;
  readonly retryMs: number;
  private readonly subscriber: Redis;
  /** The release callbacks of the locks this replica holds, by channel. */
  private readonly held = new Map<string, RequestRelease>();

  constructor(
    readonly redis: Redis,
    options: RedisLockerOptions = {},
  ) {
    this.acquireLockTimeoutMs = options.acquireLockTimeoutMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.retryMs = options.retryMs ?? 20;
    this.subscriber = subscriberConnection(redis);
    this.subscriber.on('message', (channel: string) => {
      const release = this.held.get(channel);
      if (release) Promise.resolve(release()).catch((error: unknown) => log.warn({ err: error }, 'release failed'));
    });
  }

  newLock(id: string): Lock {
    return new RedisLock(id, this);
  }

  /** @internal A lock of this replica listens for release requests while it is held. */
  async hold(id: string, release: RequestRelease): Promise<void> {
    this.held.set(releaseChannel(id), release);
    await this.subscriber.subscribe(releaseChannel(id));
  }

  /** @internal */
  async letGo(id: string): Promise<void> {
    this.held.delete(releaseChannel(id));
    await this.subscriber.unsubscribe(releaseChannel(id));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}

class RedisLock implements Lock {
  private readonly token = randomBytes(16).toString('hex');
  private renewal?: NodeJS.Timeout;

  constructor(
    private readonly id: string,
    private readonly locker: RedisLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, acquireLockTimeoutMs, leaseMs, retryMs } = this.locker;
    const giveUpAt = Date.now() + acquireLockTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted) throw ERRORS.ABORTED;
      const taken = await redis.set(lockKey(this.id), this.token, 'PX', leaseMs, 'NX');
      if (taken === 'OK') break;
      // Asked again now and then: the holder may have taken the lock just before it listened for requests.
      if (Date.now() - askedAt >= 1000) {
        askedAt = Date.now();
        await redis.publish(releaseChannel(this.id), this.token);
      }
      if (Date.now() >= giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(retryMs);
    }
    await this.locker.hold(this.id, requestRelease);
    this.renewal = setInterval(
      () => {
        redis
          .eval(RENEW_IF_OURS, 1, lockKey(this.id), this.token, String(leaseMs))
          .then((renewed) => {
            // The lease ran out (Redis was unreachable for longer): another request may be writing, so stop ours.
            if (renewed === 0) return requestRelease();
          })
          .catch((error: unknown) => log.warn({ err: error, id: this.id }, 'renewing an upload lock failed'));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await this.locker.letGo(this.id);
    await this.locker.redis.eval(UNLOCK_IF_OURS, 1, lockKey(this.id), this.token);
  }
}
