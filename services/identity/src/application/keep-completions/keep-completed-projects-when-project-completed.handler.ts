import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

/**
 * Projects counts a creator's completed projects when one completes; identity keeps the figure to show on her card,
 * profile and stats. It only ever grows, so an older announcement arriving late changes nothing.
 */
@Injectable()
export class KeepCompletedProjectsWhenProjectCompleted implements EventHandler<typeof ProjectEvents.ProjectCompleted> {
  constructor(private readonly users: UserRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectCompleted>, tx: Transaction): Promise<void> {
    if (!payload.creatorId) return;
    await this.users.keepCompletedProjects(payload.creatorId, payload.creatorCompletedProjects, tx.manager);
  }
}
