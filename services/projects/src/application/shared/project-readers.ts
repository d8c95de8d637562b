import { Injectable } from '@nestjs/common';
import { type ProjectParties, supportReads, type Viewer } from '../../domain/visibility';
import { DeadlineRepository } from '../../infrastructure/persistence/deadline.repository';
import { isParty } from '../../domain/access';

/**
 * Who may read a project's delivery (deliverables, previews, posters): its two parties, and support while a dispute
 * holds the project (the hold payments' dispute events keep). Support only reads: every move still asks for a party.
 */
@Injectable()
export class ProjectReaders {
  constructor(private readonly deadlines: DeadlineRepository) {}

  async mayRead(projectId: string, project: ProjectParties, reader: Viewer | undefined): Promise<boolean> {
    if (isParty(project, reader?.id)) return true;
    return project.status !== 'cancelled' && this.disputedForSupport(projectId, reader);
  }

  /** Whether support reads this project now (a dispute holds it); false for anyone else without asking. */
  async disputedForSupport(projectId: string, viewer: Viewer | undefined): Promise<boolean> {
    return viewer?.role === 'support' && supportReads(viewer, await this.deadlines.isOnHold(projectId));
  }
}
