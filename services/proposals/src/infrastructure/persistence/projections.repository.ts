import { Injectable } from '@nestjs/common';
import { PlainRows, PlainUpsert } from '@clipwerk/kit';
import { DataSource, type EntityManager } from 'typeorm';
import { statusesKeptAgainst } from '../../domain/project-projection';
import { CreatorEntity, ProjectEntity } from './projections.entities';
import { isUuid } from './proposal.repository';

export interface ProjectFacts {
  id: string;
  ownerId: string;
  status: string;
  title?: string;
  budgetCents?: number;
  deadline?: Date | null;
}

/** The project and creator projections: upserts from other contexts' events, reads by id. */
@Injectable()
export class ProjectionsRepository {
  private readonly projects: PlainUpsert<ProjectEntity>;
  private readonly projectRows: PlainRows<ProjectEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.projects = new PlainUpsert(dataSource, ProjectEntity, ['id']);
    this.projectRows = new PlainRows(dataSource, ProjectEntity, 'p');
  }

  findProject(id: string, manager: EntityManager = this.dataSource.manager): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return manager.findOneBy(ProjectEntity, { id });
  }

  /**
   * Locks the project's row: acceptances (and submissions, shared) of one project queue up behind each other.
   * Plain SQL: every event about a project reads it so.
   */
  async findProjectForUpdate(
    id: string,
    manager: EntityManager,
    mode: 'pessimistic_write' | 'pessimistic_read' = 'pessimistic_write',
  ): Promise<ProjectEntity | null> {
    if (!isUuid(id)) return null;
    const lock = mode === 'pessimistic_write' ? 'FOR UPDATE' : 'FOR SHARE';
    return this.projectRows.one(manager, `SELECT ${this.projectRows.select} FROM project p WHERE p.id = $1 ${lock}`, [id]);
  }

  /**
   * Applies what an event says; the status only moves the way `nextProjectStatus` allows, decided in the write
   * itself against the row it locks, so an apply reads nothing first. The write is queued.
   */
  async applyProject(facts: ProjectFacts, manager: EntityManager): Promise<void> {
    const row: Partial<ProjectEntity> = { id: facts.id, ownerId: facts.ownerId, status: facts.status };
    if (facts.title !== undefined) row.title = facts.title;
    if (facts.budgetCents !== undefined) row.budgetCents = facts.budgetCents;
    if (facts.deadline !== undefined) row.deadline = facts.deadline;
    await this.projects.queue(manager, row, { status: statusesKeptAgainst(facts.status) });
  }

  /** A project projects no longer keeps: its proposals and this copy go with it. */
  async removeProject(id: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM proposal WHERE project_id = $1`, [id]);
    await manager.query(`DELETE FROM project WHERE id = $1`, [id]);
  }

  findCreator(id: string, manager: EntityManager = this.dataSource.manager): Promise<CreatorEntity | null> {
    return manager.findOneBy(CreatorEntity, { id });
  }

  async upsertCreator(creator: Partial<CreatorEntity> & { id: string }, manager: EntityManager): Promise<void> {
    await manager.upsert(CreatorEntity, creator, { conflictPaths: ['id'] });
  }
}
