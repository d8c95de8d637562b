import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PartyEntity, ProjectEntity } from './entities';
import { isUuid } from './ids';

/** The party and project projections: upserts from other contexts' events, reads by id. */
@Injectable()
export class ProjectionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findParty(id: string, manager: EntityManager = this.dataSource.manager): Promise<PartyEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOneBy(PartyEntity, { id });
  }

  /** Applies what an event says; fields it does not carry keep their value. */
  async applyParty(facts: Partial<PartyEntity> & Pick<PartyEntity, 'id'>, manager: EntityManager): Promise<void> {
    await manager.upsert(PartyEntity, facts, { conflictPaths: ['id'] });
  }

  findProject(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOneBy(ProjectEntity, { id });
  }

  async applyProject(facts: Partial<ProjectEntity> & Pick<ProjectEntity, 'id' | 'ownerId'>, manager: EntityManager) {
    await manager.upsert(ProjectEntity, facts, { conflictPaths: ['id'] });
  }

  /** Projects removed the project after its retention: its title and owner go from here too. */
  async forgetProject(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(ProjectEntity, { id });
  }
}
