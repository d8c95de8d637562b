import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import { greetingName } from '../../domain/welcome-mail';
import { MailRepository } from '../../infrastructure/persistence/mail.repository';
import { NoticeRepository } from '../../infrastructure/persistence/notice.repository';
import { ProjectionsRepository } from '../../infrastructure/persistence/projections.repository';

// Who to greet and where to write (identity's events), and what a project is called and whose it is (projects').

@Injectable()
export class KeepPartyWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    await this.projections.applyParty({ id: payload.userId, name: greetingName(payload), email: payload.email }, tx.manager);
  }
}

@Injectable()
export class KeepPartyWhenProfileUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction): Promise<void> {
    await this.projections.applyParty({ id: payload.userId, name: greetingName(payload) }, tx.manager);
  }
}

/**
 * A deleted account is written to no more: its address is forgotten. The notices and waiting mails others keep
 * that name her say the anonymous name identity gave her instead (its ProfileUpdated came just before this event).
 */
@Injectable()
export class ForgetPartyWhenAccountDeleted implements EventHandler<typeof IdentityEvents.AccountDeleted> {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly notices: NoticeRepository,
    private readonly mails: MailRepository,
  ) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.AccountDeleted>, tx: Transaction): Promise<void> {
    await this.projections.applyParty({ id: payload.userId, email: '', deleted: true }, tx.manager);
    const anonymous = (await this.projections.findParty(payload.userId, tx.manager))?.name;
    if (!anonymous) return;
    await this.notices.renameActor(payload.userId, anonymous, tx.manager);
    await this.mails.renameActor(payload.userId, anonymous, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenProjectCreated implements EventHandler<typeof ProjectEvents.ProjectCreated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectCreated>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, title: payload.title }, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenProjectUpdated implements EventHandler<typeof ProjectEvents.ProjectUpdated> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectUpdated>, tx: Transaction): Promise<void> {
    await this.projections.applyProject({ id: payload.projectId, ownerId: payload.ownerId, title: payload.title }, tx.manager);
  }
}

@Injectable()
export class KeepProjectWhenCreatorSelected implements EventHandler<typeof ProjectEvents.CreatorSelected> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.CreatorSelected>, tx: Transaction): Promise<void> {
    await this.projections.applyProject(
      { id: payload.projectId, ownerId: payload.ownerId, creatorId: payload.creatorId, title: payload.title },
      tx.manager,
    );
  }
}

@Injectable()
export class ForgetProjectWhenProjectPurged implements EventHandler<typeof ProjectEvents.ProjectPurged> {
  constructor(private readonly projections: ProjectionsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectPurged>, tx: Transaction): Promise<void> {
    await this.projections.forgetProject(payload.projectId, tx.manager);
  }
}
