import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentSuccessScreen from './PaymentSuccessScreen';
import { paymentOutcome } from './usePaymentOutcome';
import PaymentSimulatorScreen from './PaymentSimulatorScreen';
import {
  aPayment,
  aPaymentStatus,
  aSimulatedPayment,
  company,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import { TEXTS } from '../shared/texts';
import type { HalfStatus, PaymentHistoryBody, PaymentKind, PaymentStatus, PaymentStatusBody } from '@clipwerk/contracts/payments';

const status = (deposit: HalfStatus, final: HalfStatus) =>
  aPaymentStatus({
    depositPaymentCompleted: deposit === 'paid',
    finalPaymentCompleted: final === 'paid',
    deposit: { amount: 200, status: deposit },
    final: { amount: 200, status: final },
  });

const history = (
  ...payments: Array<[id: string, type: PaymentKind, status: PaymentStatus, createdAt: string]>
): PaymentHistoryBody => ({
  payments: payments.map(([id, type, paymentStatus, createdAt]) => aPayment({ id, type, status: paymentStatus, createdAt })),
  movements: [],
});

function api(paymentStatus: PaymentStatusBody | Response, paymentHistory: PaymentHistoryBody = history()) {
  return installFetch({
    'GET /api/payments/projects/p1/status':
      paymentStatus instanceof Object && 'ok' in paymentStatus ? paymentStatus : { success: true, data: paymentStatus },
    'GET /api/payments/projects/p1/history': { success: true, data: paymentHistory },
  });
}

const open = (search: string) =>
  renderScreen(<PaymentSuccessScreen />, { path: `/payment-success?${search}`, session: fakeSession({ user: company }) });

describe('the page a payer returns to', () => {
  it('shows no success for a made-up session_id while the deposit is not paid', async () => {
    api(status('pending', 'pending'));
    open('session_id=verzonnen-sessie-1234567890&project_id=p1');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentPending })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.paymentSucceeded)).toBeNull();
    expect(screen.queryByText(/Transactie-ID/)).toBeNull();
  });

  it('says the deposit succeeded only when payments says it is paid, with the transaction ID', async () => {
    api(status('paid', 'pending'));
    open('session_id=pay-1234567890abcdefghijkl&project_id=p1');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentSucceeded })).toBeInTheDocument();
    expect(screen.getByText('pay-1234567890abcdef')).toBeInTheDocument();
  });

  it("shows the final payment's own state for kind=final: paid means unlocked content and a way to the workspace", async () => {
    api(status('paid', 'paid'));
    open('session_id=pay-2&project_id=p1&kind=final');
    expect(await screen.findByRole('heading', { name: TEXTS.finalPaymentDone })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.contentUnlocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de werkruimte' })).toHaveAttribute('href', '/project-workspace/p1');
  });

  it('does not take a paid deposit for a paid final payment', async () => {
    api(status('paid', 'pending'));
    open('session_id=pay-2&project_id=p1&kind=final');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentPending })).toBeInTheDocument();
  });

  it('says a failed payment failed and offers a retry where it started', async () => {
    api(
      status('paid', 'pending'),
      history(['pay-old', 'final', 'pending', '2025-09-01T10:00:00Z'], ['pay-3', 'final', 'failed', '2025-09-02T10:00:00Z']),
    );
    open('session_id=pay-3&project_id=p1&kind=final');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentFailed })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen te betalen' })).toHaveAttribute(
      'href',
      '/project/p1/approve-payment',
    );
  });

  it('asks again while pending and shows the success once payments has it', async () => {
    let answers = 0;
    installFetch({
      'GET /api/payments/projects/p1/status': () =>
        jsonResponse(200, { data: status(++answers > 1 ? 'paid' : 'pending', 'pending') }),
      'GET /api/payments/projects/p1/history': { data: history() },
    });
    open('session_id=pay-4&project_id=p1');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentPending })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: TEXTS.paymentSucceeded }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says when the state cannot be fetched, and when there is no payment to look up', async () => {
    api(jsonResponse(404, { success: false, message: 'Opdracht niet gevonden' }));
    const first = open('session_id=x&project_id=p1');
    expect(await screen.findByRole('heading', { name: TEXTS.paymentStatusFailed })).toBeInTheDocument();
    first.unmount();
    open('session_id=x');
    expect(screen.getByRole('heading', { name: TEXTS.paymentUnknown })).toBeInTheDocument();
  });

  it('reads a payment held for review as under review, and a session it does not know by the newest payment', () => {
    expect(paymentOutcome('deposit', status('held_for_review', 'pending'), history(), 's')).toBe('under_review');
    const h = history(['a', 'deposit', 'failed', '2025-09-01T10:00:00Z'], ['b', 'deposit', 'pending', '2025-09-02T10:00:00Z']);
    expect(paymentOutcome('deposit', status('pending', 'pending'), h, 'cs_stripe_session')).toBe('pending');
    expect(paymentOutcome('deposit', status('pending', 'pending'), h, 'a')).toBe('failed');
  });
});

describe('the simulated checkout', () => {
  const simulator = (search: string) =>
    renderScreen(<PaymentSimulatorScreen />, {
      path: `/payment-simulator?${search}`,
      session: fakeSession({ user: company }),
    });
  const amountShown = () => screen.getByText(/Aanbetaling|Eindbetaling/).nextElementSibling?.textContent?.replace(/\s/g, ' ');

  it('pays the final half through /simulate-payment/{projectId}/final and returns with kind=final', async () => {
    const fetchMock = installFetch({
      'GET /api/payments/projects/p1/status': { success: true, data: status('paid', 'pending') },
      'POST /api/payments/simulate-payment/p1/final': aSimulatedPayment({ paymentId: 'pay-9' }),
    });
    simulator('payment_id=pay-9&project_id=p1&kind=final');
    expect(await screen.findByText('Eindbetaling')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Betalen' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/payment-success?session_id=pay-9&project_id=p1&kind=final'),
    );
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).includes('/simulate-payment/'))!;
    expect(JSON.parse(String(init.body))).toEqual({ paymentId: 'pay-9', outcome: 'paid' });
  });

  it("shows the amount of the half it pays, as payments states it: the deposit's, or the final payment's", async () => {
    // Amounts no half of another could be mistaken for: a contract amount lowered after the deposit was paid.
    const figures = aPaymentStatus({ depositPaymentCompleted: false, depositAmount: 137.5, finalAmount: 62.49 });
    installFetch({ 'GET /api/payments/projects/p1/status': { success: true, data: figures } });
    const deposit = simulator('payment_id=pay-1&project_id=p1');
    expect(await screen.findByText('Aanbetaling')).toBeInTheDocument();
    await waitFor(() => expect(amountShown()).toBe('€ 137,50'));
    deposit.unmount();

    simulator('payment_id=pay-2&project_id=p1&kind=final');
    expect(await screen.findByText('Eindbetaling')).toBeInTheDocument();
    await waitFor(() => expect(amountShown()).toBe('€ 62,49'));
  });

  it('returns to the cancel page of the half when the payer cancels', async () => {
    const fetchMock = installFetch({
      'GET /api/payments/projects/p1/status': { success: true, data: status('pending', 'pending') },
      'POST /api/payments/simulate-payment/p1/deposit': aSimulatedPayment({ status: 'failed' }),
    });
    simulator('payment_id=pay1&project_id=p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payment-cancel?project_id=p1'));
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).includes('/simulate-payment/'))!;
    expect(JSON.parse(String(init.body))).toEqual({ paymentId: 'pay1', outcome: 'cancelled' });
  });
});
