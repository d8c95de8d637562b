import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { ProposalEntity } from './proposal.entity';
import { CreatorEntity, ProjectEntity } from './projections.entities';

/** Unique violation of `proposal_one_per_creator` (two submissions of one creator racing). */
export function isAlreadyProposed(error: unknown): boolean {
  const driverError = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const inner = driverError.driverError ?? driverError;
  return inner.code === '23505' && inner.constraint === 'proposal_one_per_creator';
}

@Injectable()
export class ProposalRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProposalEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOneBy(ProposalEntity, { id });
  }

  findByIdForUpdate(id: string, manager: EntityManager): Promise<ProposalEntity | null> {
    return manager.findOne(ProposalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  exists(projectId: string, creatorId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(ProposalEntity, { projectId, creatorId });
  }

  async insert(proposal: Partial<ProposalEntity>, manager: EntityManager): Promise<ProposalEntity> {
    const result = await manager.insert(ProposalEntity, proposal);
    return manager.findOneByOrFail(ProposalEntity, { id: result.identifiers[0].id as string });
  }

  async save(proposal: ProposalEntity, manager: EntityManager): Promise<void> {
    const { project: _project, creator: _creator, ...columns } = proposal;
    await manager.save(ProposalEntity, columns as ProposalEntity);
  }

  /** The still open proposals of a project, locked: they are about to be decided. */
  submittedOf(projectId: string, manager: EntityManager): Promise<ProposalEntity[]> {
    return manager.find(ProposalEntity, { where: { projectId, status: 'submitted' }, lock: { mode: 'pessimistic_write' } });
  }

  /** The creator's accepted proposal on a project, locked; none once it is completed. */
  acceptedOf(projectId: string, creatorId: string, manager: EntityManager): Promise<ProposalEntity | null> {
    return manager.findOne(ProposalEntity, {
      where: { projectId, creatorId, status: 'accepted' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** A project's proposals with their creators, newest first. */
  listForProject(projectId: string): Promise<ProposalEntity[]> {
    return this.withParties(this.dataSource.manager.createQueryBuilder(ProposalEntity, 'p'))
      .where('p.project_id = :projectId', { projectId })
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  listForCreator(creatorId: string, limit: number): Promise<ProposalEntity[]> {
    return this.withParties(this.dataSource.manager.createQueryBuilder(ProposalEntity, 'p'))
      .where('p.creator_id = :creatorId', { creatorId })
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Marks the project's proposals the company had not seen as seen; answers those, once (the row lock decides). */
  async markViewedByCompany(projectId: string, manager: EntityManager): Promise<Pick<ProposalEntity, 'id' | 'creatorId'>[]> {
    // A SELECT at the top, so the driver answers rows (an UPDATE answers [rows, count]).
    return manager.query(
      `WITH seen AS (
         UPDATE proposal SET company_viewed = true WHERE project_id = $1 AND company_viewed = false
         RETURNING id, creator_id)
       SELECT id, creator_id AS "creatorId" FROM seen`,
      [projectId],
    );
  }

  private withParties(query: SelectQueryBuilder<ProposalEntity>): SelectQueryBuilder<ProposalEntity> {
    return query
      .leftJoinAndMapOne('p.project', ProjectEntity, 'project', 'project.id = p.project_id')
      .leftJoinAndMapOne('p.creator', CreatorEntity, 'creator', 'creator.id = p.creator_id');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything else in an id path segment is simply not found (and never reaches PostgreSQL's uuid parser). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
