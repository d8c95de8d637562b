import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { DEFAULT_PORTFOLIO_CATEGORY, MAX_PORTFOLIO_ITEMS, type PortfolioCategory } from '../../domain/catalog';
import { isUuid } from '../../domain/ids';
import { ErrorCodes, Messages } from '../../domain/messages';
import { PortfolioItemEntity } from '../../infrastructure/persistence/portfolio-item.entity';
import { PortfolioRepository } from '../../infrastructure/persistence/portfolio.repository';
import { UserEntity } from '../../infrastructure/persistence/user.entity';
import { requireOwnMedia } from '../shared/own-media';

/** A validated portfolio item (interface/http/dto/users.request.dto.ts). */
export interface PortfolioItemInput {
  title: string;
  description?: string;
  videoUrl: string;
  thumbnailUrl?: string | null;
  category?: string;
}

/** A creator's own portfolio; every call is scoped to the caller, so another creator's item is simply not found. */
@Injectable()
export class ManagePortfolioService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly portfolio: PortfolioRepository,
  ) {}

  list(ownerId: string): Promise<PortfolioItemEntity[]> {
    return this.portfolio.listByOwner(ownerId);
  }

  add(ownerId: string, input: PortfolioItemInput): Promise<PortfolioItemEntity> {
    return this.uow.run(async (tx) => {
      // The owner's row lock serialises concurrent adds, so the limit holds.
      await tx.manager.findOne(UserEntity, { where: { id: ownerId }, lock: { mode: 'pessimistic_write' } });
      await requireOwnMedia(tx.manager, ownerId, mediaLinks(input));
      if ((await this.portfolio.countByOwner(ownerId, tx.manager)) >= MAX_PORTFOLIO_ITEMS) {
        throw AppError.conflict(ErrorCodes.portfolioFull, Messages.portfolioFull);
      }
      const item = tx.manager.create(PortfolioItemEntity, { ownerId, ...fields(input) });
      return tx.manager.save(item);
    });
  }

  update(ownerId: string, id: string, input: PortfolioItemInput): Promise<PortfolioItemEntity> {
    return this.uow.run(async (tx) => {
      const item = await this.owned(ownerId, id, tx.manager);
      await requireOwnMedia(tx.manager, ownerId, mediaLinks(input));
      Object.assign(item, fields(input));
      return tx.manager.save(item);
    });
  }

  async remove(ownerId: string, id: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const item = await this.owned(ownerId, id, tx.manager);
      await tx.manager.delete(PortfolioItemEntity, { id: item.id });
    });
  }

  private async owned(ownerId: string, id: string, manager: EntityManager): Promise<PortfolioItemEntity> {
    const item = isUuid(id) ? await this.portfolio.findOwned(id, ownerId, manager) : null;
    if (!item) throw AppError.notFound(ErrorCodes.portfolioItemNotFound, Messages.portfolioItemNotFound);
    return item;
  }
}

/** A portfolio video may be an uploaded video or image; its thumbnail an uploaded image. */
function mediaLinks(input: PortfolioItemInput) {
  return [
    { field: 'videoUrl', link: input.videoUrl },
    { field: 'thumbnailUrl', link: input.thumbnailUrl, kinds: ['image' as const] },
  ];
}

function fields(input: PortfolioItemInput) {
  return {
    title: input.title,
    description: input.description ?? '',
    videoUrl: input.videoUrl,
    thumbnailUrl: input.thumbnailUrl ?? null,
    category: (input.category ?? DEFAULT_PORTFOLIO_CATEGORY) as PortfolioCategory,
  };
}
