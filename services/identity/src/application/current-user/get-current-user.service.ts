import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

@Injectable()
export class GetCurrentUserService {
  constructor(private readonly users: UserRepository) {}

  /** A valid token for an account that no longer exists is a session that ended: 401, so the client logs out. */
  async execute(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw AppError.unauthenticated();
    return user;
  }
}
