import { waitFor } from '@clipwerk/kit/testing';
import { Client } from 'pg';
import { assertBooksBalance } from '../../services/payments/test/support/ledger-check';
import { apiClient, startEmbedded, type Topology } from './support/topologies';

/** A tiny MP4: its `ftyp` box is what makes it one. */
const MP4 = Buffer.concat([Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'), Buffer.alloc(1000, 7)]);

/**
 * From approval to the money settled, through the gateway of the embedded product: the company pays the final
 * half on the simulator page's path, the project is completed at once for both parties, the files download, the
 * creator's earnings are payments' figure, both parties' invoices are issued; with the hold shortened as for the demo,
 * the creator's share waits for her payout account and is released by the scheduled job once she connects one; the
 * books of the whole database
 * add up.
 */
describe('final payment journey through the gateway: embedded', () => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const run = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    // As `make start` runs the demo: no hold to speak of, and the release job looks often.
    Object.assign(process.env, { PAYOUT_HOLD_MINUTES: '0', PAYOUT_RELEASE_INTERVAL_MS: '200' });
    topology = await startEmbedded();
  }, 120_000);
  afterAll(() => topology?.stop());

  async function register(body: Record<string, string>): Promise<string> {
    const response = await api('POST', '/auth/register', { password: 'geheim123', confirmPassword: 'geheim123', ...body });
    expect(response.status).toBe(201);
    return response.body.token;
  }

  it('approval → final payment → completed → download 200 → payout waits, account connected, released → the books balance', async () => {
    const owner = await register({
      role: 'bedrijf',
      email: `finale-${run}@example.nl`,
      companyName: 'Bakkerij Finale',
      contactPerson: 'Mila de Wit',
      companySize: '11-50',
      industry: 'food-drinks',
    });
    const creator = await register({
      role: 'creator',
      email: `maker-finale-${run}@example.nl`,
      firstName: 'Noor',
      lastName: 'Test',
      dateOfBirth: '1996-06-06',
      phoneNumber: '0622222222',
      bio: 'Ik maak korte video’s over brood en gebak.',
    });
    const created = await api(
      'POST',
      '/projects',
      {
        title: `Verse broodjes ${run}`,
        description: 'We zoeken een creator die ons nieuwe zuurdesembrood bakt, aansnijdt en eerlijk laat proeven.',
        budget: 200.01,
        category: 'food-drinks',
        contentType: 'beide',
      },
      owner,
    );
    const projectId: string = created.body.project.id;
    const deposit = await api('POST', `/payments/projects/${projectId}/deposit`, { method: 'ideal' }, owner);
    const depositPaid = { paymentId: deposit.body.data.paymentId, outcome: 'paid' };
    expect((await api('POST', `/payments/simulate-payment/${projectId}/deposit`, depositPaid, owner)).status).toBe(200);
    const proposal = { motivation: 'Ik bak zelf al jaren zuurdesem en laat dat graag zien.', price: 180, deliveryTimeInDays: 5 };
    expect((await api('POST', `/proposals/project/${projectId}`, proposal, creator)).status).toBe(201);
    const [accepted] = (await api('GET', `/proposals/project/${projectId}`, undefined, owner)).body.proposals;
    expect((await api('POST', `/proposals/accept/${accepted.id}`, { price: accepted.price }, owner)).status).toBe(200);

    // The contract amount goes up by agreement: the creator proposes, the company confirms.
    expect((await api('POST', `/payments/projects/${projectId}/propose-amount`, { amount: 210.5 }, creator)).status).toBe(200);
    expect((await api('POST', `/payments/projects/${projectId}/confirm-amount`, { amount: 210.5 }, owner)).status).toBe(200);
    // One of the first companies of a fresh product: the launch offer, no fee, the whole amount for the creator.
    expect((await api('GET', `/projects/${projectId}`, undefined, creator)).body.project).toMatchObject({
      contractAmount: 210.5,
      creatorShare: 210.5,
      platformFee: 0,
    });

    const form = new FormData();
    form.append('title', 'Hoofdvideo');
    form.append('deliverable', new Blob([MP4], { type: 'application/octet-stream' }), 'brood.mp4');
    const uploaded = await fetch(`${topology.url}/api/upload/deliverable/${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creator}` },
      body: form,
    });
    const fileId: string = ((await uploaded.json()) as { file: { id: string } }).file.id;
    expect((await api('POST', `/projects/${projectId}/submit`, undefined, creator)).status).toBe(200);
    const seen = { fileIds: [fileId] };
    expect((await api('POST', `/projects/${projectId}/approve`, seen, owner)).body.project.status).toBe('approved');
    expect((await api('GET', `/upload/download/${projectId}/${fileId}`, undefined, owner)).status).toBe(403);

    // The final payment: the contract amount minus the deposit (100.01), computed by payments.
    const final = await api('POST', `/payments/projects/${projectId}/final`, { method: 'ideal' }, owner);
    expect(final.status).toBe(200);
    expect(final.body.data).toMatchObject({ amount: 110.49, completed: false });
    const paid = await api(
      'POST',
      `/payments/simulate-payment/${projectId}/final`,
      { paymentId: final.body.data.paymentId, outcome: 'paid' },
      owner,
    );
    expect(paid.body).toMatchObject({
      message: 'Eindbetaling succesvol verwerkt! Alle content is nu beschikbaar voor download.',
    });

    // Right after the answer, for both parties: completed, unlocked, figures as payments sent them.
    expect((await api('GET', `/projects/${projectId}`, undefined, owner)).body.project).toMatchObject({
      status: 'completed',
      finalPaymentCompleted: true,
    });
    for (const token of [owner, creator]) {
      const download = await fetch(`${topology.url}/api/upload/download/${projectId}/${fileId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(MP4)).toBe(true);
    }
    // They rate each other: the second rating publishes both, and her profile shows projects' figures at once.
    const rating = (token: string, stars: number, text: string) =>
      api('POST', `/projects/${projectId}/ratings`, { stars, text }, token);
    expect((await rating(owner, 4, 'Heerlijk brood, mooi in beeld gebracht.')).status).toBe(201);
    expect((await api('GET', `/projects/${projectId}/ratings`, undefined, creator)).body.ratings.theirs).toBeNull();
    expect((await rating(creator, 5, 'Duidelijke briefing en snel betaald.')).status).toBe(201);
    const creatorId: string = (await api('GET', '/auth/me', undefined, creator)).body.user.id;
    expect((await api('GET', `/users/creators/${creatorId}`)).body.data.creator.stats).toMatchObject({
      averageRating: 4,
      ratingCount: 1,
    });

    const status = (await api('GET', `/payments/projects/${projectId}/status`, undefined, creator)).body.data;
    expect(status).toMatchObject({
      finalPaymentCompleted: true,
      totalAmount: 210.5,
      depositAmount: 100.01,
      finalAmount: 110.49,
      fee: { percentage: 0, launchOffer: true, platformFee: 0, creatorAmount: 210.5 },
    });
    expect((await api('GET', '/projects/my-active', undefined, creator)).body.stats).toMatchObject({
      completedProjects: 1,
      totalEarnings: status.fee.creatorAmount,
    });
    // Her earnings page (its analytics path reaches payments too) and her payout statement, the company's invoices.
    const earnings = (await api('GET', '/analytics/earnings?period=current-month', undefined, creator)).body.data;
    expect(earnings.overview).toMatchObject({ totalEarnings: status.fee.creatorAmount, completedProjects: 1 });
    const [statement] = (await api('GET', '/payments/invoices', undefined, creator)).body.data.invoices;
    expect(statement).toMatchObject({ kind: 'payout_statement', projectId, amount: status.fee.creatorAmount });
    expect(earnings.transactions).toEqual([expect.objectContaining({ projectId, invoice: statement.number, status: 'pending' })]);
    const invoices = (await api('GET', '/payments/invoices', undefined, owner)).body.data.invoices;
    expect(invoices.map((invoice: { kind: string; amount: number }) => [invoice.kind, invoice.amount])).toEqual([
      ['final', 110.49],
      ['deposit', 100.01],
    ]);
    const pdf = await fetch(`${topology.url}${invoices[0].pdfUrl}`, { headers: { authorization: `Bearer ${owner}` } });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const foreign = await fetch(`${topology.url}${invoices[0].pdfUrl}`, { headers: { authorization: `Bearer ${creator}` } });
    expect(foreign.status).toBe(404);

    // The hold is over at once; without a payout account the share waits and the creator is told what to do.
    const payoutOf = async () =>
      (await api('GET', `/payments/projects/${projectId}/status`, undefined, creator)).body.data.payout;
    const waiting = await waitFor(
      async () => {
        const payout = await payoutOf();
        return payout?.status === 'waiting_for_account' && payout;
      },
      { what: 'payout waiting for an account' },
    );
    expect(waiting.action).toMatch(/Profiel › Uitbetalingen/);
    const connect = await api('POST', '/users/me/stripe/connect', {}, creator);
    const account = new URL(connect.body.data.onboardingUrl).searchParams.get('account');
    const onboarded = await api(
      'POST',
      '/users/me/stripe/simulate-onboarding',
      { account, iban: 'NL91ABNA0417164300', accountHolderName: 'Noor Test' },
      creator,
    );
    expect(onboarded.body.data.status).toBe('active');
    const released = await waitFor(
      async () => {
        const payout = await payoutOf();
        return payout?.status === 'released' && payout;
      },
      { what: 'payout released' },
    );
    expect(released).toMatchObject({ amount: 210.5, action: null });

    const db = new Client({ connectionString: topology.databaseUrl });
    await db.connect();
    try {
      expect(await assertBooksBalance(async (sql, parameters) => (await db.query(sql, parameters)).rows)).toBe(1);
      const [transfer] = (
        await db.query(`SELECT requests FROM payments.simulated_transfer WHERE transfer_group = $1`, [`project:${projectId}`])
      ).rows;
      expect(transfer).toEqual({ requests: 1 });
    } finally {
      await db.end();
    }
  }, 90_000);
});
