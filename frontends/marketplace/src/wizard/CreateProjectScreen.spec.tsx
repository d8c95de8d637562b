import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import CreateProjectScreen from './CreateProjectScreen';
import { createPayload, emptyWizard, stepErrors } from './wizardRules';
import { draftKey } from './useWizardDraft';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Volgende' }));

async function fillStepOne(title = 'Unboxing van onze koffiebonen') {
  await userEvent.type(screen.getByLabelText(/^Titel/), title);
  await userEvent.selectOptions(screen.getByLabelText(/^Categorie/), 'food-drinks');
  await userEvent.type(screen.getByLabelText(/^Beschrijving/), 'Laat zien hoe je thuis een kop koffie zet met onze verse bonen.');
}

describe('create wizard', () => {
  beforeEach(() => window.localStorage.clear());

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
        project: { id: 'p9', title: 'x', status: 'awaiting_deposit' },
      },
    });
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    await fillStepOne();
    await next();
    await userEvent.type(screen.getByLabelText('Contentvereiste 1'), '  Product in beeld  ');
    await userEvent.click(screen.getByRole('button', { name: '+ Vereiste toevoegen' }));
    await userEvent.type(screen.getByLabelText('Oplevering 1: titel'), '1 video van 30 seconden');
    await userEvent.type(screen.getByLabelText(/^Product/), 'Koffiebonen Donker');
    await userEvent.type(screen.getByLabelText(/^Prijs van het product/), '12,95');
    await userEvent.click(screen.getByRole('checkbox', { name: /product toe/ }));
    await userEvent.type(screen.getByLabelText('Te doen 1'), 'Zet de koffie');
    await userEvent.type(screen.getByLabelText('Niet doen 1'), 'Geen andere merken');
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
      contentType: 'video',
      budget: 250.5,
      contentRequirements: ['Product in beeld'],
      productInfo: { name: 'Koffiebonen Donker', category: '', price: 12.95, sendProduct: true },
      dosAndDonts: { dos: ['Zet de koffie'], donts: ['Geen andere merken'] },
    });
    expect(window.localStorage.getItem(draftKey(company.id))).toBeNull();
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
      contentType: 'video',
      productInfo: null,
      dosAndDonts: { dos: [], donts: [] },
    });
  });

  it('keeps what she typed and her step across a reload, per user', async () => {
    const first = renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    await fillStepOne();
    await next();
    await userEvent.selectOptions(screen.getByLabelText(/^Wat wil je ontvangen/), 'foto');
    await userEvent.type(screen.getByLabelText('Te doen 1'), 'Daglicht');
    first.unmount();

    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    expect(screen.getByRole('heading', { name: /Stap 2 van 4/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Wat wil je ontvangen/)).toHaveValue('foto');
    expect(screen.getByLabelText('Te doen 1')).toHaveValue('Daglicht');
    await userEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByLabelText(/^Titel/)).toHaveValue('Unboxing van onze koffiebonen');
  });

  it('starts empty for another user of the same browser', async () => {
    window.localStorage.setItem(draftKey('someone-else'), JSON.stringify({ values: { title: 'Van een ander' }, step: 0 }));
    renderScreen(<CreateProjectScreen />, { session: fakeSession({ user: company }) });
    expect(screen.getByLabelText(/^Titel/)).toHaveValue('');
  });
});
