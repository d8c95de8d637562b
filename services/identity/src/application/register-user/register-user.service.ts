import { Inject, Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import { ErrorCodes, Messages } from '../../domain/messages';
import { followersTotal, normalizeSocialMedia } from '../../domain/profile/social-media';
import { safeExternalUrl } from '../../domain/profile/url-safety';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { isEmailTaken, UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { type Session, SessionFactory } from '../shared/session';
import { publishUserRegistered } from '../shared/user-events';
import type { RegisterUserCommand } from './register-user.command';

@Injectable()
export class RegisterUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionFactory,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async execute(command: RegisterUserCommand): Promise<Session> {
    // Checked first only to spare the hashing work; the unique index below is what really decides.
    if (await this.users.emailExists(command.email)) throw emailTaken();
    const passwordHash = await this.hasher.hash(command.password);
    const user = await this.uow
      .run(async (tx) => {
        const created = await this.users.insert({ email: command.email, passwordHash, ...roleFields(command) }, tx.manager);
        await publishUserRegistered(tx, created, 'password', this.config.testAccountEmails.has(created.email));
        return created;
      })
      .catch((error: unknown) => {
        throw isEmailTaken(error) ? emailTaken() : error;
      });
    return this.sessions.open(user);
  }
}

function emailTaken(): AppError {
  return AppError.conflict(ErrorCodes.emailTaken, Messages.emailTaken);
}

/** Only the chosen role's form is stored; the other role's fields stay null. Support keeps only its name. */
function roleFields(command: RegisterUserCommand): Partial<UserEntity> {
  if (command.role === 'support')
    return { role: 'support', firstName: command.firstName ?? null, lastName: command.lastName ?? null };
  if (command.role === 'creator') {
    const socialMedia = normalizeSocialMedia(command.socialMedia);
    return {
      role: 'creator',
      firstName: command.firstName ?? null,
      lastName: command.lastName ?? null,
      dateOfBirth: command.dateOfBirth ?? null,
      phoneNumber: command.phoneNumber ?? null,
      bio: command.bio ?? '',
      socialMedia,
      followersTotal: followersTotal(socialMedia),
    };
  }
  return {
    role: 'bedrijf',
    companyName: command.companyName ?? null,
    contactPerson: command.contactPerson ?? null,
    companySize: command.companySize ?? null,
    industry: command.industry ?? null,
    website: safeExternalUrl(command.website) || null,
  };
}
