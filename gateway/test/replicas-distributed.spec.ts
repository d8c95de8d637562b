import { waitFor } from '@clipwerk/kit/testing';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { seedDuePayouts } from '../../services/payments/test/support/due-payouts';
import { assertBooksBalance } from '../../services/payments/test/support/ledger-check';
import { type EdgeBalancer, startEdgeBalancer } from './support/edge-balancer';
import { hire } from './support/hire';
import { type DistributedTopology, apiClient, startDistributed } from './support/topologies';

/** A tiny MP4: its `ftyp` box is what makes it one. */
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'), Buffer.alloc(1000, 7)]);
const SEEDED_PAYOUTS = 120;

/**
 * The distributed product scaled out: two payments replicas, two messaging replicas and two gateways. A payment
 * completion that reaches one replica, the other, or both at once counts once; the release job running on both
 * payments replicas pays every due payout once; a message sent through one gateway reaches the other party's socket
 * on the other gateway, whose inbox shows it unread at once; strangers get 404 through either gateway; with a
 * replica of each killed, the gateways send every call to the replica left.
 */
describe('distributed with replicas: payments ×2, messaging ×2, gateway ×2', () => {
  let stack: DistributedTopology;
  let db: Client;
  const sockets: Socket[] = [];
  const run = Math.random().toString(36).slice(2, 8);
  const through = (gateway: number) => apiClient(() => ({ ...stack, url: stack.gatewayUrls[gateway] }));
  const [viaA, viaB] = [through(0), through(1)];
  const query = async (sql: string, parameters?: unknown[]) => (await db.query(sql, parameters)).rows;

  beforeAll(async () => {
    stack = await startDistributed({
      replicas: { payments: 2, messaging: 2, gateway: 2 },
      // No hold, and each payments replica's release job looks five times a second.
      env: { PAYOUT_HOLD_MINUTES: '0', PAYOUT_RELEASE_INTERVAL_MS: '200', PAYOUT_RELEASE_BATCH: '10' },
    });
    // The ledger's balance trigger names its tables without a schema, as payments' own connections see them.
    db = new Client({ connectionString: stack.databaseUrl, options: '-c search_path=payments' });
    await db.connect();
  }, 240_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await db?.end();
    await stack?.stop();
  });

  it('runs two of each scaled process, and the gateways know every replica', () => {
    expect(stack.gatewayUrls).toHaveLength(2);
    expect(stack.replicaUrls.payments).toHaveLength(2);
    expect(stack.replicaUrls.messaging).toHaveLength(2);
    expect(new Set([...stack.gatewayUrls, ...stack.replicaUrls.payments, ...stack.replicaUrls.messaging]).size).toBe(6);
  });

  /** The simulator page's completion, sent straight to one payments replica (as a load balancer would). */
  const complete = (replica: number, owner: string, projectId: string, kind: 'deposit' | 'final', paymentId: string) =>
    fetch(`${stack.replicaUrls.payments[replica]}/api/payments/simulate-payment/${projectId}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ paymentId, outcome: 'paid' }),
    }).then((response) => response.status);
  const eventsOf = async (type: string, projectId: string) =>
    (
      await query(`SELECT count(*)::int AS n FROM payments.outbox_message WHERE type = $1 AND aggregate_id = $2`, [
        type,
        projectId,
      ])
    )[0].n as number;

  it('a payment completion to replica 1, to replica 2, and to both at once has exactly one effect; the books balance', async () => {
    const hired = await hire(viaA, `${run}-geld`);
    const { owner, creator, projectId } = hired;

    // Two more projects of the same company, each with a deposit waiting for its completion.
    const checkout = async (label: string) => {
      const created = await viaB(
        'POST',
        '/projects',
        {
          title: `Broodjes ${label} ${run}`,
          description: 'We zoeken een creator die ons nieuwe zuurdesembrood bakt, aansnijdt en eerlijk laat proeven.',
          budget: 150,
          category: 'food-drinks',
          contentType: 'beide',
        },
        owner,
      );
      expect(created.status).toBe(201);
      const id: string = created.body.project.id;
      const started = await viaB('POST', `/payments/projects/${id}/deposit`, { method: 'ideal' }, owner);
      expect(started.status).toBe(200);
      return { id, paymentId: started.body.data.paymentId as string };
    };
    const [one, both] = [await checkout('een'), await checkout('beide')];

    // Replica 1 first, then the same completion again at replica 2.
    expect(await complete(0, owner, one.id, 'deposit', one.paymentId)).toBe(200);
    expect(await complete(1, owner, one.id, 'deposit', one.paymentId)).toBe(200);
    // Both replicas at the same moment.
    expect(await Promise.all([0, 1].map((replica) => complete(replica, owner, both.id, 'deposit', both.paymentId)))).toEqual([
      200, 200,
    ]);
    for (const { id } of [one, both]) {
      expect(await eventsOf('payments.deposit.paid.v1', id)).toBe(1);
      expect((await viaA('GET', `/projects/${id}`, undefined, owner)).body.project.status).toBe('open');
    }

    // The hired project to its final payment; its completion reaches both replicas at once, then replica 2 again.
    const form = new FormData();
    form.append('title', 'Hoofdvideo');
    form.append('deliverable', new Blob([MP4], { type: 'application/octet-stream' }), 'brood.mp4');
    const uploaded = await fetch(`${stack.gatewayUrls[1]}/api/upload/deliverable/${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creator}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect((await viaA('POST', `/projects/${projectId}/submit`, undefined, creator)).status).toBe(200);
    const seen = { fileIds: [((await uploaded.json()) as { file: { id: string } }).file.id] };
    expect((await viaB('POST', `/projects/${projectId}/approve`, seen, owner)).body.project.status).toBe('approved');
    const final = await viaA('POST', `/payments/projects/${projectId}/final`, { method: 'ideal' }, owner);
    expect(final.status).toBe(200);
    const finalId: string = final.body.data.paymentId;
    expect(await Promise.all([0, 1].map((replica) => complete(replica, owner, projectId, 'final', finalId)))).toEqual([200, 200]);
    expect(await complete(1, owner, projectId, 'final', finalId)).toBe(200);

    expect(await eventsOf('payments.final_payment.paid.v1', projectId)).toBe(1);
    expect(await eventsOf('payments.deposit.paid.v1', projectId)).toBe(1);
    expect((await viaB('GET', `/projects/${projectId}`, undefined, owner)).body.project).toMatchObject({
      status: 'completed',
      finalPaymentCompleted: true,
    });
    const [paid] = await query(
      `SELECT count(*) FILTER (WHERE status = 'paid')::int AS paid, count(*)::int AS payments FROM payments.payment
        WHERE project_id = ANY($1)`,
      [[projectId, one.id, both.id]],
    );
    expect(paid).toEqual({ paid: 4, payments: 4 });
    expect(await assertBooksBalance(query)).toBe(1);

    // The release job runs on both replicas: her share, once she connects a payout account, leaves once.
    const connected = await viaB('POST', '/users/me/stripe/connect', {}, creator);
    const account = new URL(connected.body.data.onboardingUrl).searchParams.get('account');
    const onboarded = await viaA(
      'POST',
      '/users/me/stripe/simulate-onboarding',
      { account, iban: 'NL91ABNA0417164300', accountHolderName: 'Noor Test' },
      creator,
    );
    expect(onboarded.body.data.status).toBe('active');
    await waitFor(
      async () =>
        (await viaB('GET', `/payments/projects/${projectId}/status`, undefined, creator)).body.data.payout?.status === 'released',
      { timeoutMs: 20_000, intervalMs: 200, what: 'payout released' },
    );
    // Several more runs of both jobs find nothing left to pay.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      await query(`SELECT requests FROM payments.simulated_transfer WHERE transfer_group = $1`, [`project:${projectId}`]),
    ).toEqual([{ requests: 1 }]);
    expect(await assertBooksBalance(query)).toBe(1);
  }, 150_000);

  it(`the release job on both payments replicas releases each of ${SEEDED_PAYOUTS} due payouts once`, async () => {
    const before = (await query(`SELECT count(*)::int AS n FROM payments.simulated_transfer`))[0].n as number;
    await query('BEGIN');
    const ids = await seedDuePayouts(query, SEEDED_PAYOUTS, new Date());
    await query('COMMIT');
    const released = async () =>
      (await query(`SELECT count(*)::int AS n FROM payments.payout WHERE id = ANY($1) AND status = 'released'`, [ids]))[0]
        .n as number;
    await waitFor(async () => (await released()) === SEEDED_PAYOUTS, {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'every seeded payout released',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const [transfers] = await query(
      `SELECT count(*)::int AS made, count(DISTINCT idempotency_key)::int AS keys, max(requests)::int AS most_requests
         FROM payments.simulated_transfer`,
    );
    expect(transfers).toEqual({ made: before + SEEDED_PAYOUTS, keys: before + SEEDED_PAYOUTS, most_requests: 1 });
    // One PayoutReleased per payout (keyed by its project), one attempt each, the books add up.
    const [events] = await query(
      `SELECT count(*)::int AS n, count(DISTINCT aggregate_id)::int AS projects FROM payments.outbox_message
        WHERE type = 'payments.payout.released.v1' AND aggregate_id IN (SELECT project_id::text FROM payments.payout WHERE id = ANY($1))`,
      [ids],
    );
    expect(events).toEqual({ n: SEEDED_PAYOUTS, projects: SEEDED_PAYOUTS });
    const [attempted] = await query(
      `SELECT count(*)::int AS n FROM payments.payout WHERE id = ANY($1) AND attempts = 1 AND transfer_id IS NOT NULL`,
      [ids],
    );
    expect(attempted.n).toBe(SEEDED_PAYOUTS);
    expect(await assertBooksBalance(query)).toBe(1 + SEEDED_PAYOUTS);
  }, 120_000);

  it('a message sent through gateway A reaches the other party on gateway B at once; a third user gets 404 through either', async () => {
    const { owner, creator, projectId } = await hire(viaA, `${run}-praat`);
    const creatorSocket = await new Promise<Socket>((resolve, reject) => {
      const socket = connect(stack.gatewayUrls[1], {
        auth: { token: creator },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    const pushed = new Promise<Record<string, unknown>>((resolve) => creatorSocket.once('message-received', resolve));

    const sent = await viaA('POST', `/conversations/project/${projectId}/message`, { message: 'Welkom Noor! Vragen?' }, owner);
    expect(sent.status).toBe(201);
    const conversationId: string = sent.body.conversation.id;
    // Right after the 2xx, through the other gateway (and whichever messaging replica answers).
    const inbox = await viaB('GET', '/conversations', undefined, creator);
    expect(inbox.status).toBe(200);
    expect(inbox.body.totalUnread).toBe(1);
    expect(inbox.body.conversations[0]).toMatchObject({
      id: conversationId,
      lastMessage: { content: 'Welkom Noor! Vragen?', isFromMe: false },
      unreadCount: 1,
    });
    expect(await pushed).toMatchObject({
      conversationId,
      senderName: 'Bakkerij Levering',
      notification: { type: 'message', read: false },
    });

    const stranger = await viaB('POST', '/auth/register', {
      role: 'creator',
      email: `vreemde-${run}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      firstName: 'Vera',
      lastName: 'Vreemd',
      dateOfBirth: '1990-01-01',
      phoneNumber: '0644444444',
      bio: 'Ik kijk graag mee, maar hoor hier niet.',
    });
    expect(stranger.status).toBe(201);
    for (const via of [viaA, viaB]) {
      for (const route of [`/conversations/${conversationId}`, `/conversations/project/${projectId}`]) {
        const answer = await via('GET', route, undefined, stranger.body.token);
        expect({ route, status: answer.status, message: answer.body.message }).toEqual({
          route,
          status: 404,
          message: 'Gesprek niet gevonden',
        });
      }
    }
  }, 90_000);

  describe("through compose's edge balancer (HAProxy) in front of both gateways", () => {
    let edge: EdgeBalancer;
    beforeAll(async () => {
      edge = await startEdgeBalancer(stack.gatewayUrls);
    });
    afterAll(() => edge?.stop());

    /** A browser's socket.io client: long polling first, then the upgrade; cookies kept or not. */
    const browserSocket = (token: string, keepsCookies: boolean) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(edge.url, {
          auth: { token },
          transports: ['polling', 'websocket'],
          withCredentials: keepsCookies,
          reconnection: false,
          forceNew: true,
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });

    it("keeps a browser's long-polling session on one gateway (its cookie), upgrades it and delivers notices", async () => {
      const edgeApi = apiClient(() => ({ ...stack, url: edge.url }));
      const { owner, creator, projectId } = await hire(edgeApi, `${run}-rand`);
      const socket = await browserSocket(creator, true);
      await waitFor(() => socket.io.engine.transport.name === 'websocket' || undefined, { what: 'upgrade to websocket' });
      const pushed = new Promise<Record<string, unknown>>((resolve) => socket.once('message-received', resolve));
      const sent = await edgeApi('POST', `/conversations/project/${projectId}/message`, { message: 'Via de voordeur' }, owner);
      expect(sent.status).toBe(201);
      expect(await pushed).toMatchObject({ notification: { type: 'message' } });
    }, 90_000);

    it('without the cookie the polling requests alternate between gateways and the session breaks', async () => {
      const { creator } = await hire(through(0), `${run}-zonder`);
      await expect(browserSocket(creator, false)).rejects.toThrow();
    }, 60_000);
  });

  it('with one payments and one messaging replica killed (-9), both gateways answer every call from the others', async () => {
    const register = async (body: Record<string, string>) => {
      const answer = await viaA('POST', '/auth/register', { password: 'geheim123', confirmPassword: 'geheim123', ...body });
      expect(answer.status).toBe(201);
      return { token: answer.body.token as string, id: answer.body.user.id as string };
    };
    const bakery = await register({
      role: 'bedrijf',
      email: `uitval-${run}@example.nl`,
      companyName: 'Bakkerij Uitval',
      contactPerson: 'Sem de Boer',
      companySize: '1-10',
      industry: 'food-drinks',
    });
    const fenna = await register({
      role: 'creator',
      email: `uitval-maker-${run}@example.nl`,
      firstName: 'Fenna',
      lastName: 'Fluit',
      dateOfBirth: '1995-05-05',
      phoneNumber: '0633333333',
      bio: 'Ik film recepten in mijn eigen keuken.',
    });
    const { conversation } = (await viaA('POST', '/conversations', { participantId: fenna.id }, bakery.token)).body;

    await Promise.all([stack.kill('payments', 'SIGKILL', 0), stack.kill('messaging', 'SIGKILL', 0)]);
    try {
      const statuses: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        for (const via of [viaA, viaB]) {
          // A write with a body, and reads of both scaled services.
          const sent = await via(
            'POST',
            `/conversations/${conversation.id}/messages`,
            { content: `Ronde ${round}` },
            bakery.token,
          );
          statuses.push(
            sent.status,
            (await via('GET', '/conversations', undefined, fenna.token)).status,
            (await via('GET', '/payments/invoices', undefined, bakery.token)).status,
          );
        }
      }
      expect(statuses.filter((status) => status >= 300)).toEqual([]);
      const inbox = await viaB('GET', '/conversations', undefined, fenna.token);
      expect(inbox.body.conversations[0]).toMatchObject({ unreadCount: 12, lastMessage: { content: 'Ronde 5' } });
    } finally {
      await Promise.all([stack.restart('payments', 0), stack.restart('messaging', 0)]);
    }
  }, 90_000);
});
