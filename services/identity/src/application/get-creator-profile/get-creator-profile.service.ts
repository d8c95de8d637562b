import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { isUuid } from '../../domain/ids';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { PortfolioItemEntity } from '../../infrastructure/persistence/portfolio-item.entity';
import { PortfolioRepository } from '../../infrastructure/persistence/portfolio.repository';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

@Injectable()
export class GetCreatorProfileService {
  constructor(
    private readonly users: UserRepository,
    private readonly portfolio: PortfolioRepository,
  ) {}

  /** Unknown, deleted, company and malformed ids all read 'Creator niet gevonden'. */
  async execute(id: string): Promise<{ creator: UserEntity; portfolio: PortfolioItemEntity[] }> {
    const creator = isUuid(id) ? await this.users.findById(id) : null;
    if (!creator || creator.role !== 'creator' || creator.deletedAt)
      throw AppError.notFound(ErrorCodes.creatorNotFound, Messages.creatorNotFound);
    return { creator, portfolio: await this.portfolio.listByOwner(creator.id) };
  }
}
