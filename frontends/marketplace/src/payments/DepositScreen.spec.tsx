import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DepositScreen from './DepositScreen';
import {
  aCardIntent,
  aPaymentStatus,
  aSimulatedPayment,
  company,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import { TEXTS } from '../shared/texts';

const project = {
  success: true,
  project: { id: 'p1', title: 'Unboxing koffiemachine', description: 'Uitpakken', status: 'awaiting_deposit', budget: 500 },
  isOwner: true,
  canApply: false,
};
const due = aPaymentStatus({
  depositPaymentCompleted: false,
  depositPaymentDate: null,
  totalAmount: 500,
  depositAmount: 250,
  finalAmount: 250,
  deposit: { amount: 250, status: 'pending' },
});
const paid = aPaymentStatus({ totalAmount: 500, depositAmount: 250, deposit: { amount: 250, status: 'paid' } });

const open = () =>
  renderScreen(<DepositScreen />, {
    path: '/projects/p1/payment',
    route: '/projects/:projectId/payment',
    session: fakeSession({ user: company }),
  });

describe('the deposit page', () => {
  it('pays the deposit by card in the dialog on the intent of /initialize, then shows it received', async () => {
    let deposit = due;
    const fetchMock = installFetch({
      'GET /api/projects/p1': project,
      'GET /api/payments/projects/p1/status': () => jsonResponse(200, { success: true, data: deposit }),
      'POST /api/payments/projects/p1/initialize': {
        success: true,
        data: aCardIntent({ paymentId: 'pay-d', amount: 250, clientSecret: 'sim_pi_payd_secret_x' }),
      },
      'POST /api/payments/simulate-payment/p1/deposit': () => {
        deposit = paid;
        return jsonResponse(200, aSimulatedPayment({ paymentId: 'pay-d' }));
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Betaal met kaart' }));
    expect(await screen.findByRole('dialog', { name: TEXTS.cardDialogTitle })).toHaveTextContent('Testbetaalomgeving');
    await userEvent.click(screen.getByRole('button', { name: /^Betaal €\s250,00$/ }));
    expect(await screen.findByRole('heading', { name: TEXTS.depositPaid })).toBeInTheDocument();
    const [, init = {}] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/simulate-payment/p1/deposit'))!;
    expect(JSON.parse(String(init.body))).toEqual({ paymentId: 'pay-d', outcome: 'paid' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/payments/projects/p1/deposit'))).toBe(false);
  });

  it('still offers iDEAL, which starts the checkout and opens the test payment page', async () => {
    installFetch({
      'GET /api/projects/p1': project,
      'GET /api/payments/projects/p1/status': { success: true, data: due },
      'POST /api/payments/projects/p1/deposit': {
        success: true,
        data: { checkoutUrl: '/payment-simulator?projectId=p1&paymentId=pay-i', paymentId: 'pay-i' },
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Betaal met iDEAL' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payment-simulator'));
  });
});
