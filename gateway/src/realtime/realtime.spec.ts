import {
  KEY_RING,
  LocalKeyRing,
  PlatformModule,
  REALTIME_PUSH,
  REVOCATION_LIST,
  type RealtimePush,
  type RevocationList,
  createHttpApp,
  readPlatformConfig,
} from '@clipwerk/kit';
import { createTestSigner, unsignedToken } from '@clipwerk/kit/testing';
import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { GatewayModule } from '../hosts/gateway.module';
import { RealtimeIoAdapter } from './realtime-io.adapter';

@Module({ imports: [PlatformModule.forRoot(readPlatformConfig({})), GatewayModule] })
class RealtimeTestHost {}

/** Resolves with the socket once connected, or rejects with the handshake error. */
function open(url: string, token: string | undefined): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

describe('socket.io handshake', () => {
  let app: NestFastifyApplication;
  let url: string;
  let signer: Awaited<ReturnType<typeof createTestSigner>>;

  beforeAll(async () => {
    app = await createHttpApp(RealtimeTestHost, { shutdownHooks: false });
    app.useWebSocketAdapter(new RealtimeIoAdapter(app, null));
    signer = await createTestSigner();
    signer.publishTo(app.get<LocalKeyRing>(KEY_RING));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = await app.getUrl();
  });

  afterAll(() => app.close());

  it('accepts a valid token and puts the socket in its user room', async () => {
    const userId = randomUUID();
    const socket = await open(url, await signer.sign({ userId }));
    try {
      const received = new Promise((resolve) => socket.once('payment-updated', resolve));
      app.get<RealtimePush>(REALTIME_PUSH).toUser(userId, 'payment-updated', { status: 'deposit_paid' });
      await expect(received).resolves.toEqual({ status: 'deposit_paid' });
    } finally {
      socket.close();
    }
  });

  it.each([
    ['no token', async () => undefined],
    ['alg none', async () => unsignedToken()],
    ['another key', async () => (await createTestSigner()).sign()],
    ['expired', async () => signer.sign({ expiresInSeconds: -60 })],
    ['garbage', async () => 'not-a-token'],
  ])('refuses the handshake with %s', async (_label, makeToken) => {
    await expect(open(url, await makeToken())).rejects.toThrow('unauthorized');
  });

  it('refuses a revoked token, also on a later reconnect', async () => {
    const tokenId = randomUUID();
    const token = await signer.sign({ tokenId });
    const first = await open(url, token);
    first.close();
    await app
      .get<RevocationList>(REVOCATION_LIST)
      .revoke({ userId: 'someone', tokenId, expiresAt: new Date(Date.now() + 3600_000) });
    await expect(open(url, token)).rejects.toThrow('unauthorized');
  });

  it('closes an open socket within a second of its token being revoked, and only that one', async () => {
    const userId = randomUUID();
    const tokenId = randomUUID();
    const ended = await open(url, await signer.sign({ userId, tokenId }));
    const sameUserOtherDevice = await open(url, await signer.sign({ userId }));
    try {
      const closed = disconnection(ended);
      const started = Date.now();
      await app.get<RevocationList>(REVOCATION_LIST).revoke({ userId, tokenId, expiresAt: new Date(Date.now() + 3600_000) });
      expect(await closed).toBe('io server disconnect');
      expect(Date.now() - started).toBeLessThan(1000);
      await stillConnected(sameUserOtherDevice);
    } finally {
      ended.close();
      sameUserOtherDevice.close();
    }
  });

  it('closes every socket of a user whose sessions all ended, and leaves other users connected', async () => {
    const userId = randomUUID();
    const phone = await open(url, await signer.sign({ userId }));
    const laptop = await open(url, await signer.sign({ userId }));
    const otherUser = await open(url, await signer.sign());
    try {
      const closed = Promise.all([disconnection(phone), disconnection(laptop)]);
      const started = Date.now();
      await app
        .get<RevocationList>(REVOCATION_LIST)
        .revokeAllOf(userId, new Date(Date.now() + 1000), new Date(Date.now() + 3600_000));
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
      expect(Date.now() - started).toBeLessThan(1000);
      await stillConnected(otherUser);
    } finally {
      for (const socket of [phone, laptop, otherUser]) socket.close();
    }
  });
});

/** Resolves with the disconnect reason, or rejects when the socket is still open after two seconds. */
function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still connected')), 2000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Still connected a moment later: the revocation was not meant for it. */
async function stillConnected(socket: Socket): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(socket.connected).toBe(true);
}
