import { outboxEvents as readOutbox, type ServiceTestApp, startServiceTestApp, type TestUser } from '@clipwerk/kit/testing';
import { type EventDefinition, type EventPayload, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { MessagingModule } from '../../src/messaging.module';

export { registerCompany, registerCreator, type TestUser } from '@clipwerk/kit/testing';

export type MessagingTestApp = ServiceTestApp;

/** Messaging as a host would run it (see startServiceTestApp). */
export function startMessagingApp(): Promise<MessagingTestApp> {
  return startServiceTestApp(MessagingModule, 'messaging');
}

/** A project as the projects context announces it: created by `owner`, and with `creator` selected when given. */
export async function announceProject(
  app: MessagingTestApp,
  owner: TestUser,
  creator?: TestUser,
  title = 'Unboxing-video voor onze koffiebonen',
): Promise<{ id: string; title: string }> {
  const id = randomUUID();
  await app.deliver(ProjectEvents.ProjectCreated, id, {
    projectId: id,
    ownerId: owner.id,
    title,
    budgetCents: 30_000n,
    status: 'awaiting_deposit',
    companyName: 'Koffie & Co BV',
    category: 'food-drinks',
  });
  if (creator) await selectCreator(app, { id, title }, owner, creator);
  return { id, title };
}

/** Projects announcing that `owner` accepted `creator`'s proposal on the project. */
export async function selectCreator(
  app: MessagingTestApp,
  project: { id: string; title: string },
  owner: TestUser,
  creator: TestUser,
): Promise<void> {
  await app.deliver(ProjectEvents.CreatorSelected, project.id, {
    projectId: project.id,
    ownerId: owner.id,
    creatorId: creator.id,
    proposalId: randomUUID(),
    contractAmountCents: 25_000n,
    title: project.title,
  });
}

/** The events messaging wrote to its outbox of one type (optionally of one aggregate), decoded, oldest first. */
export function outboxEvents<D extends EventDefinition>(
  app: MessagingTestApp,
  definition: D,
  aggregateId?: string,
): Promise<EventPayload<D>[]> {
  return readOutbox(app, 'messaging', definition, aggregateId);
}

/** A small JSON client for one user. */
export function client(app: MessagingTestApp, user?: TestUser) {
  return async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.json() as any };
  };
}
