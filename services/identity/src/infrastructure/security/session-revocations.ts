import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { REVOCATION_LIST, type RevocationList, type Transaction } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { RevokedTokenEntity } from '../persistence/security.entities';

/**
 * Logout revokes the token: identity's `revoked_token` table is the truth, the kit's REVOCATION_LIST the fast shared
 * check every verifier consults. At start the unexpired revocations are written to the list again, because a
 * memory list (embedded) forgets them when the process restarts.
 */
@Injectable()
export class SessionRevocations implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REVOCATION_LIST) private readonly list: RevocationList,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const repository = this.dataSource.getRepository(RevokedTokenEntity);
    await repository.delete({ expiresAt: LessThan(new Date()) });
    const active = await repository.find({ where: { expiresAt: MoreThan(new Date()) } });
    for (const revoked of active) await this.list.revoke(revoked.tokenId, revoked.expiresAt);
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

  /** After the commit: every verifier stops accepting the token. */
  publish(session: { tokenId: string; expiresAt: Date }): Promise<void> {
    return this.list.revoke(session.tokenId, session.expiresAt);
  }
}
