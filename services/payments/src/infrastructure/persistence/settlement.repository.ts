import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SettlementEntity } from './entities';

@Injectable()
export class SettlementRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByProject(projectId: string, manager: EntityManager = this.dataSource.manager): Promise<SettlementEntity | null> {
    return manager.findOneBy(SettlementEntity, { projectId });
  }

  async insert(settlement: SettlementEntity, manager: EntityManager): Promise<void> {
    await manager.insert(SettlementEntity, settlement);
  }
}
