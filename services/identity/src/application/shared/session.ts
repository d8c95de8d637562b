import { Injectable } from '@nestjs/common';
import { AccessTokens } from '../../infrastructure/security/access-tokens';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';

/** What register, login and Google sign-in answer with. */
export interface Session {
  token: string;
  user: UserEntity;
}

@Injectable()
export class SessionFactory {
  constructor(private readonly tokens: AccessTokens) {}

  async open(user: UserEntity): Promise<Session> {
    return { token: await this.tokens.issue(user), user };
  }
}
