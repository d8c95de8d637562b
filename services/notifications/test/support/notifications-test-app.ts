import { REALTIME_PUSH, type RealtimePush } from '@clipwerk/kit';
import { outboxEvents as readOutbox, type ServiceTestApp, startServiceTestApp, type TestUser } from '@clipwerk/kit/testing';
import { type EventDefinition, type EventPayload, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { readNotificationsConfig } from '../../src/config';
import { NotificationsModule } from '../../src/notifications.module';

export { registerCompany, registerCreator, type TestUser } from '@clipwerk/kit/testing';

export type NotificationsTestApp = ServiceTestApp;

/** Notifications as a host would run it; mails are sent by hand (`SendDueMailsService.run`) unless told otherwise. */
export function startNotificationsApp(env: Record<string, string> = {}): Promise<NotificationsTestApp> {
  const config = readNotificationsConfig({ MAIL_SEND_INTERVAL_MS: '0', UNSUBSCRIBE_SECRET: 'test-unsubscribe-secret', ...env });
  return startServiceTestApp(NotificationsModule.forRoot(config), 'notifications');
}

/** A project of `owner` as the projects context announces it, with `creator` selected. */
export async function announceProject(app: NotificationsTestApp, owner: TestUser, creator: TestUser, title: string) {
  const id = randomUUID();
  await app.deliver(ProjectEvents.ProjectCreated, id, {
    projectId: id,
    ownerId: owner.id,
    title,
    budgetCents: 30_000n,
    status: 'open',
    companyName: 'Koffie & Co BV',
    category: 'food-drinks',
  });
  await app.deliver(ProjectEvents.CreatorSelected, id, {
    projectId: id,
    ownerId: owner.id,
    creatorId: creator.id,
    proposalId: randomUUID(),
    contractAmountCents: 25_000n,
    title,
  });
  return id;
}

export function outboxEvents<D extends EventDefinition>(app: NotificationsTestApp, definition: D): Promise<EventPayload<D>[]> {
  return readOutbox(app, 'notifications', definition);
}

/** Everything pushed to users' sockets from now on, as the gateway's socket server would be told to emit it. */
export function capturePushes(app: NotificationsTestApp): { room: string; event: string; payload: unknown }[] {
  const pushed: { room: string; event: string; payload: unknown }[] = [];
  app.app.get<RealtimePush>(REALTIME_PUSH).attach({
    to: (room) => ({ emit: (event, payload) => pushed.push({ room, event, payload }) }),
  });
  return pushed;
}

/** A small JSON client for one user. */
export function client(app: NotificationsTestApp, user?: TestUser) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
}
