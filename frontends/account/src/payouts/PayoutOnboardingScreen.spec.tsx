import { fireEvent, screen, waitFor } from '@testing-library/react';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import PayoutOnboardingScreen from './PayoutOnboardingScreen';

const SUBMIT = 'POST /api/users/me/stripe/simulate-onboarding';

function open(path = '/payout-onboarding?account=sim_acct_0123456789abcdef') {
  renderScreen(<PayoutOnboardingScreen />, { path, session: fakeSession({ user: creator }) });
}

function fill(iban: string, holder: string) {
  fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: iban } });
  fireEvent.change(screen.getByLabelText(/Naam rekeninghouder/), { target: { value: holder } });
  fireEvent.click(screen.getByRole('button', { name: 'Rekening koppelen' }));
}

describe('the test onboarding page of the simulated payout provider', () => {
  it('hands in the IBAN and the holder for this account and returns to the payouts tab', async () => {
    const fetchMock = installFetch({
      [SUBMIT]: {
        success: true,
        data: { status: 'active', accountDetails: { last4: '4300', bankName: 'ABN AMRO', country: 'NL' } },
      },
    });
    open();
    expect(screen.getByRole('note')).toHaveTextContent('Er wordt geen echte bankrekening gekoppeld.');
    fill('NL91 ABNA 0417 1643 00', 'Sanne de Vries');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/profile?tab=uitbetalingen'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/me/stripe/simulate-onboarding')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      account: 'sim_acct_0123456789abcdef',
      iban: 'NL91 ABNA 0417 1643 00',
      accountHolderName: 'Sanne de Vries',
    });
  });

  it("shows the server's Dutch refusal of a wrong IBAN at the IBAN field and stays", async () => {
    installFetch({
      [SUBMIT]: jsonResponse(400, {
        success: false,
        code: 'PAYMENTS.IBAN_INVALID',
        message: 'Ongeldig IBAN-nummer',
        errors: [{ field: 'iban', message: 'Ongeldig IBAN-nummer' }],
      }),
    });
    open();
    fill('NL92ABNA0417164300', 'Sanne de Vries');
    expect(await screen.findByText('Ongeldig IBAN-nummer')).toBeInTheDocument();
    expect(screen.getByLabelText(/IBAN/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('path')).toHaveTextContent('/payout-onboarding');
  });

  it('asks for both fields before sending anything', async () => {
    const fetchMock = installFetch({});
    open();
    fill('', '');
    expect(await screen.findAllByText('Vul dit veld in')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an account to connect it leads back to the profile', () => {
    installFetch({});
    open('/payout-onboarding');
    expect(screen.getByText('Geen koppeling gevonden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn profiel' })).toHaveAttribute('href', '/profile?tab=uitbetalingen');
  });
});
