import type { Redis } from 'ioredis';
import { EventEmitter } from 'node:events';
import { subscriberConnection } from '../platform/redis-subscriber';

/** What a verifier knows about a token when it asks whether it still counts. */
export interface SessionFacts {
  tokenId: string;
  userId: string;
  issuedAt: Date;
}

/**
 * A revocation as it is announced to listeners (the realtime gateway closes the matching sockets): one token,
 * or every token of a user issued before a moment (logout everywhere, password reset).
 */
export type Revocation =
  { kind: 'token'; userId: string; tokenId: string } | { kind: 'user'; userId: string; issuedBefore: Date };

export type RevocationListener = (revocation: Revocation) => void;

/**
 * Revoked sessions, checked on every verification. Identity keeps the truth in its own tables and writes here
 * when a session ends and at start; this is only the fast shared view (memory in one process, Redis across
 * processes). Every revocation is also announced at once to the listeners of every process.
 */
export interface RevocationList {
  revoke(revocation: { userId: string; tokenId: string; expiresAt: Date }): Promise<void>;
  /** Every token of the user issued before `issuedBefore`; remembered until `keepUntil` (when the last of them expires). */
  revokeAllOf(userId: string, issuedBefore: Date, keepUntil: Date): Promise<void>;
  isRevoked(session: SessionFacts): Promise<boolean>;
  /** Listens to revocations made from now on, in any process; returns the unsubscribe function. */
  subscribe(listener: RevocationListener): () => void;
}

export class MemoryRevocationList implements RevocationList {
  /** tokenId → when the revocation may be forgotten (ms). */
  private readonly tokens = new Map<string, number>();
  /** userId → tokens issued before `before` are revoked, until `until` (ms). */
  private readonly users = new Map<string, { before: number; until: number }>();
  private readonly announcements = new EventEmitter().setMaxListeners(0);

  async revoke({ userId, tokenId, expiresAt }: { userId: string; tokenId: string; expiresAt: Date }): Promise<void> {
    this.tokens.set(tokenId, expiresAt.getTime());
    this.announcements.emit('revoked', { kind: 'token', userId, tokenId } satisfies Revocation);
  }

  async revokeAllOf(userId: string, issuedBefore: Date, keepUntil: Date): Promise<void> {
    const current = this.users.get(userId);
    // A later cut-off includes every earlier one.
    const before = Math.max(issuedBefore.getTime(), current?.before ?? 0);
    this.users.set(userId, { before, until: Math.max(keepUntil.getTime(), current?.until ?? 0) });
    this.announcements.emit('revoked', { kind: 'user', userId, issuedBefore: new Date(before) } satisfies Revocation);
  }

  async isRevoked({ tokenId, userId, issuedAt }: SessionFacts): Promise<boolean> {
    const now = Date.now();
    const tokenUntil = this.tokens.get(tokenId);
    if (tokenUntil !== undefined) {
      if (tokenUntil >= now) return true;
      this.tokens.delete(tokenId);
    }
    const cutOff = this.users.get(userId);
    if (cutOff === undefined) return false;
    if (cutOff.until < now) {
      this.users.delete(userId);
      return false;
    }
    return issuedAt.getTime() < cutOff.before;
  }

  subscribe(listener: RevocationListener): () => void {
    this.announcements.on('revoked', listener);
    return () => this.announcements.off('revoked', listener);
  }
}

const REVOCATIONS_CHANNEL = 'token-revocations';

/**
 * Keys `revoked-token:<jti>` and `sessions-valid-after:<userId>` (ms), each expiring when it no longer matters;
 * announcements go over Redis pub/sub on a connection of their own, opened when the first listener subscribes.
 */
export class RedisRevocationList implements RevocationList {
  private readonly listeners = new Set<RevocationListener>();
  private subscriber?: Redis;
  private subscribed: Promise<unknown> = Promise.resolve();

  constructor(private readonly redis: Redis) {}

  async revoke({ userId, tokenId, expiresAt }: { userId: string; tokenId: string; expiresAt: Date }): Promise<void> {
    await this.redis.set(`revoked-token:${tokenId}`, '1', 'EX', secondsUntil(expiresAt));
    await this.announce({ kind: 'token', userId, tokenId });
  }

  async revokeAllOf(userId: string, issuedBefore: Date, keepUntil: Date): Promise<void> {
    const key = `sessions-valid-after:${userId}`;
    // Only ever moves forward: a later cut-off includes every earlier one, also when two processes race.
    const before = (await this.redis.eval(
      `local current = tonumber(redis.call('GET', KEYS[1]) or '0')
       local wanted = tonumber(ARGV[1])
       if wanted > current then current = wanted end
       local ttl = math.max(redis.call('TTL', KEYS[1]), tonumber(ARGV[2]))
       redis.call('SET', KEYS[1], tostring(current), 'EX', ttl)
       return tostring(current)`,
      1,
      key,
      String(issuedBefore.getTime()),
      String(secondsUntil(keepUntil)),
    )) as string;
    await this.announce({ kind: 'user', userId, issuedBefore: new Date(Number(before)) });
  }

  async isRevoked({ tokenId, userId, issuedAt }: SessionFacts): Promise<boolean> {
    const [token, validAfter] = await this.redis.mget(`revoked-token:${tokenId}`, `sessions-valid-after:${userId}`);
    if (token !== null) return true;
    return validAfter !== null && issuedAt.getTime() < Number(validAfter);
  }

  subscribe(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    if (!this.subscriber) {
      // A subscribed connection can do nothing else, so announcements get their own.
      const subscriber = subscriberConnection(this.redis);
      this.subscriber = subscriber;
      subscriber.on('message', (_channel: string, message: string) => {
        const revocation = parseRevocation(message);
        if (revocation) for (const each of this.listeners) each(revocation);
      });
      this.subscribed = subscriber.subscribe(REVOCATIONS_CHANNEL).catch(() => undefined);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.subscriber) {
        void this.subscriber.quit().catch(() => undefined);
        this.subscriber = undefined;
      }
    };
  }

  /** Resolves once the announcement subscription is live (tests; a gateway starting up need not wait). */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  private async announce(revocation: Revocation): Promise<void> {
    await this.redis.publish(REVOCATIONS_CHANNEL, JSON.stringify(revocation));
  }
}

function secondsUntil(moment: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - Date.now()) / 1000));
}

function parseRevocation(message: string): Revocation | undefined {
  try {
    const value = JSON.parse(message) as Revocation;
    if (value.kind === 'token' && typeof value.tokenId === 'string') return value;
    if (value.kind === 'user' && typeof value.userId === 'string')
      return { kind: 'user', userId: value.userId, issuedBefore: new Date(value.issuedBefore) };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

export const REVOCATION_LIST = Symbol('REVOCATION_LIST');
