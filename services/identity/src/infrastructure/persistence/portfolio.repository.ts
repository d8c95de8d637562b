import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PortfolioItemEntity } from './portfolio-item.entity';

@Injectable()
export class PortfolioRepository {
  constructor(private readonly dataSource: DataSource) {}

  listByOwner(ownerId: string, manager: EntityManager = this.dataSource.manager): Promise<PortfolioItemEntity[]> {
    return manager.find(PortfolioItemEntity, { where: { ownerId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  countByOwner(ownerId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.countBy(PortfolioItemEntity, { ownerId });
  }

  /** Scoped by owner: someone else's item is "not found", never "forbidden", so ids reveal nothing. */
  findOwned(id: string, ownerId: string, manager: EntityManager = this.dataSource.manager): Promise<PortfolioItemEntity | null> {
    return manager.findOneBy(PortfolioItemEntity, { id, ownerId });
  }
}
