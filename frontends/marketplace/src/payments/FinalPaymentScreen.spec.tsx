import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FinalPaymentScreen from './FinalPaymentScreen';
import {
  aCardIntent,
  aFinalPayment,
  aPaymentStatus,
  aSimulatedPayment,
  company,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import { TEXTS } from '../shared/texts';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';

const project = (status = 'approved') => ({
  success: true,
  project: {
    id: 'p1',
    title: 'Unboxing koffiemachine',
    description: 'Uitpakken',
    status,
    budget: 500,
    selectedCreator: { id: 'u-creator', name: 'Sanne de Vries' },
  },
  isOwner: true,
  canApply: false,
});

// Figures a server would send that no client arithmetic could produce from each other (launch-offer fee of 0 on
// an odd contract amount), so the test sees that the page shows them as sent.
const status = (overrides: Partial<PaymentStatusBody> = {}) =>
  aPaymentStatus({
    depositPaymentDate: '2025-09-02T10:00:00.000Z',
    totalAmount: 420.01,
    contractAmount: 420.01,
    depositAmount: 250,
    finalAmount: 170.01,
    deposit: { amount: 250, status: 'paid' },
    final: { amount: 170.01, status: 'pending' },
    fee: { percentage: 0, launchOffer: true, platformFee: 0, creatorAmount: 420.01 },
    ...overrides,
  });

const deliverables = {
  success: true,
  deliverables: [
    { id: 'd1', title: 'Video 1', files: [{ id: 'f1' }, { id: 'f2' }] },
    { id: 'd2', title: 'Foto', files: [{ id: 'f3' }] },
  ],
};

function api(routes: Record<string, unknown> = {}) {
  return installFetch({
    'GET /api/projects/p1': project(),
    'GET /api/payments/projects/p1/status': { success: true, data: status() },
    'GET /api/upload/deliverables/p1': deliverables,
    ...routes,
  });
}

const open = () =>
  renderScreen(<FinalPaymentScreen />, {
    path: '/project/p1/approve-payment',
    route: '/project/:projectId/approve-payment',
    session: fakeSession({ user: company }),
  });

const amountOf = (label: string) =>
  within(screen.getByLabelText('Bedragen'))
    .getByText(label)
    .closest('div')!
    .querySelector('dd')!
    .textContent!.replace(/\s/g, ' ');

describe('the final payment page', () => {
  it("shows payments' figures as sent, the deliverables and the locked content", async () => {
    api();
    open();
    expect(await screen.findByRole('heading', { name: TEXTS.finalPaymentRequired })).toBeInTheDocument();
    expect(amountOf('Contractbedrag')).toBe('€ 420,01');
    expect(amountOf('Eindbetaling')).toBe('€ 170,01');
    expect(amountOf('Voor de creator')).toBe('€ 420,01');
    expect(screen.getByText(/Platformkosten \(0%\)/)).toHaveTextContent('Introductieaanbod');
    expect(screen.getByText(/Betaald op 2 september 2025/)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.contentLocked)).toBeInTheDocument();
    expect(screen.getByText('Video 1 · 2 bestanden')).toBeInTheDocument();
    expect(screen.getByText('Wacht op betaling')).toBeInTheDocument();
  });

  it("asks the spec's question first, then pays by iDEAL on the simulated checkout for kind=final", async () => {
    const fetchMock = api({
      'POST /api/payments/projects/p1/final': {
        success: true,
        data: aFinalPayment({
          paymentId: 'pay-1',
          amount: 170.01,
          checkoutUrl: 'http://localhost/payment-simulator?payment_id=pay-1&project_id=p1&kind=final',
        }),
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Betaal met iDEAL' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Weet je zeker dat je de eindbetaling van € 170,01 wilt voltooien? Hierna wordt alle content vrijgegeven voor download.'.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/final'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, betalen' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/payment-simulator?payment_id=pay-1&project_id=p1&kind=final'),
    );
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payments/projects/p1/final'))!;
    expect(JSON.parse(String(init.body))).toEqual({ method: 'ideal' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('pays by card in the dialog with the client secret and goes to the unlocked workspace', async () => {
    const fetchMock = api({
      'POST /api/payments/projects/p1/final': {
        success: true,
        data: aFinalPayment({
          ...aCardIntent({ paymentId: 'pay-2', amount: 170.01, clientSecret: 'sim_pi_pay2_secret_x' }),
          checkoutUrl: null,
        }),
      },
      'POST /api/payments/simulate-payment/p1/final': aSimulatedPayment({ paymentId: 'pay-2' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Betaal met kaart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, betalen' }));
    expect(await screen.findByRole('dialog', { name: TEXTS.cardDialogTitle })).toHaveTextContent('Testbetaalomgeving');
    await userEvent.click(screen.getByRole('button', { name: /^Betaal €\s170,01$/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/project-workspace/p1'));
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/simulate-payment/p1/final'))!;
    expect(JSON.parse(String(init.body))).toEqual({ paymentId: 'pay-2', outcome: 'paid' });
    expect(screen.getByText(TEXTS.finalPaymentSucceeded)).toBeInTheDocument();
  });

  it("shows the server's Dutch refusal as sent, and the card error under 'Betalingsfout'", async () => {
    api({
      'POST /api/payments/projects/p1/final': jsonResponse(409, {
        success: false,
        code: 'PAYMENTS.FINAL_UNDER_REVIEW',
        message: 'We controleren je eindbetaling voor deze opdracht. Betaal niet opnieuw; we nemen contact met je op.',
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Betaal met iDEAL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, betalen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We controleren je eindbetaling voor deze opdracht/);

    api({
      'POST /api/payments/projects/p1/final': {
        success: true,
        data: aFinalPayment({
          ...aCardIntent({ paymentId: 'pay-3', amount: 170.01, clientSecret: 'sim_pi_pay3_secret_x' }),
          checkoutUrl: null,
        }),
      },
      'POST /api/payments/simulate-payment/p1/final': jsonResponse(404, { success: false, message: 'Betaling niet gevonden' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Betaal met kaart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, betalen' }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.cardDialogTitle });
    await userEvent.click(screen.getByRole('button', { name: /^Betaal €\s170,01$/ }));
    const error = (await within(dialog).findByText('Betaling niet gevonden')).closest('[role="alert"]');
    expect(error).toHaveTextContent(TEXTS.cardErrorTitle);
  });

  it('offers no payment before approval, and shows the unlocked content once paid', async () => {
    api({ 'GET /api/projects/p1': project('under_review') });
    const first = open();
    expect(await screen.findByText(TEXTS.finalNotYet)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betaal met iDEAL' })).toBeDisabled();
    expect(screen.getByText('Wachten op goedkeuring')).toBeInTheDocument();
    first.unmount();

    api({
      'GET /api/projects/p1': project('completed'),
      'GET /api/payments/projects/p1/status': {
        success: true,
        data: status({ finalPaymentCompleted: true, finalPaymentDate: '2025-09-21T10:00:00.000Z' }),
      },
    });
    open();
    expect(await screen.findByRole('heading', { name: TEXTS.finalPaymentDone })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXTS.contentUnlocked })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de werkruimte' })).toHaveAttribute('href', '/project-workspace/p1');
    expect(screen.queryByRole('button', { name: 'Betaal met iDEAL' })).toBeNull();
  });

  it('sends someone who is not the owner to the dashboard, and says so when the project cannot load', async () => {
    api({ 'GET /api/projects/p1': { ...project(), isOwner: false } });
    const first = open();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard'));
    first.unmount();

    api({ 'GET /api/projects/p1': jsonResponse(500, { success: false, message: 'kapot' }) });
    open();
    expect(await screen.findByText(TEXTS.finalPaymentLoadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
