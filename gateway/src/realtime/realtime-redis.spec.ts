import {
  KEY_RING,
  type LocalKeyRing,
  PlatformModule,
  REALTIME_PUSH,
  REVOCATION_LIST,
  type RealtimePush,
  RedisRevocationList,
  createHttpApp,
  readPlatformConfig,
} from '@clipwerk/kit';
import { createTestDatabase, createTestSigner, deliverEvent, startRedisServer, waitFor } from '@clipwerk/kit/testing';
import { NotificationsModule, readNotificationsConfig } from '@clipwerk/notifications';
import { MessagingEvents } from '@clipwerk/proto';
import { type INestApplication, Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { GatewayModule } from '../hosts/gateway.module';
import { RealtimeIoAdapter } from './realtime-io.adapter';

/**
 * Two gateway replicas sharing Redis: a notice raised on one reaches a user connected to the other; a notice stored
 * by notifications in a process of its own reaches her through Redis too.
 */
describe('socket.io across gateway replicas (Redis adapter, real redis-server)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const replicas: INestApplication[] = [];
  const clients: Redis[] = [];

  async function startReplica(signer: Awaited<ReturnType<typeof createTestSigner>>) {
    @Module({ imports: [PlatformModule.forRoot(readPlatformConfig({ REDIS_URL: redis.url })), GatewayModule] })
    class ReplicaHost {}
    const app = await createHttpApp(ReplicaHost, { shutdownHooks: false });
    const client = new Redis(redis.url);
    clients.push(client);
    app.useWebSocketAdapter(new RealtimeIoAdapter(app, client));
    signer.publishTo(app.get<LocalKeyRing>(KEY_RING));
    await app.listen({ port: 0, host: '127.0.0.1' });
    replicas.push(app);
    return app;
  }

  const connectTo = async (url: string, bearer: string) => {
    const socket = connect(url, { auth: { token: bearer }, transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    for (const app of replicas) await app.close();
    for (const client of clients) client.disconnect();
    await redis.stop();
  });

  it('delivers a notice emitted on replica B to a socket connected to replica A', async () => {
    const signer = await createTestSigner();
    const a = await startReplica(signer);
    const b = await startReplica(signer);
    const userId = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const socket = await connectTo(await a.getUrl(), await signer.sign({ userId }));
    try {
      const received = new Promise((resolve) => socket.once('proposal-received', resolve));
      // B's adapter may still be subscribing when the first notice goes out; repeat it until A's socket hears it.
      timer = setInterval(
        () => b.get<RealtimePush>(REALTIME_PUSH).toUser(userId, 'proposal-received', { projectTitle: 'Koffie' }),
        50,
      );
      await expect(received).resolves.toEqual({ projectTitle: 'Koffie' });
    } finally {
      clearInterval(timer);
      socket.close();
    }
  });

  it('pushes a notice that notifications, in its own process, stored to the socket on a gateway (Redis emitter)', async () => {
    const signer = await createTestSigner();
    const gateway = await startReplica(signer);
    const platform = readPlatformConfig({
      DATABASE_URL: await createTestDatabase('notice_push'),
      REDIS_URL: redis.url,
      OUTBOX_POLL_MS: '200',
      NODE_ENV: 'test',
    });
    const config = readNotificationsConfig({ MAIL_SEND_INTERVAL_MS: '0', UNSUBSCRIBE_SECRET: 'test' });
    @Module({ imports: [PlatformModule.forRoot(platform), NotificationsModule.forRoot(config)] })
    class NotificationsHost {}
    const notifications = await createHttpApp(NotificationsHost, { shutdownHooks: false });
    await notifications.init();
    replicas.push(notifications);
    // The gateway's adapter listens on Redis once it subscribed its pattern; a push before that reaches no one.
    const probe = new Redis(redis.url);
    clients.push(probe);
    await waitFor(async () => Number(await probe.call('PUBSUB', 'NUMPAT')) > 0, { what: 'adapter subscribed' });

    const userId = randomUUID();
    const socket = await connectTo(await gateway.getUrl(), await signer.sign({ userId }));
    try {
      const heard: unknown[] = [];
      socket.on('message-received', (payload) => heard.push(payload));
      const conversationId = randomUUID();
      await deliverEvent(notifications, MessagingEvents.MessageSent, conversationId, {
        conversationId,
        messageId: randomUUID(),
        senderId: randomUUID(),
        recipientIds: [userId],
        projectId: '',
        preview: 'Hoi!',
        sentAt: new Date().toISOString(),
        senderName: 'Koffie & Co BV',
        projectTitle: '',
      });
      await waitFor(() => heard.length > 0, { what: 'the notice on the socket' });
      expect(heard).toEqual([
        expect.objectContaining({
          conversationId,
          senderName: 'Koffie & Co BV',
          notification: expect.objectContaining({ type: 'message', read: false, message: expect.stringContaining('Koffie') }),
        }),
      ]);
    } finally {
      socket.close();
    }
  });

  it('closes a socket on replica A within a second when identity, in another process, ends the session', async () => {
    const signer = await createTestSigner();
    const a = await startReplica(signer);
    await (a.get(REVOCATION_LIST) as RedisRevocationList).ready();
    const identityConnection = new Redis(redis.url);
    clients.push(identityConnection);
    const identity = new RedisRevocationList(identityConnection);
    const userId = randomUUID();
    const tokenId = randomUUID();
    const token = await signer.sign({ userId, tokenId });
    const url = await a.getUrl();
    const loggedOut = await connectTo(url, token);
    const otherDevice = await connectTo(url, await signer.sign({ userId }));
    try {
      const started = Date.now();
      const closed = new Promise((resolve) => loggedOut.once('disconnect', resolve));
      await identity.revoke({ userId, tokenId, expiresAt: new Date(Date.now() + 3600_000) });
      await expect(closed).resolves.toBe('io server disconnect');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(otherDevice.connected).toBe(true);
      await expect(connectTo(url, token)).rejects.toThrow('unauthorized');

      const everywhere = new Promise((resolve) => otherDevice.once('disconnect', resolve));
      await identity.revokeAllOf(userId, new Date(Date.now() + 1000), new Date(Date.now() + 3600_000));
      await expect(everywhere).resolves.toBe('io server disconnect');
    } finally {
      loggedOut.close();
      otherDevice.close();
    }
  });
});
