import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { deletionConfirmed } from '../../domain/account-deletion';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { UserEntity } from '../../infrastructure/persistence';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { PasswordHasher } from '../../infrastructure/security/password-hasher';
import { AccountClosing } from '../shared/account-closing';

export interface DeleteAccountCommand {
  password?: unknown;
  email?: unknown;
}

/** DELETE /users/me: once she confirms, her account is closed (anonymised, see AccountClosing). */
@Injectable()
export class DeleteAccountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly closing: AccountClosing,
  ) {}

  async execute(userId: string, confirmation: DeleteAccountCommand): Promise<void> {
    const current = await this.users.findById(userId);
    if (!current || current.deletedAt) throw AppError.notFound(ErrorCodes.userNotFound, Messages.userNotFound);
    const password = typeof confirmation.password === 'string' ? confirmation.password : '';
    const passwordMatches = current.passwordHash ? await this.hasher.verify(current.passwordHash, password) : false;
    if (!deletionConfirmed({ email: current.email, hasPassword: current.passwordHash !== null }, confirmation, passwordMatches)) {
      const message = current.passwordHash ? Messages.deletionPasswordWrong : Messages.deletionConfirmationWrong;
      throw new AppError(ErrorCodes.deletionNotConfirmed, message, 403);
    }

    const closed = await this.uow.run(async (tx) => {
      const user = (await this.users.findByIdForUpdate(userId, tx.manager)) as UserEntity;
      return this.closing.close(tx, user, new Date());
    });
    await this.closing.finish(closed);
  }
}
