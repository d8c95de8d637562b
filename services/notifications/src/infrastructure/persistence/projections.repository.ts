import { Injectable } from '@nestjs/common';
import { PlainUpsert } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { PartyEntity, ProjectEntity } from './entities';
import { isUuid } from './ids';

/** The party and project projections: upserts from other contexts' events, reads by id. */
@Injectable()
export class ProjectionsRepository {
  private readonly projects: PlainUpsert<ProjectEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.projects = new PlainUpsert(dataSource, ProjectEntity, ['id']);
  }

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

  /** Applies what an event says; fields it does not carry keep their value. Nothing reads it back: it is queued. */
  applyProject(facts: Partial<ProjectEntity> & Pick<ProjectEntity, 'id' | 'ownerId'>, manager: EntityManager): Promise<void> {
    return this.projects.queue(manager, facts);
  }

  /** Projects removed the project after its retention: its title and owner go from here too. */
  async forgetProject(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(ProjectEntity, { id });
  }
}
