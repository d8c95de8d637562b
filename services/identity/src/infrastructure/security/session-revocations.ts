import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { REVOCATION_LIST, type RevocationList, type Transaction } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import { sessionsCutOff } from '../../domain/credentials';
import { RevokedTokenEntity } from '../persistence/security.entities';
import { UserEntity } from '../persistence/user.entity';

/**
 * Ending sessions: one token (logout) or every token of an account issued before a cut-off (logout everywhere,
 * password reset). Identity's tables are the truth (`revoked_token`, `app_user.sessions_valid_after`), the kit's
 * REVOCATION_LIST the fast shared check every verifier consults and the announcement open sockets are closed on.
 * At start the revocations that still matter are written to the list again, because a memory list (embedded)
 * forgets them when the process restarts.
 */
@Injectable()
export class SessionRevocations implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REVOCATION_LIST) private readonly list: RevocationList,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const repository = this.dataSource.getRepository(RevokedTokenEntity);
    await repository.delete({ expiresAt: LessThan(new Date()) });
    const active = await repository.find({ where: { expiresAt: MoreThan(new Date()) } });
    for (const revoked of active) await this.list.revoke(revoked);
    // A cut-off matters as long as a token issued before it can still be unexpired.
    const recent = await this.dataSource.getRepository(UserEntity).find({
      select: { id: true, sessionsValidAfter: true },
      where: { sessionsValidAfter: MoreThan(new Date(Date.now() - this.config.tokenTtlSeconds * 1000)) },
    });
    for (const user of recent) await this.publishEndOfAll(user.id, user.sessionsValidAfter!);
  }

  /** Records the revocation and its event in the caller's transaction. */
  async record(tx: Transaction, session: { userId: string; tokenId: string; expiresAt: Date }): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(RevokedTokenEntity)
      .values({ tokenId: session.tokenId, userId: session.userId, expiresAt: session.expiresAt })
      .orIgnore()
      .execute();
    await tx.publish(IdentityEvents.SessionRevoked, session.userId, {
      userId: session.userId,
      tokenId: session.tokenId,
      expiresAtUnix: BigInt(Math.floor(session.expiresAt.getTime() / 1000)),
    });
  }

  /** After the commit: every verifier stops accepting the token, and its open sockets are closed. */
  publish(session: { userId: string; tokenId: string; expiresAt: Date }): Promise<void> {
    return this.list.revoke(session);
  }

  /** Ends every token of the account issued until now, in the caller's transaction; returns the cut-off. */
  async recordEndOfAll(tx: Transaction, userId: string): Promise<Date> {
    const cutOff = sessionsCutOff(new Date());
    await tx.manager.update(UserEntity, { id: userId }, { sessionsValidAfter: cutOff });
    return cutOff;
  }

  /** After the commit: every verifier refuses the account's older tokens, and their open sockets are closed. */
  publishEndOfAll(userId: string, cutOff: Date): Promise<void> {
    return this.list.revokeAllOf(userId, cutOff, new Date(cutOff.getTime() + this.config.tokenTtlSeconds * 1000));
  }
}
