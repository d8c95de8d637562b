import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { LoginThrottle } from '../../infrastructure/security/login-throttle';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { type Session, SessionFactory } from '../shared/session';

export interface LoginCommand {
  email: string;
  password: string;
  /** The client's address (Fastify's request.ip; the proxy chain is trusted). */
  address: string;
}

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionFactory,
  ) {}

  async execute({ email, password, address }: LoginCommand): Promise<Session> {
    const user = await this.users.findByEmail(email);
    // The same answer, after the same work, whether the address is unknown or the password wrong.
    const valid = await this.throttle.guard(email, address, () => this.hasher.verify(user?.passwordHash ?? null, password));
    if (!user || !valid) throw new AppError(ErrorCodes.invalidCredentials, Messages.invalidCredentials, 401);
    if (user.passwordHash && this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(password));
    }
    return this.sessions.open(user);
  }
}
