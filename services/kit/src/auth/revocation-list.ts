import type { Redis } from 'ioredis';

/**
 * Revoked token ids, checked on every verification. Identity keeps the truth in its own table and writes here
 * at logout and at start; this is only the fast shared view (memory in one process, Redis across processes).
 */
export interface RevocationList {
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}

export class MemoryRevocationList implements RevocationList {
  private readonly revoked = new Map<string, number>();

  async revoke(tokenId: string, expiresAt: Date): Promise<void> {
    this.revoked.set(tokenId, expiresAt.getTime());
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    const until = this.revoked.get(tokenId);
    if (until === undefined) return false;
    if (until < Date.now()) {
      this.revoked.delete(tokenId);
      return false;
    }
    return true;
  }
}

export class RedisRevocationList implements RevocationList {
  constructor(private readonly redis: Redis) {}

  async revoke(tokenId: string, expiresAt: Date): Promise<void> {
    const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    await this.redis.set(`revoked-token:${tokenId}`, '1', 'EX', seconds);
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.redis.exists(`revoked-token:${tokenId}`)) === 1;
  }
}

export const REVOCATION_LIST = Symbol('REVOCATION_LIST');
