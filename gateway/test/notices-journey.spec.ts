import { io as connect, type Socket } from 'socket.io-client';
import { PNG_1X1 } from '@clipwerk/kit/testing';
import { type SmtpCatcher, startSmtpCatcher } from '../../services/notifications/test/support/smtp-catcher';
import { hire } from './support/hire';
import { TOPOLOGIES, apiClient, startEmbedded, type Topology } from './support/topologies';

/**
 * Notices and mail through the gateway of the embedded product: a message reaches the other party's socket as a
 * notice in the notifications context's words (and nobody else's socket), the bell lists it, and a forgotten
 * password is mailed over SMTP with a link that resets it.
 */
describe('notices and mail through the gateway: embedded', () => {
  let topology: Topology;
  let smtp: SmtpCatcher;
  const api = apiClient(() => topology);
  const run = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    Object.assign(process.env, { SMTP_URL: smtp.url, MAIL_SEND_INTERVAL_MS: '100' });
    topology = await startEmbedded();
  }, 120_000);
  afterAll(async () => {
    await topology?.stop();
    await smtp?.stop();
    delete process.env.SMTP_URL;
    delete process.env.MAIL_SEND_INTERVAL_MS;
  });

  async function register(body: Record<string, string>) {
    const response = await api('POST', '/auth/register', { password: 'geheim123', confirmPassword: 'geheim123', ...body });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, id: response.body.user.id as string };
  }
  const creator = (email = `melding-maker-${run}-${Math.random().toString(36).slice(2, 6)}@example.nl`) =>
    register({
      role: 'creator',
      email,
      firstName: 'Fenna',
      lastName: 'Fluit',
      dateOfBirth: '1995-05-05',
      phoneNumber: '0633333333',
      bio: 'Ik film recepten in mijn eigen keuken.',
    });
  it('mails the reset link over SMTP, and the link sets a new password', async () => {
    const email = `vergeten-${run}@example.nl`;
    await creator(email);
    expect((await api('POST', '/auth/forgot-password', { email })).status).toBe(200);
    const mails = await smtp.mailsTo(email, 2, 10_000);
    // Registration sent its welcome; the reset link comes in a mail of its own.
    expect(mails.find((mail) => mail.subject === 'Welkom bij Clipwerk')?.text).toContain('Hoi Fenna Fluit,');
    const mail = mails.find((one) => one.subject === 'Stel een nieuw wachtwoord in voor Clipwerk');
    if (!mail) throw new Error(`no reset mail among ${mails.map((one) => one.subject).join(', ')}`);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await api('POST', '/auth/reset-password', { token, password: 'nieuw-geheim', confirmPassword: 'nieuw-geheim' });
    expect(reset.status).toBe(200);
    expect((await api('POST', '/auth/login', { email, password: 'nieuw-geheim' })).status).toBe(200);
  }, 30_000);
});

/** The same notice, pushed over a real socket, in both topologies (in-process events, or Kafka and Redis). */
describe.each(TOPOLOGIES)('realtime notices through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const run = Math.random().toString(36).slice(2, 8);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    topology = await start();
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await topology?.stop();
  });

  async function register(body: Record<string, string>) {
    const response = await api('POST', '/auth/register', { password: 'geheim123', confirmPassword: 'geheim123', ...body });
    expect(response.status).toBe(201);
    return { token: response.body.token as string, id: response.body.user.id as string };
  }
  const company = () =>
    register({
      role: 'bedrijf',
      email: `melding-bedrijf-${run}-${Math.random().toString(36).slice(2, 6)}@example.nl`,
      companyName: 'Bakkerij Melding',
      contactPerson: 'Sem de Boer',
      companySize: '1-10',
      industry: 'food-drinks',
    });
  const creator = (email = `melding-maker-${run}-${Math.random().toString(36).slice(2, 6)}@example.nl`) =>
    register({
      role: 'creator',
      email,
      firstName: 'Fenna',
      lastName: 'Fluit',
      dateOfBirth: '1995-05-05',
      phoneNumber: '0633333333',
      bio: 'Ik film recepten in mijn eigen keuken.',
    });
  const socketOf = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(topology.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it("pushes a message notice to the recipient's socket only, in notifications' words, and lists it in her bell", async () => {
    const bakery = await company();
    const fenna = await creator();
    const bystander = await creator();
    const [fennaSocket, bystanderSocket] = await Promise.all([socketOf(fenna.token), socketOf(bystander.token)]);
    let bystanderHeard = false;
    bystanderSocket.on('message-received', () => (bystanderHeard = true));
    const heard = new Promise<Record<string, unknown>>((resolve) => fennaSocket.once('message-received', resolve));

    const { conversation } = (await api('POST', '/conversations', { participantId: fenna.id }, bakery.token)).body;
    expect(
      (await api('POST', `/conversations/${conversation.id}/messages`, { content: 'Hoi Fenna!' }, bakery.token)).status,
    ).toBe(201);

    const payload = await heard;
    expect(payload).toMatchObject({
      senderName: 'Bakkerij Melding',
      conversationId: conversation.id,
      notification: {
        type: 'message',
        message: 'Nieuw bericht van Bakkerij Melding',
        link: `/messages?conversation=${conversation.id}`,
        read: false,
      },
    });
    const bell = (await api('GET', '/notifications', undefined, fenna.token)).body;
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0].id).toBe((payload.notification as { id: string }).id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderHeard).toBe(false);
  });

  it("admits only the project's two parties to its room, and relays typing to the other party only", async () => {
    const hired = await hire(api, `typ-${run}`);
    const outsider = await creator();
    const [ownerSocket, creatorSocket, outsiderSocket] = await Promise.all([
      socketOf(hired.owner),
      socketOf(hired.creator),
      socketOf(outsider.token),
    ]);
    const join = (socket: Socket) => socket.emitWithAck('join-project', hired.projectId) as Promise<{ ok: boolean }>;
    expect(await join(ownerSocket)).toEqual({ ok: true });
    expect(await join(creatorSocket)).toEqual({ ok: true });
    expect(await join(outsiderSocket)).toEqual({ ok: false });

    let outsiderHeard = false;
    outsiderSocket.on('user-typing', () => (outsiderHeard = true));
    let ownerHeardHerself = false;
    ownerSocket.on('user-typing', () => (ownerHeardHerself = true));
    const typing = new Promise((resolve) => creatorSocket.once('user-typing', resolve));
    const stopped = new Promise((resolve) => creatorSocket.once('user-stopped-typing', resolve));
    outsiderSocket.emit('typing', hired.projectId);
    ownerSocket.emit('typing', hired.projectId);
    expect(await typing).toEqual({ projectId: hired.projectId, userId: hired.ownerId, userName: 'Bakkerij Levering' });
    ownerSocket.emit('stop-typing', hired.projectId);
    await stopped;
    expect(outsiderHeard).toBe(false);
    expect(ownerHeardHerself).toBe(false);
  });

  it("tells the project's room of a comment posted and resolved, without its text, and no one outside it", async () => {
    const hired = await hire(api, `opm-${run}`);
    const form = new FormData();
    form.append('title', 'Hoofdvideo');
    form.append('deliverable', new Blob([PNG_1X1], { type: 'image/png' }), 'foto.png');
    const uploaded = await fetch(`${topology.url}/api/upload/deliverable/${hired.projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hired.creator}` },
      body: form,
    });
    const { deliverable, file } = (await uploaded.json()) as { deliverable: { id: string }; file: { id: string } };
    const outsider = await creator();
    const [creatorSocket, outsiderSocket] = await Promise.all([socketOf(hired.creator), socketOf(outsider.token)]);
    expect(await creatorSocket.emitWithAck('join-project', hired.projectId)).toEqual({ ok: true });
    let outsiderHeard = false;
    outsiderSocket.on('deliverable-comment', () => (outsiderHeard = true));

    const heard = new Promise((resolve) => creatorSocket.once('deliverable-comment', resolve));
    const comments = `/projects/${hired.projectId}/deliverables/${deliverable.id}/comments`;
    const posted = await api('POST', comments, { fileId: file.id, atMs: 2400, text: 'Logo te klein' }, hired.owner);
    expect(posted.status).toBe(201);
    const commentId = posted.body.comment.id as string;
    expect(await heard).toEqual({
      projectId: hired.projectId,
      deliverableId: deliverable.id,
      commentId,
      change: 'posted',
      actorId: hired.ownerId,
    });
    const resolved = new Promise((resolve) => creatorSocket.once('deliverable-comment', resolve));
    await api('POST', `${comments}/${commentId}/resolve`, {}, hired.owner);
    expect(await resolved).toMatchObject({ commentId, change: 'resolved' });
    expect(outsiderHeard).toBe(false);
  });
});
