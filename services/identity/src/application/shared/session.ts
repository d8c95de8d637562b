import { Injectable } from '@nestjs/common';
import { AccessTokens } from '../../infrastructure/security/access-tokens';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

/** What register, login and Google sign-in answer with. */
export interface Session {
  token: string;
  user: UserEntity;
}

@Injectable()
export class SessionFactory {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly users: UserRepository,
  ) {}

  /** Every sign-in (password, Google, registration) passes here, so here it is recorded. */
  async open(user: UserEntity): Promise<Session> {
    const signedInAt = new Date();
    await this.users.recordSignIn(user.id, signedInAt);
    return { token: await this.tokens.issue(user), user: Object.assign(user, { lastSignedInAt: signedInAt }) };
  }
}
