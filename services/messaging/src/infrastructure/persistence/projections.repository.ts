import { Injectable } from '@nestjs/common';
import { PlainRows, PlainUpsert } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from './ids';
import { PartyEntity, ProjectEntity } from './entities';

/** The party and project projections: upserts from other contexts' events, reads by id. */
@Injectable()
export class ProjectionsRepository {
  private readonly parties: PlainRows<PartyEntity>;
  private readonly projects: PlainUpsert<ProjectEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.parties = new PlainRows(dataSource, PartyEntity, 'p');
    this.projects = new PlainUpsert(dataSource, ProjectEntity, ['id']);
  }

  findParty(id: string, manager: EntityManager = this.dataSource.manager): Promise<PartyEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    // Plain SQL: every message sent reads its sender this way.
    return manager
      .query(`SELECT ${this.parties.select} FROM party p WHERE p.id = $1`, [id])
      .then(([row]: Record<string, unknown>[]) => (row ? this.parties.read(row) : null));
  }

  /** Both parties of a conversation in one read. */
  async findParties(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, PartyEntity>> {
    const parties = await manager.findBy(
      PartyEntity,
      ids.filter(isUuid).map((id) => ({ id })),
    );
    return new Map(parties.map((party) => [party.id, party]));
  }

  async upsertParty(party: Partial<PartyEntity> & Pick<PartyEntity, 'id' | 'role'>, manager: EntityManager): Promise<void> {
    await manager.upsert(PartyEntity, party, { conflictPaths: ['id'] });
  }

  findProject(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOneBy(ProjectEntity, { id });
  }

  /** Applies what an event says; fields it does not carry keep their value. Nothing reads it back: it is queued. */
  applyProject(facts: Partial<ProjectEntity> & Pick<ProjectEntity, 'id' | 'ownerId'>, manager: EntityManager): Promise<void> {
    return this.projects.queue(manager, facts);
  }

  /** A creator worked with a company when she was the selected creator of one of its projects. */
  workedTogether(companyId: string, creatorId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(ProjectEntity, { ownerId: companyId, creatorId });
  }

  /**
   * Projects removed the project after its retention: its title and parties go from here too. The conversation
   * stays as long as messages in it are kept, shown without the title.
   */
  async forgetProject(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(ProjectEntity, { id });
  }
}
