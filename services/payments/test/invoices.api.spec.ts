import { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { IssueInvoicesService } from '../src/application/invoices/issue-invoices.service';
import { depositInvoice } from '../src/domain/invoice';
import { Messages } from '../src/domain/messages';
import { seedSettledProjects } from './support/earnings-seed.cjs';
import { bearer, company, type PaymentsTestApp, project, startPaymentsApp } from './support/payments-test-app';
import { pdfText } from './support/pdf-text';

describe('invoices and payout statements (real PostgreSQL)', () => {
  let payments: PaymentsTestApp;

  beforeAll(async () => {
    payments = await startPaymentsApp();
  });

  afterAll(async () => {
    await payments.close();
  });

  const get = (url: string, token: string) => payments.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload: object) =>
    payments.inject({ method: 'POST', url, headers: bearer(token), payload });

  /** Every number of the year from 1 up without a hole, and the counter at the last one. */
  async function expectGapless(): Promise<number> {
    const rows: { year: number; sequence: number }[] = await payments.db.query(
      `SELECT year, sequence FROM invoice ORDER BY year, sequence`,
    );
    const years = [...new Set(rows.map((row) => row.year))];
    for (const year of years) {
      const sequences = rows.filter((row) => row.year === year).map((row) => row.sequence);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
      const [counter]: { last_sequence: number }[] = await payments.db.query(
        `SELECT last_sequence FROM invoice_counter WHERE year = $1`,
        [year],
      );
      expect(counter.last_sequence).toBe(sequences.length);
    }
    return rows.length;
  }

  describe('a project from deposit to completion', () => {
    let owner: Awaited<ReturnType<typeof company>>;
    let projectId: string;
    const creatorId = randomUUID();
    let creatorToken: string;

    beforeAll(async () => {
      owner = await company(payments);
      // Registered a year ago: past the launch offer's three months, so the standard 15% fee applies.
      await payments.db.query(`UPDATE company SET registered_at = now() - interval '1 year' WHERE id = $1`, [owner.id]);
      await payments.deliver(IdentityEvents.ProfileUpdated, owner.id, {
        userId: owner.id,
        role: 'bedrijf',
        displayName: 'Koffie & Co BV',
        companyName: 'Koffie & Co BV',
        kvkNumber: '12345678',
        btwNumber: 'NL812345678B01',
      });
      await payments.deliver(IdentityEvents.UserRegistered, creatorId, {
        userId: creatorId,
        role: 'creator',
        email: `${creatorId}@example.nl`,
        // The name she chose to be seen by; her statements carry her own name.
        displayName: 'Anna filmt',
        legalName: 'Anna de Jong',
        companyName: '',
        signUpMethod: 'password',
      });
      creatorToken = await payments.token('creator', creatorId);
      projectId = await project(payments, owner, 50_000);
      const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
      await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, {
        paymentId: deposit.paymentId,
        outcome: 'paid',
      });
      await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
        projectId,
        ownerId: owner.id,
        creatorId,
        proposalId: randomUUID(),
        contractAmountCents: 50_000n,
        title: 'Unboxing video koffiebonen',
      });
      await payments.deliver(ProjectEvents.ProjectApproved, projectId, {
        projectId,
        ownerId: owner.id,
        creatorId,
        contractAmountCents: 50_000n,
      });
      const final = (await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' })).json().data;
      await post(`/api/payments/simulate-payment/${projectId}/final`, owner.token, {
        paymentId: final.paymentId,
        outcome: 'paid',
      });
    });

    it('gives the company an invoice per payment and the creator her payout statement, newest first', async () => {
      const companyList = await get('/api/payments/invoices', owner.token);
      expect(companyList.statusCode).toBe(200);
      const [finalInvoice, depositInvoice] = companyList.json().data.invoices;
      expect(depositInvoice).toMatchObject({
        kind: 'deposit',
        title: 'Factuur aanbetaling',
        projectId,
        projectTitle: 'Unboxing video koffiebonen',
        amount: 250,
        pdfUrl: `/api/payments/invoices/${depositInvoice.id}.pdf`,
      });
      expect(finalInvoice).toMatchObject({ kind: 'final', title: 'Factuur eindbetaling', projectId, amount: 250 });
      expect(depositInvoice.number).toMatch(/^CW-\d{4}-\d{6}$/);

      const creatorList = (await get('/api/payments/invoices', creatorToken)).json().data.invoices;
      // 85% of € 500: her share.
      expect(creatorList).toEqual([
        expect.objectContaining({ kind: 'payout_statement', title: 'Uitbetalingsoverzicht', amount: 425 }),
      ]);
      // Her earnings name the statement.
      const { transactions } = (await get('/api/payments/creator/earnings', creatorToken)).json().data;
      expect(transactions[0]).toMatchObject({ projectId, invoice: creatorList[0].number, invoiceId: creatorList[0].id });
    });

    it('the final invoice splits the contract into her share and the platform fee with 21% BTW, to the cent', async () => {
      const [{ content }]: { content: { lines: { label: string; amountCents: number }[]; totalCents: number } }[] =
        await payments.db.query(`SELECT content FROM invoice WHERE project_id = $1 AND kind = 'final'`, [projectId]);
      // Fee € 75,00 includes VAT: € 61,98 + € 13,02.
      expect(content.lines.slice(0, 3)).toEqual([
        { label: Messages.invoice.lines.creatorShare, amountCents: 42_500 },
        { label: Messages.invoice.lines.platformFee(15), amountCents: 6_198 },
        { label: Messages.invoice.lines.vat(21), amountCents: 1_302 },
      ]);
      expect(content.totalCents).toBe(25_000);
    });

    it('serves each as a PDF with its number, the company’s KvK and BTW numbers, to its own party only', async () => {
      const [finalInvoice] = (await get('/api/payments/invoices', owner.token)).json().data.invoices;
      const response = await get(finalInvoice.pdfUrl, owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(response.rawPayload);
      expect(text).toEqual(
        expect.arrayContaining([
          finalInvoice.number,
          'KvK-nummer: 12345678',
          'Btw-nummer: NL812345678B01',
          'Unboxing video koffiebonen',
        ]),
      );
      expect(text.join(' ')).toContain('Btw 21% over de platformkosten');

      const statement = (await get('/api/payments/invoices', creatorToken)).json().data.invoices[0];
      const statementText = pdfText((await get(statement.pdfUrl, creatorToken)).rawPayload);
      expect(statementText).toEqual(expect.arrayContaining([statement.number, 'Anna de Jong', 'Jouw uitbetaling']));
      expect(statementText.join(' ')).not.toContain('Anna filmt');

      // The creator cannot open the company's invoice, nor another company; an unknown or malformed id is the same 404.
      for (const [url, token] of [
        [finalInvoice.pdfUrl, creatorToken],
        [finalInvoice.pdfUrl, (await company(payments, { register: false })).token],
        [`/api/payments/invoices/${randomUUID()}.pdf`, owner.token],
        [`/api/payments/invoices/${finalInvoice.id}`, owner.token],
        ['/api/payments/invoices/not-an-id.pdf', owner.token],
      ] as const) {
        const refused = await get(url, token);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'PAYMENTS.INVOICE_NOT_FOUND', message: Messages.invoiceNotFound });
      }
    });

    it('a repeated event issues nothing twice', async () => {
      const issuer = payments.app.get(IssueInvoicesService);
      await payments.db.transaction((manager) => issuer.forSettlement(projectId, manager));
      const [{ count }]: { count: string }[] = await payments.db.query(`SELECT count(*) FROM invoice WHERE project_id = $1`, [
        projectId,
      ]);
      expect(Number(count)).toBe(3);
      await expectGapless();
    });
  });

  it('a deposit refunded in full gets a credit note for its invoice, numbered in the same series, once', async () => {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 30_001);
    const deposit = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json().data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, {
      paymentId: deposit.paymentId,
      outcome: 'paid',
    });
    await payments.deliver(ProjectEvents.ProjectCancelled, projectId, {
      projectId,
      ownerId: owner.id,
      reason: 'niet meer nodig',
    });

    const listed = async () =>
      ((await get('/api/payments/invoices', owner.token)).json().data.invoices as { kind: string }[]).filter(
        (invoice) => (invoice as { projectId?: string }).projectId === projectId,
      );
    // Payments issues it from its own DepositRefunded, in the event's own step.
    for (let wait = 0; wait < 50 && (await listed()).length < 2; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    const [creditNote, invoice] = (await listed()) as {
      kind: string;
      number: string;
      amount: number;
      title: string;
      pdfUrl: string;
    }[];
    expect(invoice).toMatchObject({ kind: 'deposit', amount: 150.01 });
    expect(creditNote).toMatchObject({ kind: 'deposit_credit_note', title: 'Creditnota aanbetaling', amount: 150.01 });
    expect(creditNote.number).toMatch(/^CW-\d{4}-\d{6}$/);
    expect(Number(creditNote.number.slice(-6))).toBeGreaterThan(Number(invoice.number.slice(-6)));
    const text = pdfText((await get(creditNote.pdfUrl, owner.token)).rawPayload).join(' ');
    expect(text).toContain('Creditnotanummer');
    expect(text).toContain(Messages.invoice.notes.credits(invoice.number));

    // A repeated refund issues nothing twice; a project without a deposit invoice gets no credit note.
    const issuer = payments.app.get(IssueInvoicesService);
    const refund = { paymentId: deposit.paymentId, projectId, ownerId: owner.id, amountCents: 15_001, refundedAt: new Date() };
    await payments.db.transaction((manager) => issuer.forDepositRefund(refund, manager));
    const other = await project(payments, owner, 10_000);
    await payments.db.transaction((manager) => issuer.forDepositRefund({ ...refund, projectId: other }, manager));
    const [{ count }]: { count: string }[] = await payments.db.query(
      `SELECT count(*) FROM invoice WHERE kind = 'deposit_credit_note' AND project_id IN ($1, $2)`,
      [projectId, other],
    );
    expect(Number(count)).toBe(1);
    await expectGapless();
  });

  it('numbers 20 invoices created at once without a gap, also when some of their transactions roll back', async () => {
    const before = await expectGapless();
    const ownerId = randomUUID();
    const projectIds = await seedSettledProjects((sql, parameters) => payments.db.query(sql, parameters), {
      creatorId: randomUUID(),
      ownerId,
      projects: Array.from({ length: 24 }, (_, i) => ({
        title: `Video ${i}`,
        contractCents: 10_000,
        feeCents: 1_500,
        settledAt: new Date(),
      })),
    });
    const issuer = payments.app.get(IssueInvoicesService);
    const rolledBack = new Set(projectIds.slice(20));
    const results = await Promise.allSettled(
      projectIds.map((id) =>
        payments.db.transaction(async (manager) => {
          const content = depositInvoice({
            projectTitle: 'Video',
            company: { name: 'Koffie & Co BV', kvkNumber: null, btwNumber: null },
            amountCents: 5_000,
          });
          await issuer.issue({ kind: 'deposit', projectId: id, paymentId: null, partyId: ownerId, content }, new Date(), manager);
          if (rolledBack.has(id)) throw new Error('the rest of this transaction failed');
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(await expectGapless()).toBe(before + 20);
  });
});
