import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { FinaliseDisputesService } from '../src/application/disputes/finalise-disputes.service';
import { ReleasePayoutsService } from '../src/application/release-payouts/release-payouts.service';
import { Messages } from '../src/domain/messages';
import { assertBooksBalance } from './support/ledger-check';
import {
  balance,
  bearer,
  company,
  outboxEvents,
  type PaymentsTestApp,
  project,
  startPaymentsApp,
  type TestCompany,
} from './support/payments-test-app';
import { TestClock } from './support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
/**
 * The next Wednesday, 09:00 UTC: the evidence period ends the next Wednesday, the decision is due 5 working days later.
 * Not before today: payments settle at the provider's real time, and the test's later moments must lie after it.
 */
const WEDNESDAY = (() => {
  const at = new Date();
  at.setUTCHours(9, 0, 0, 0);
  while (at.getUTCDay() !== 3 || at.getTime() < Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at.getTime();
})();

describe('disputes: either party opens, support decides, the money moves once (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;
  let finalise: FinaliseDisputesService;
  let release: ReleasePayoutsService;
  let support: string;
  const clock = new TestClock(WEDNESDAY);

  beforeAll(async () => {
    payments = await startPaymentsApp({ env: { PAYOUT_RELEASE_INTERVAL_MS: '0' }, overrides: { clock } });
    finalise = payments.app.get(FinaliseDisputesService);
    release = payments.app.get(ReleasePayoutsService);
    support = await payments.token('support');
  });

  afterAll(async () => {
    expect(await assertBooksBalance((sql, parameters) => payments.db.query(sql, parameters))).toBeGreaterThanOrEqual(3);
    await payments.close();
  });

  beforeEach(() => clock.set(WEDNESDAY));

  const post = (url: string, token: string, payload: object = {}) =>
    payments.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });
  const open = (projectId: string, token: string, reason = 'De video toont het verkeerde product.') =>
    post('/api/disputes', token, { projectId, reason });
  const decide = (id: string, body: object, token = support) => post(`/api/support/disputes/${id}/decision`, token, body);
  const events = async (type: string, projectId: string) =>
    (await outboxEvents(payments, type, projectId)).map(
      (row) => decodeEnvelope(row.envelope).event.payload as Record<string, unknown>,
    );
  const refundedOf = (projectId: string): Promise<{ kind: string; refunded_cents: string }[]> =>
    payments.db.query(
      `SELECT kind, refunded_cents FROM payments.payment WHERE project_id = $1 AND status = 'paid' ORDER BY kind`,
      [projectId],
    );
  const platformRevenueOf = async (projectId: string) => {
    const [row]: { net: string }[] = await payments.db.query(
      `SELECT coalesce(sum(CASE e.direction WHEN 'debit' THEN e.amount_cents ELSE -e.amount_cents END), 0)::text AS net
         FROM payments.ledger_entry e JOIN payments.ledger_transaction t ON t.id = e.transaction_id
         JOIN payments.payment p ON p.id = t.payment_id
        WHERE e.account_id = 'platform_revenue' AND p.project_id = $1`,
      [projectId],
    );
    return Number(row.net);
  };

  interface Project {
    owner: TestCompany;
    projectId: string;
    creatorId: string;
    creatorToken: string;
  }

  /** A deliverable file the creator uploaded to the project, as projects announces it. */
  async function uploaded(p: Project): Promise<string> {
    const fileId = randomUUID();
    await payments.deliver(ProjectEvents.DeliverableUploaded, p.projectId, {
      projectId: p.projectId,
      ownerId: p.owner.id,
      creatorId: p.creatorId,
      deliverableId: randomUUID(),
      fileId,
      version: 1,
      title: 'Hoofdvideo',
      kind: 'video',
      mimeType: 'video/mp4',
      size: 1024n,
    });
    return fileId;
  }

  /** A €400 contract with its €200 deposit paid, the creator hired, then as far as asked. */
  async function hired(stage: 'hired' | 'submitted' | 'approved' | 'settled'): Promise<Project> {
    const owner = await company(payments, { register: false });
    const projectId = await project(payments, owner, 40_000);
    const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, {
      paymentId: deposit.paymentId,
      outcome: 'paid',
    });
    const creatorId = randomUUID();
    const creatorToken = await payments.token('creator', creatorId);
    const contract = { projectId, ownerId: owner.id, creatorId, contractAmountCents: 40_000n };
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      ...contract,
      proposalId: randomUUID(),
      title: 'Unboxing',
    });
    const made = { owner, projectId, creatorId, creatorToken };
    if (stage === 'hired') return made;
    await payments.deliver(ProjectEvents.DeliverySubmitted, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      deliverableCount: 1,
    });
    if (stage === 'submitted') return made;
    await payments.deliver(ProjectEvents.ProjectApproved, projectId, contract);
    if (stage === 'approved') return made;
    const final = (await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/final`, owner.token, { paymentId: final.paymentId, outcome: 'paid' });
    const connect = await post('/api/users/me/stripe/connect', creatorToken);
    const account = new URL(connect.json().data.onboardingUrl as string).searchParams.get('account');
    await post('/api/users/me/stripe/simulate-onboarding', creatorToken, {
      account,
      iban: 'NL91ABNA0417164300',
      accountHolderName: 'Lotte de Vries',
    });
    return made;
  }

  it('lets the company open from the first submission and the creator once the final payment is overdue; one at a time', async () => {
    const p = await hired('hired');
    const early = await open(p.projectId, p.owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYMENTS.DISPUTE_NOT_YET', message: Messages.disputeCompanyNotYet });

    await payments.deliver(ProjectEvents.DeliverySubmitted, p.projectId, {
      projectId: p.projectId,
      ownerId: p.owner.id,
      creatorId: p.creatorId,
      deliverableCount: 1,
    });
    const creatorEarly = await open(p.projectId, p.creatorToken);
    expect(creatorEarly.statusCode).toBe(409);
    expect(creatorEarly.json().message).toBe(Messages.disputeCreatorNotYet);
    expect((await open(p.projectId, (await company(payments, { register: false })).token)).statusCode).toBe(404);
    expect((await open(p.projectId, support)).statusCode).toBe(404);
    const short = await open(p.projectId, p.owner.token, '   te kort    ');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'reason', message: Messages.disputeReasonInvalid }]);

    const opened = await open(p.projectId, p.owner.token, '  De video toont het verkeerde product.  ');
    expect(opened.statusCode).toBe(201);
    const dispute = opened.json().data.dispute;
    expect(dispute).toMatchObject({
      projectId: p.projectId,
      status: 'open',
      statusLabel: Messages.disputeStatus.open,
      openedBy: { id: p.owner.id, role: 'bedrijf' },
      reason: 'De video toont het verkeerde product.',
      statements: [],
      decision: null,
      actions: { addStatement: true, appeal: false, decide: false },
    });
    const twice = await open(p.projectId, p.creatorToken);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PAYMENTS.DISPUTE_ALREADY_OPEN', message: Messages.disputeAlreadyOpen });
    expect(await events(PaymentEvents.DisputeOpened.type, p.projectId)).toEqual([
      expect.objectContaining({ disputeId: dispute.id, openedByRole: 'bedrijf', ownerId: p.owner.id, creatorId: p.creatorId }),
    ]);
    const listed = (await get(`/api/disputes?projectId=${p.projectId}`, p.creatorToken)).json().data.disputes;
    expect(listed.map((d: { id: string }) => d.id)).toEqual([dispute.id]);

    const approved = await hired('approved');
    const byCreator = await open(approved.projectId, approved.creatorToken, 'De eindbetaling blijft uit na goedkeuring.');
    expect(byCreator.statusCode).toBe(201);
    expect(byCreator.json().data.dispute.openedBy).toEqual({ id: approved.creatorId, role: 'creator' });
  });

  it('takes statements during the evidence period, then is in review with its deadlines in working days', async () => {
    const p = await hired('submitted');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    const fileId = await uploaded(p);
    const added = await post(`/api/disputes/${id}/statements`, p.creatorToken, {
      text: 'Ik heb geleverd wat in de briefing stond.',
      fileIds: [fileId],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.dispute.statements).toEqual([
      expect.objectContaining({ author: expect.objectContaining({ id: p.creatorId, role: 'creator' }), fileIds: [fileId] }),
    ]);
    expect((await post(`/api/disputes/${id}/statements`, p.owner.token, { text: 'x' })).statusCode).toBe(400);
    expect(
      (await post(`/api/disputes/${id}/statements`, p.owner.token, { text: 'Geldig', fileIds: ['niet-een-id'] })).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/disputes/${id}/statements`, support, { text: 'Support schrijft geen toelichting.' })).statusCode,
    ).toBe(404);
    const outsider = await company(payments, { register: false });
    expect((await get(`/api/disputes/${id}`, outsider.token)).statusCode).toBe(404);
    expect((await get(`/api/disputes/${id}`, support)).statusCode).toBe(200);
    expect(await events(PaymentEvents.DisputeStatementAdded.type, p.projectId)).toHaveLength(1);

    clock.set(WEDNESDAY + 7 * DAY);
    const late = await post(`/api/disputes/${id}/statements`, p.owner.token, { text: 'Nog een toelichting, te laat.' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAYMENTS.DISPUTE_STATEMENTS_CLOSED' });
    const seen = (await get(`/api/disputes/${id}`, p.owner.token)).json().data.dispute;
    expect(seen.status).toBe('in_review');
    expect(seen.deadlines).toEqual({
      evidenceDueAt: new Date(WEDNESDAY + 7 * DAY).toISOString(),
      responseDueAt: new Date(WEDNESDAY + 9 * DAY).toISOString(),
      // Thursday, Friday, (weekend), Monday, Tuesday, Wednesday.
      decisionDueAt: new Date(WEDNESDAY + 14 * DAY).toISOString(),
      appealDueAt: null,
    });
    const evidence = (await get(`/api/disputes/${id}/evidence`, support)).json().data;
    expect(evidence.contractAmount).toBe(400);
    expect(evidence.payments).toEqual([expect.objectContaining({ type: 'deposit', status: 'paid', amount: 200 })]);
    expect(evidence.references.map((ref: { path: string }) => ref.path)).toContain(
      `/api/upload/preview/${p.projectId}/${fileId}`,
    );
  });

  it('lets a statement cite only the project’s deliverable files: anything else is 400 and nothing is stored', async () => {
    const p = await hired('submitted');
    const other = await hired('submitted');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    const own = await uploaded(p);
    const elsewhere = await uploaded(other);
    const statementsOf = async () =>
      (await payments.db.query(`SELECT file_ids FROM payments.dispute_statement WHERE dispute_id = $1`, [id])) as unknown[];

    for (const fileIds of [[randomUUID()], [own, elsewhere], [elsewhere]]) {
      const refused = await post(`/api/disputes/${id}/statements`, p.owner.token, { text: 'Zie het bestand.', fileIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENTS.DISPUTE_FILES_NOT_CITABLE',
        message: Messages.disputeFilesNotCitable,
      });
    }
    expect(await statementsOf()).toEqual([]);
    expect(await events(PaymentEvents.DisputeStatementAdded.type, p.projectId)).toEqual([]);

    // Either party may point at a deliverable file of the project, whoever uploaded it.
    const cited = await post(`/api/disputes/${id}/statements`, p.owner.token, { text: 'Zie de video.', fileIds: [own] });
    expect(cited.statusCode).toBe(201);
    expect(cited.json().data.dispute.statements[0].fileIds).toEqual([own]);
  });

  it('answers 404 on every dispute call to someone who is neither party nor support, and 403 on the desk to a party', async () => {
    const p = await hired('submitted');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    const outsider = (await company(payments, { register: false })).token;
    const stranger = await payments.token('creator', randomUUID());
    const decision = { outcome: 'release', note: 'De levering voldoet aan de briefing.' };
    const calls: [string, (token: string) => ReturnType<typeof get>][] = [
      ['POST /disputes', (token) => open(p.projectId, token)],
      ['GET /disputes?projectId', (token) => get(`/api/disputes?projectId=${p.projectId}`, token)],
      ['GET /disputes/{id}', (token) => get(`/api/disputes/${id}`, token)],
      ['GET /disputes/{id}/evidence', (token) => get(`/api/disputes/${id}/evidence`, token)],
      ['POST /disputes/{id}/statements', (token) => post(`/api/disputes/${id}/statements`, token, { text: 'Mijn kant.' })],
      ['POST /disputes/{id}/appeal', (token) => post(`/api/disputes/${id}/appeal`, token, { reason: 'Kijk nog eens goed.' })],
      ['GET /support/disputes', (token) => get('/api/support/disputes', token)],
      ['POST /support/disputes/{id}/decision', (token) => decide(id, decision, token)],
    ];
    for (const [name, call] of calls) {
      for (const token of [outsider, stranger]) expect([name, (await call(token)).statusCode]).toEqual([name, 404]);
    }
    const desk = calls.filter(([name]) => name.includes('/support/'));
    for (const [name, call] of desk) {
      for (const token of [p.owner.token, p.creatorToken]) expect([name, (await call(token)).statusCode]).toEqual([name, 403]);
    }
    expect((await get(`/api/disputes/${id}`, p.owner.token)).json().data.dispute.status).toBe('open');
  });

  it('keeps the desk to support: a party gets 403, anyone else 404; most urgent first', async () => {
    const older = await hired('submitted');
    const newer = await hired('submitted');
    clock.set(WEDNESDAY - DAY);
    const first = (await open(older.projectId, older.owner.token)).json().data.dispute.id;
    clock.set(WEDNESDAY);
    const second = (await open(newer.projectId, newer.owner.token)).json().data.dispute.id;
    const desk = (await get('/api/support/disputes', support)).json().data.disputes.map((d: { id: string }) => d.id);
    expect(desk.indexOf(first)).toBeLessThan(desk.indexOf(second));
    expect((await get('/api/support/disputes', older.owner.token)).statusCode).toBe(403);

    const body = { outcome: 'release', note: 'De levering voldoet aan de briefing.' };
    expect((await decide(first, body, older.owner.token)).statusCode).toBe(403);
    expect((await decide(first, body, older.creatorToken)).statusCode).toBe(403);
    expect((await decide(first, body, newer.owner.token)).statusCode).toBe(404);
    expect((await decide(randomUUID(), body)).statusCode).toBe(404);
    expect((await decide(first, { outcome: 'split', note: 'Verdeeld tussen beide partijen.' })).statusCode).toBe(400);
    const tooMuch = await decide(first, { outcome: 'split', creatorAmount: 200.01, note: 'Verdeeld tussen beide partijen.' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([{ field: 'creatorAmount', message: Messages.disputeCreatorAmountTooHigh(20_000) }]);
  });

  it('splits a settled project after an appeal: the creator paid her part less the fee on it, the rest refunded, once', async () => {
    const p = await hired('settled');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    expect((await get(`/api/payments/projects/${p.projectId}/status`, p.owner.token)).json().data.payout.status).toBe('disputed');

    // The first decision: a split of €250 for the creator; no money moves while it may be appealed.
    const first = await decide(id, { outcome: 'split', creatorAmount: 250, note: 'Deels geleverd volgens de briefing.' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.dispute).toMatchObject({
      status: 'decided',
      decision: { round: 1, outcome: 'split', creatorAmount: 250, final: false },
      deadlines: { appealDueAt: new Date(WEDNESDAY + 14 * DAY).toISOString() },
    });
    expect((await decide(id, { outcome: 'release', note: 'Nog een besluit, dubbel.' })).statusCode).toBe(409);
    expect(await refundedOf(p.projectId)).toEqual([
      { kind: 'deposit', refunded_cents: '0' },
      { kind: 'final', refunded_cents: '0' },
    ]);
    clock.set(WEDNESDAY + 30 * DAY);
    await release.run();
    expect((await get(`/api/payments/projects/${p.projectId}/status`, p.owner.token)).json().data.payout.status).toBe('disputed');

    clock.set(WEDNESDAY + 3 * DAY);
    const appealed = await post(`/api/disputes/${id}/appeal`, p.owner.token, { reason: 'De tweede video ontbreekt nog steeds.' });
    expect(appealed.statusCode).toBe(200);
    expect(appealed.json().data.dispute).toMatchObject({ status: 'appealed', appeal: { by: { role: 'bedrijf' } } });
    expect(
      (await post(`/api/disputes/${id}/appeal`, p.creatorToken, { reason: 'Nog een beroep, niet toegestaan.' })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/disputes/${id}/statements`, p.creatorToken, { text: 'Beide video’s staan in de werkruimte.' }))
        .statusCode,
    ).toBe(201);
    await finalise.run();
    expect((await get(`/api/disputes/${id}`, p.owner.token)).json().data.dispute.status).toBe('appealed');

    const final = await decide(id, { outcome: 'split', creatorAmount: 250, note: 'Na beroep: het besluit blijft staan.' });
    expect(final.statusCode).toBe(200);
    expect(final.json().data.dispute).toMatchObject({ status: 'closed', decision: { round: 2, final: true } });
    expect((await decide(id, { outcome: 'refund', note: 'Een derde besluit kan niet.' })).statusCode).toBe(409);

    // €400 contract, 15% fee: the creator's €250 part keeps €37.50 fee and pays her €212.50; €150 back from the final.
    expect(await refundedOf(p.projectId)).toEqual([
      { kind: 'deposit', refunded_cents: '0' },
      { kind: 'final', refunded_cents: '15000' },
    ]);
    expect(await balance(payments, `company_cash:${p.owner.id}`)).toBe(-25_000);
    expect(await platformRevenueOf(p.projectId)).toBe(3_750);
    clock.set(WEDNESDAY + 30 * DAY);
    await release.run();
    await release.run();
    expect(await balance(payments, `creator_account:${p.creatorId}`)).toBe(21_250);
    expect(await balance(payments, `creator_payable:${p.creatorId}`)).toBe(0);
    expect((await get(`/api/payments/projects/${p.projectId}/status`, p.creatorToken)).json().data.payout).toMatchObject({
      status: 'released',
      amount: 212.5,
    });
    expect(await events(PaymentEvents.DisputeResolved.type, p.projectId)).toEqual([
      expect.objectContaining({
        disputeId: id,
        resolution: 'split',
        amountCents: 21_250n,
        creatorPartCents: 25_000n,
        refundedCents: 15_000n,
      }),
    ]);
    expect(await events(PaymentEvents.DisputeDecided.type, p.projectId)).toHaveLength(2);
    expect(await events(PaymentEvents.DisputeAppealed.type, p.projectId)).toHaveLength(1);
  });

  it('makes a first decision final after 14 days without an appeal: a refund gives the whole contract back, once', async () => {
    const p = await hired('settled');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    await decide(id, { outcome: 'refund', note: 'Niet geleverd volgens de briefing.' });
    clock.set(WEDNESDAY + 14 * DAY - 1);
    expect(await finalise.run()).toBe(0);
    clock.set(WEDNESDAY + 14 * DAY);
    const late = await post(`/api/disputes/${id}/appeal`, p.creatorToken, { reason: 'Te laat ingesteld beroep.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENTS.DISPUTE_APPEAL_CLOSED');
    expect((await Promise.all([finalise.run(), finalise.run()])).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await finalise.run()).toBe(0);

    expect((await get(`/api/disputes/${id}`, p.creatorToken)).json().data.dispute).toMatchObject({
      status: 'closed',
      decision: { round: 1, outcome: 'refund', final: true },
    });
    expect(await refundedOf(p.projectId)).toEqual([
      { kind: 'deposit', refunded_cents: '20000' },
      { kind: 'final', refunded_cents: '20000' },
    ]);
    expect(await balance(payments, `company_cash:${p.owner.id}`)).toBe(0);
    expect(await platformRevenueOf(p.projectId)).toBe(0);
    expect((await get(`/api/payments/projects/${p.projectId}/status`, p.owner.token)).json().data.payout.status).toBe('refunded');
    expect(await events(PaymentEvents.DisputeResolved.type, p.projectId)).toEqual([
      expect.objectContaining({ resolution: 'refunded', refundedCents: 40_000n }),
    ]);
  });

  it('settles a project before its final payment for the creator part of the deposit, the rest refunded', async () => {
    const p = await hired('approved');
    const { id } = (await open(p.projectId, p.creatorToken, 'De eindbetaling blijft al weken uit.')).json().data.dispute;
    await decide(id, { outcome: 'split', creatorAmount: 100, note: 'Half geleverd: de helft van de aanbetaling.' });
    clock.set(WEDNESDAY + 15 * DAY);
    expect(await finalise.run()).toBe(1);
    // The €200 deposit: €100 for the creator (€15 fee, €85 to her), €100 back to the company.
    expect(await refundedOf(p.projectId)).toEqual([{ kind: 'deposit', refunded_cents: '10000' }]);
    expect(await balance(payments, `company_cash:${p.owner.id}`)).toBe(-10_000);
    const status = (await get(`/api/payments/projects/${p.projectId}/status`, p.creatorToken)).json().data;
    expect(status.payout).toMatchObject({ status: 'held', amount: 85 });
    const final = await post(`/api/payments/projects/${p.projectId}/final`, p.owner.token, { method: 'ideal' });
    expect(final.statusCode).toBe(409);
  });

  it('takes one of two decisions made at the same moment; the other gets 409 and nothing is booked twice', async () => {
    const p = await hired('settled');
    const { id } = (await open(p.projectId, p.owner.token)).json().data.dispute;
    await decide(id, { outcome: 'release', note: 'Eerste besluit: naar de creator.' });
    await post(`/api/disputes/${id}/appeal`, p.owner.token, { reason: 'Wij zijn het niet eens met dit besluit.' });
    const both = await Promise.all([
      decide(id, { outcome: 'refund', note: 'Tweede besluit, eerste poging.' }),
      decide(id, { outcome: 'refund', note: 'Tweede besluit, tweede poging.' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const postings: { n: number }[] = await payments.db.query(
      `SELECT count(*)::int AS n FROM payments.ledger_transaction t JOIN payments.payment p ON p.id = t.payment_id
       WHERE p.project_id = $1 AND t.kind = 'dispute_refund'`,
      [p.projectId],
    );
    expect(postings[0].n).toBe(1);
    expect(await events(PaymentEvents.DisputeResolved.type, p.projectId)).toHaveLength(1);
    expect(await balance(payments, `company_cash:${p.owner.id}`)).toBe(0);
  });
});
