import { io as connect, type Socket } from 'socket.io-client';
import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

/** Ended sessions and hostile input, through the gateway of each topology, as a browser or a script would meet them. */
describe.each(TOPOLOGIES)('sessions and input through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  const registerCreator = async () => {
    const email = `sessie-${Math.random().toString(36).slice(2, 10)}@example.nl`;
    const registered = await api('POST', '/auth/register', {
      role: 'creator',
      email,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      firstName: 'Sanne',
      lastName: 'Bos',
      dateOfBirth: '1994-02-03',
      phoneNumber: '0612345678',
      bio: 'Ik maak video’s.',
    });
    expect(registered.status).toBe(201);
    return { email, token: registered.body.token as string };
  };

  const openSocket = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(topology.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });

  /** Resolves with the time it took the server to close the socket, or rejects after two seconds. */
  const closedBy = (socket: Socket, action: () => Promise<unknown>) =>
    new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const timer = setTimeout(() => reject(new Error('socket still connected')), 2000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        if (reason === 'io server disconnect') resolve(Date.now() - started);
        else reject(new Error(`disconnected: ${reason}`));
      });
      action().catch(reject);
    });

  it('logout closes that session’s socket within a second; it cannot reconnect; the other device stays', async () => {
    const { email, token: phone } = await registerCreator();
    const laptop = (await api('POST', '/auth/login', { email, password: 'geheim123' })).body.token as string;
    const phoneSocket = await openSocket(phone);
    const laptopSocket = await openSocket(laptop);
    try {
      const took = await closedBy(phoneSocket, async () => {
        expect((await api('POST', '/auth/logout', undefined, phone)).status).toBe(200);
      });
      expect(took).toBeLessThan(1000);
      expect((await api('GET', '/auth/me', undefined, phone)).status).toBe(401);
      await expect(openSocket(phone)).rejects.toThrow('unauthorized');
      expect(laptopSocket.connected).toBe(true);
      expect((await api('GET', '/auth/me', undefined, laptop)).status).toBe(200);
    } finally {
      phoneSocket.close();
      laptopSocket.close();
    }
  });

  it('logout everywhere closes every socket of the account within a second and ends every token', async () => {
    const { email, token: phone } = await registerCreator();
    const laptop = (await api('POST', '/auth/login', { email, password: 'geheim123' })).body.token as string;
    const sockets = [await openSocket(phone), await openSocket(laptop)];
    try {
      const [took] = await Promise.all([
        closedBy(sockets[0], async () => {
          const answer = await api('POST', '/auth/logout-all', undefined, laptop);
          expect(answer.status).toBe(200);
          expect(answer.body).toEqual({ success: true, message: 'Je bent op al je apparaten uitgelogd' });
        }),
        closedBy(sockets[1], async () => undefined),
      ]);
      expect(took).toBeLessThan(1000);
      for (const ended of [phone, laptop]) {
        expect((await api('GET', '/auth/me', undefined, ended)).status).toBe(401);
        await expect(openSocket(ended)).rejects.toThrow('unauthorized');
      }
      const again = await api('POST', '/auth/login', { email, password: 'geheim123' });
      expect((await api('GET', '/auth/me', undefined, again.body.token)).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('answers a NUL character, JSON nested 10,000 deep, broken JSON and a body too large in the one error body', async () => {
    const { token } = await registerCreator();
    const send = (body: string) =>
      fetch(`${topology.url}/api/users/me/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
    const oneErrorBody = (code: string, message: string) => ({
      success: false,
      code,
      message,
      correlationId: expect.any(String),
    });
    const withNul = await send(JSON.stringify({ bio: 'Hallo\u0000daar' }));
    expect(withNul.status).toBe(400);
    expect(await withNul.json()).toEqual(oneErrorBody('REQUEST.INVALID_CHARACTER', 'Het verzoek bevat een ongeldig teken.'));
    const deep = await send(`{"bio":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual(oneErrorBody('REQUEST.TOO_DEEP', 'Het verzoek is te diep genest.'));
    const broken = await send('{"bio":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual(oneErrorBody('BAD_REQUEST', 'Ongeldig verzoek'));
    const tooLarge = await send(JSON.stringify({ bio: 'x'.repeat(3 * 1024 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual(oneErrorBody('PAYLOAD_TOO_LARGE', 'Het verzoek is te groot'));
  });
});
