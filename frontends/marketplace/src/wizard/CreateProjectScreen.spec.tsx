import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import CreateProjectScreen from './CreateProjectScreen';
import { createPayload, emptyWizard, stepErrors } from './wizardRules';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Volgende' }));

async function fillStepOne(title = 'Unboxing van onze koffiebonen') {
  await userEvent.type(screen.getByLabelText(/^Titel/), title);
  await userEvent.selectOptions(screen.getByLabelText(/^Categorie/), 'food-drinks');
  await userEvent.type(screen.getByLabelText(/^Beschrijving/), 'Laat zien hoe je thuis een kop koffie zet met onze verse bonen.');
}

describe('create wizard', () => {
  it('shows the four steps and checks step 1 with the spec texts', async () => {
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    for (const step of ['Basisinformatie', 'Content', 'Budget & timing', 'Controleren'])
      expect(screen.getByText(step, { selector: '.mk-stepper__label' })).toBeInTheDocument();
    await next();
    expect(screen.getByText('De titel moet minimaal 5 karakters lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Categorie is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Beschrijving is verplicht')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Stap 1 van 4/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Titel/), 'Kort');
    expect(screen.queryByText('De titel moet minimaal 5 karakters lang zijn')).not.toBeInTheDocument();
  });

  it('refuses a title over 100 characters', () => {
    const values = { ...emptyWizard(), title: 'x'.repeat(101), category: 'other', description: 'iets' };
    expect(stepErrors(0, values).title).toBe('De titel mag maximaal 100 karakters lang zijn');
    expect(stepErrors(0, { ...values, title: 'x'.repeat(100) }).title).toBeUndefined();
  });

  it('needs a budget of at least €25, or €0,01 for a test account', async () => {
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    await fillStepOne();
    await next();
    await next();
    expect(screen.getByRole('heading', { name: /Budget & timing/ })).toBeInTheDocument();
    await next();
    expect(screen.getByText('Budget is verplicht')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Budget/), '24,99');
    await next();
    expect(screen.getByText('Het budget moet minimaal €25 zijn')).toBeInTheDocument();

    const values = { ...emptyWizard(), budget: '0,01' };
    expect(stepErrors(2, values, { testAccount: true }).budget).toBeUndefined();
    expect(stepErrors(2, { ...values, budget: '0' }, { testAccount: true }).budget).toBe('Het budget moet minimaal €0,01 zijn');
  });

  it('publishes from the review step and goes to the deposit page', async () => {
    const fetchMock = installFetch({
      'POST /api/projects': {
        success: true,
        requiresPayment: true,
        payment: { amount: 125 },
        project: { id: 'p9', title: 'x', status: 'awaiting_deposit' },
      },
    });
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    await fillStepOne();
    await next();
    await userEvent.type(screen.getByLabelText('Contentvereiste 1'), '  Product in beeld  ');
    await userEvent.click(screen.getByRole('button', { name: '+ Vereiste toevoegen' }));
    await userEvent.type(screen.getByLabelText('Oplevering 1: titel'), '1 video van 30 seconden');
    await next();
    await userEvent.type(screen.getByLabelText(/^Budget/), '3.00');
    await next();
    expect(screen.getByText(/Gebruik een komma voor de centen/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Budget/));
    await userEvent.type(screen.getByLabelText(/^Budget/), '250,50');
    await next();
    expect(screen.getByRole('heading', { name: /Stap 4 van 4: Controleren/ })).toBeInTheDocument();
    expect(screen.getByText(/€\s250,50/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opdracht publiceren' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opdracht publiceren' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/projects/p9/payment'));
    // The first call may be payments' terms (the deposit's share): the one that posts is the publish.
    const posted = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    const body = JSON.parse((posted?.[1] as RequestInit).body as string);
    expect(body).toMatchObject({
      title: 'Unboxing van onze koffiebonen',
      category: 'food-drinks',
      contentType: 'beide',
      budget: 250.5,
      contentRequirements: ['Product in beeld'],
    });
    expect(body.deliverables).toEqual([{ title: '1 video van 30 seconden', description: '' }]);
  });

  it('shows the server message as "Fout: …" and a validation list as "Validatiefouten"', async () => {
    installFetch({ 'POST /api/projects': jsonResponse(400, { message: 'De deadline moet in de toekomst liggen' }) });
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    await fillStepOne();
    await next();
    await next();
    await userEvent.type(screen.getByLabelText(/^Budget/), '100');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Opdracht publiceren' }));
    expect(await screen.findByText('Fout: De deadline moet in de toekomst liggen')).toBeInTheDocument();
  });

  it('sends trimmed lists without empty entries', () => {
    const payload = createPayload({
      ...emptyWizard(),
      title: ' Titel hier ',
      contentRequirements: [' a ', '', '  '],
      deliverables: [{ title: ' ', description: 'x' }],
      budget: '12,50',
    });
    expect(payload).toMatchObject({
      title: 'Titel hier',
      contentRequirements: ['a'],
      deliverables: [],
      budget: 12.5,
      contentType: 'beide',
    });
  });
});
