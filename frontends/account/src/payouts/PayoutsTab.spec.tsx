import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import ProfileScreen from '../profile/ProfileScreen';
import { PayoutTexts } from './messages';

const STATUS = 'GET /api/users/me/stripe/status';
const status = (data: object) => ({ success: true, data: { accountDetails: null, updatedAt: null, ...data } });

function openPayouts(path = '/profile?tab=uitbetalingen') {
  renderScreen(<ProfileScreen />, { path, session: fakeSession({ user: creator }) });
}

async function payoutCard() {
  return screen.findByTestId('payout-account');
}

describe('the Uitbetalingen tab of the profile', () => {
  it('opens on the payouts tab when the provider returns to /profile?tab=uitbetalingen', async () => {
    installFetch({ [STATUS]: status({ status: 'not_connected' }) });
    openPayouts();
    expect(await payoutCard()).toHaveAttribute('data-status', 'not_connected');
  });

  it('not connected: explains and connects; our own test onboarding opens inside the app', async () => {
    const fetchMock = installFetch({
      [STATUS]: status({ status: 'not_connected' }),
      'POST /api/users/me/stripe/connect': {
        success: true,
        data: { onboardingUrl: 'http://localhost/payout-onboarding?account=sim_acct_0123456789abcdef' },
      },
    });
    openPayouts();
    const card = await payoutCard();
    expect(within(card).getByText(PayoutTexts.states.not_connected.title)).toBeInTheDocument();
    expect(within(card).getByText('Niet gekoppeld')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: PayoutTexts.refresh })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Bankrekening koppelen' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/payout-onboarding?account=sim_acct_0123456789abcdef'),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/users/me/stripe/connect', expect.objectContaining({ method: 'POST' }));
  });

  it('restricted: more information needed, continue onboarding or refresh', async () => {
    installFetch({ [STATUS]: status({ status: 'restricted' }) });
    openPayouts();
    const card = await payoutCard();
    expect(within(card).getByText('Meer informatie nodig')).toBeInTheDocument();
    expect(within(card).getByText(PayoutTexts.states.restricted.description)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Gegevens aanvullen' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: PayoutTexts.refresh })).toBeEnabled();
  });

  it('pending: verification takes 1-2 working days; refresh re-reads the status and shows the new one', async () => {
    const fetchMock = installFetch({
      [STATUS]: status({ status: 'pending' }),
      'POST /api/users/me/stripe/refresh': status({
        status: 'active',
        accountDetails: { last4: '4567', bankName: 'ING', country: 'NL' },
      }),
    });
    openPayouts();
    const card = await payoutCard();
    expect(within(card).getByText(/1-2 werkdagen/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: PayoutTexts.refresh }));
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'active'));
    expect(within(card).getByText('•••• 4567')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(PayoutTexts.refreshed);
    expect(fetchMock).toHaveBeenCalledWith('/api/users/me/stripe/refresh', expect.objectContaining({ method: 'POST' }));
  });

  it('active: bank, •••• last four digits and the country', async () => {
    installFetch({
      [STATUS]: status({ status: 'active', accountDetails: { last4: '6789', bankName: 'Rabobank', country: 'NL' } }),
    });
    openPayouts();
    const card = await payoutCard();
    expect(within(card).getByText('Actief')).toBeInTheDocument();
    expect(within(card).getByText('Rabobank')).toBeInTheDocument();
    expect(within(card).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(card).getByText('Nederland')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bankgegevens wijzigen' })).toBeInTheDocument();
  });

  it('any other status is shown as unknown, with a way to refresh', async () => {
    installFetch({ [STATUS]: status({ status: 'something_new' }) });
    openPayouts();
    const card = await payoutCard();
    expect(card).toHaveAttribute('data-status', 'unknown');
    expect(within(card).getByText('Onbekende status')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: PayoutTexts.refresh })).toBeInTheDocument();
  });

  it('a failed connect says so with the Dutch setup text and stays on the tab', async () => {
    installFetch({
      [STATUS]: status({ status: 'not_connected' }),
      'POST /api/users/me/stripe/connect': jsonResponse(502, { success: false, message: 'Stripe weg' }),
    });
    openPayouts();
    fireEvent.click(within(await payoutCard()).getByRole('button', { name: 'Bankrekening koppelen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fout bij het opzetten van je uitbetalingsrekening. Probeer het opnieuw.',
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/profile');
  });

  it('a company has no payouts tab and never asks for a payout account', async () => {
    const fetchMock = installFetch({});
    renderScreen(<ProfileScreen />, { path: '/profile?tab=uitbetalingen', session: fakeSession({ user: company }) });
    expect(screen.queryByRole('tab', { name: 'Uitbetalingen' })).toBeNull();
    expect(screen.queryByTestId('payout-account')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/me/stripe/status', expect.anything());
  });
});
