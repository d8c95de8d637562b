import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@clipwerk/shell/sdk';
import { company, fakeSession, installFetch, renderScreen } from '../test/renderScreen';
import RegisterScreen from './RegisterScreen';

describe('register', () => {
  beforeEach(() => installFetch({ 'GET /api/auth/providers': { success: true, providers: { google: false } } }));

  it('step 1 chooses a role, step 2 can go back', async () => {
    renderScreen(<RegisterScreen />, { path: '/register' });
    await userEvent.click(screen.getByRole('button', { name: /Ik ben een creator/ }));
    expect(screen.getByRole('heading', { name: 'Aanmelden als creator' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Kies een andere rol/ }));
    expect(screen.getByRole('button', { name: /Ik ben een bedrijf/ })).toBeInTheDocument();
  });

  it('checks every creator field with the Dutch texts', async () => {
    renderScreen(<RegisterScreen />, { path: '/register?role=creator' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    for (const text of [
      'E-mailadres is verplicht',
      'Wachtwoord is verplicht',
      'Bevestig je wachtwoord',
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'Geboortedatum is verplicht',
      'Telefoonnummer is verplicht',
      'Bio is verplicht',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^Voornaam/), 'Sanne');
    expect(screen.queryByText('Voornaam is verplicht')).not.toBeInTheDocument();
  });

  it('checks password length and the confirmation', async () => {
    renderScreen(<RegisterScreen />, { path: '/register?role=creator' });
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), '12345');
    await userEvent.type(screen.getByLabelText(/^Bevestig wachtwoord/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(screen.getByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
  });

  it('checks the company fields and offers the agreed lists', async () => {
    renderScreen(<RegisterScreen />, { path: '/register?role=bedrijf' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    for (const text of [
      'Bedrijfsnaam is verplicht',
      'Contactpersoon is verplicht',
      'Bedrijfsgrootte is verplicht',
      'Branche is verplicht',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const sizes = within(screen.getByLabelText(/^Bedrijfsgrootte/))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['', '1-10', '11-50', '51-250', '251-1000', '1000+']);
    expect(within(screen.getByLabelText(/^Branche/)).getByRole('option', { name: 'Overig' })).toHaveAttribute('value', 'other');
  });

  it('registers a company with exactly its form fields and the role', async () => {
    const register = jest.fn(async () => company);
    renderScreen(<RegisterScreen />, { path: '/register?role=bedrijf', session: fakeSession({ register }) });
    await userEvent.type(screen.getByLabelText(/^Bedrijfsnaam/), 'Bakkerij Jansen');
    await userEvent.type(screen.getByLabelText(/^Contactpersoon/), 'Pieter Jansen');
    await userEvent.selectOptions(screen.getByLabelText(/^Bedrijfsgrootte/), '11-50');
    await userEvent.selectOptions(screen.getByLabelText(/^Branche/), 'food-drinks');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'pieter@bakkerij.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Bevestig wachtwoord/), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(register).toHaveBeenCalledWith({
      role: 'bedrijf',
      email: 'pieter@bakkerij.nl',
      password: 'geheim123',
      confirmPassword: 'geheim123',
      companyName: 'Bakkerij Jansen',
      contactPerson: 'Pieter Jansen',
      companySize: '11-50',
      industry: 'food-drinks',
    });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard'));
  });

  it('shows server validation messages joined by commas and under their fields', async () => {
    const register = jest.fn(async () => {
      throw new ApiError(
        409,
        'x',
        'VALIDATION.FAILED',
        [{ field: 'email', message: 'Dit e-mailadres is al in gebruik' }, { message: 'Controleer je gegevens' }],
        'Validatiefouten',
      );
    });
    renderScreen(<RegisterScreen />, { path: '/register?role=bedrijf', session: fakeSession({ register }) });
    await userEvent.type(screen.getByLabelText(/^Bedrijfsnaam/), 'B');
    await userEvent.type(screen.getByLabelText(/^Contactpersoon/), 'P');
    await userEvent.selectOptions(screen.getByLabelText(/^Bedrijfsgrootte/), '1-10');
    await userEvent.selectOptions(screen.getByLabelText(/^Branche/), 'other');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'p@b.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Bevestig wachtwoord/), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit e-mailadres is al in gebruik, Controleer je gegevens');
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik');
  });

  it('says at the birth date that a creator must be 18, and shows the server refusal there', async () => {
    const tooYoung = 'Je moet minimaal 18 jaar zijn om als creator op Clipwerk te werken';
    const register = jest.fn(async () => {
      throw new ApiError(400, 'x', 'VALIDATION.FAILED', [{ field: 'dateOfBirth', message: tooYoung }], 'Validatiefouten');
    });
    renderScreen(<RegisterScreen />, { path: '/register?role=creator', session: fakeSession({ register }) });
    const birthDate = screen.getByLabelText(/^Geboortedatum/);
    expect(birthDate).toHaveAccessibleDescription('Je moet minimaal 18 jaar zijn.');
    await userEvent.type(screen.getByLabelText(/^Voornaam/), 'Sanne');
    await userEvent.type(screen.getByLabelText(/^Achternaam/), 'Visser');
    await userEvent.type(birthDate, '2012-03-04');
    await userEvent.type(screen.getByLabelText(/^Telefoonnummer/), '0612345678');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 's@v.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Bevestig wachtwoord/), 'geheim123');
    await userEvent.type(screen.getByLabelText(/^Bio/), 'Ik film koffie.');
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(tooYoung));
  });

  it('shows the Google registration failure banner', () => {
    renderScreen(<RegisterScreen />, { path: '/register?error=oauth_failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Google registratie mislukt. Probeer het opnieuw.');
  });
});
