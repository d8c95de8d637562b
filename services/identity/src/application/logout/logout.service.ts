import { Injectable } from '@nestjs/common';
import { type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { SessionRevocations } from '../../infrastructure/security/session-revocations';

/** Logout revokes the very token used: recorded with its SessionRevoked event, then pushed to every verifier. */
@Injectable()
export class LogoutService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly revocations: SessionRevocations,
  ) {}

  async execute(caller: AuthUser): Promise<void> {
    const session = { userId: caller.id, tokenId: caller.tokenId, expiresAt: caller.expiresAt };
    await this.uow.run((tx) => this.revocations.record(tx, session));
    await this.revocations.publish(session);
  }
}
