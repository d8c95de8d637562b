import { decodeEnvelope } from '@clipwerk/kit';
import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../src/application/ports/clock';
import { FinalPaymentDeadlineService } from '../src/application/final-payment-deadline/final-payment-deadline.service';
import { bearer, company, outboxEvents, type PaymentsTestApp, project, startPaymentsApp } from './support/payments-test-app';

const DAY = 24 * 3600 * 1000;

class TestClock implements Clock {
  private current = new Date();
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | number): void {
    this.current = new Date(at);
  }
}

/** The final payment's due date, its reminders and the overdue notice; the refund of a cancel after the delivery date. */
describe('final payment deadline (real PostgreSQL, controllable clock)', () => {
  const clock = new TestClock();
  let payments: PaymentsTestApp;
  let deadline: FinalPaymentDeadlineService;

  beforeAll(async () => {
    payments = await startPaymentsApp({ env: { FINAL_PAYMENT_DEADLINE_INTERVAL_MS: '0' }, overrides: { clock } });
    deadline = payments.app.get(FinalPaymentDeadlineService);
  });

  afterAll(() => payments.close());

  const post = (url: string, token: string, payload: object = {}) =>
    payments.inject({ method: 'POST', url, headers: bearer(token), payload });
  const decoded = async <T = Record<string, unknown>>(type: string, projectId: string): Promise<T[]> =>
    (await outboxEvents(payments, type, projectId)).map((row) => decodeEnvelope(row.envelope).event.payload as unknown as T);

  /** Deposit paid and a creator hired; approved at `approvedAt` unless told not to. */
  async function hired(approvedAt: Date | null) {
    const owner = await company(payments);
    const projectId = await project(payments, owner, 50_000);
    const { paymentId } = (await post(`/api/payments/projects/${projectId}/deposit`, owner.token, { method: 'ideal' })).json()
      .data;
    await post(`/api/payments/simulate-payment/${projectId}/deposit`, owner.token, { paymentId, outcome: 'paid' });
    const creatorId = randomUUID();
    await payments.deliver(ProjectEvents.CreatorSelected, projectId, {
      projectId,
      ownerId: owner.id,
      creatorId,
      proposalId: randomUUID(),
      contractAmountCents: 40_000n,
      title: 'Unboxing video koffiebonen',
    });
    if (approvedAt) {
      await payments.deliver(ProjectEvents.ProjectApproved, projectId, {
        projectId,
        ownerId: owner.id,
        creatorId,
        contractAmountCents: 40_000n,
        automatic: true,
        reason: 'Automatisch goedgekeurd na 7 dagen zonder antwoord',
        approvedAt: approvedAt.toISOString(),
      });
    }
    return { owner, projectId, creatorId };
  }

  /** Runs the job at `at` for this project alone (others' deadlines are moved out of the way). */
  async function runAt(at: number, projectId: string) {
    await payments.db.query(
      `UPDATE payments.project SET final_payment_reminder_at = NULL, final_payment_overdue_at = coalesce(final_payment_overdue_at, now())
        WHERE id <> $1`,
      [projectId],
    );
    clock.set(at);
    return deadline.run();
  }

  it('sets the due date at approval, reminds the company half way and a day before, then tells the creator once', async () => {
    const approvedAt = new Date('2026-12-01T09:00:00Z');
    const { projectId, owner, creatorId } = await hired(approvedAt);
    const dueAt = new Date(approvedAt.getTime() + 7 * DAY).toISOString();
    expect(await decoded(PaymentEvents.FinalPaymentDue.type, projectId)).toEqual([
      expect.objectContaining({ projectId, ownerId: owner.id, creatorId, dueAt }),
    ]);

    expect(await runAt(approvedAt.getTime() + 3.5 * DAY - 1, projectId)).toEqual({ reminded: 0, overdue: 0 });
    expect(await runAt(approvedAt.getTime() + 3.5 * DAY, projectId)).toEqual({ reminded: 1, overdue: 0 });
    expect(await runAt(approvedAt.getTime() + 6 * DAY, projectId)).toEqual({ reminded: 1, overdue: 0 });
    expect(await runAt(approvedAt.getTime() + 6.9 * DAY, projectId)).toEqual({ reminded: 0, overdue: 0 });
    expect(await runAt(approvedAt.getTime() + 7 * DAY, projectId)).toEqual({ reminded: 0, overdue: 1 });
    expect(await runAt(approvedAt.getTime() + 9 * DAY, projectId)).toEqual({ reminded: 0, overdue: 0 });

    const reminders = await decoded<{ stage: string; ownerId: string; dueAt: string }>(
      PaymentEvents.FinalPaymentReminder.type,
      projectId,
    );
    expect(reminders.map(({ stage, dueAt: due }) => ({ stage, due }))).toEqual([
      { stage: 'half', due: dueAt },
      { stage: 'last_day', due: dueAt },
    ]);
    expect(await decoded(PaymentEvents.FinalPaymentOverdue.type, projectId)).toEqual([
      expect.objectContaining({ projectId, creatorId, dueAt }),
    ]);
  });

  it('sends nothing once the final payment is paid', async () => {
    const approvedAt = new Date('2026-12-02T09:00:00Z');
    const { projectId, owner } = await hired(approvedAt);
    clock.set(approvedAt.getTime() + DAY);
    const { paymentId } = (await post(`/api/payments/projects/${projectId}/final`, owner.token, { method: 'ideal' })).json().data;
    expect(
      (await post(`/api/payments/simulate-payment/${projectId}/final`, owner.token, { paymentId, outcome: 'paid' })).statusCode,
    ).toBe(200);
    expect(await runAt(approvedAt.getTime() + 10 * DAY, projectId)).toEqual({ reminded: 0, overdue: 0 });
  });

  it('tells no one while a dispute holds the project, and two runs at once tell the creator once', async () => {
    const approvedAt = new Date('2026-12-03T09:00:00Z');
    const { projectId, owner, creatorId } = await hired(approvedAt);
    const payoutId = randomUUID();
    const dispute = { payoutId, projectId, ownerId: owner.id, creatorId };
    await payments.deliver(PaymentEvents.DisputeOpened, projectId, {
      ...dispute,
      reason: 'Niet geleverd',
      openedAt: approvedAt.toISOString(),
    });
    expect(await runAt(approvedAt.getTime() + 10 * DAY, projectId)).toEqual({ reminded: 0, overdue: 0 });

    await payments.deliver(PaymentEvents.DisputeResolved, projectId, {
      ...dispute,
      resolution: 'released',
      note: '',
      resolvedAt: approvedAt.toISOString(),
      amountCents: 0n,
    });
    await runAt(approvedAt.getTime() - 1, projectId); // sets the others aside; nothing of this project is due yet
    clock.set(approvedAt.getTime() + 10 * DAY);
    const runs = await Promise.all([deadline.run(), deadline.run(), deadline.run()]);
    expect(runs.reduce((sum, run) => sum + run.overdue, 0)).toBe(1);
    expect(await decoded(PaymentEvents.FinalPaymentOverdue.type, projectId)).toHaveLength(1);
  });

  it('refunds the whole deposit when the company cancels after the delivery date', async () => {
    const { projectId, owner } = await hired(null);
    await payments.deliver(ProjectEvents.ProjectCancelled, projectId, {
      projectId,
      ownerId: owner.id,
      reason: 'Geannuleerd door het bedrijf: de opleverdatum is verstreken zonder oplevering',
      creatorId: randomUUID(),
      deliveryMissed: true,
    });
    expect(await decoded(PaymentEvents.DepositRefunded.type, projectId)).toEqual([
      expect.objectContaining({ projectId, amountCents: 25_000n, reason: 'project_cancelled' }),
    ]);
  });
});
