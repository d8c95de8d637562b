import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { ProjectEvents } from '@clipwerk/proto';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';

// The project projection (owner, selected creator, title): who may hold the project's conversation, and the
// title the inbox shows beside it.

type Received<K extends keyof typeof ProjectEvents> = ReceivedEvent<(typeof ProjectEvents)[K]>;

@Injectable()
export class KeepProjectWhenProjectCreated implements EventHandler<typeof ProjectEvents.ProjectCreated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectCreated'>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, title: payload.title }, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenProjectUpdated implements EventHandler<typeof ProjectEvents.ProjectUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectUpdated'>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, title: payload.title }, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenCreatorSelected implements EventHandler<typeof ProjectEvents.CreatorSelected> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'CreatorSelected'>, tx: Transaction): Promise<void> {
    const facts = { id: payload.projectId, ownerId: payload.ownerId, creatorId: payload.creatorId };
    await this.projections.applyProject(payload.title ? { ...facts, title: payload.title } : facts, tx.manager);
  }
}

@Injectable()
export class ForgetProjectWhenProjectPurged implements EventHandler<typeof ProjectEvents.ProjectPurged> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: Received<'ProjectPurged'>, tx: Transaction): Promise<void> {
    await this.projections.forgetProject(payload.projectId, tx.manager);
  }
}
