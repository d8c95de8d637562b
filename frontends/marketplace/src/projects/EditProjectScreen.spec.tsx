import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditProjectScreen from './EditProjectScreen';
import { aProject, aSelectedCreator, company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import type { ProjectBody } from '@clipwerk/contracts/projects';

const CONTRACT: ProjectBody['fixedFields'] = [
  'budget',
  'deadline',
  'category',
  'contentType',
  'contentFormat',
  'contentRequirements',
  'deliverables',
  'location',
  'preferredCreatorType',
];

const project = (overrides: Partial<ProjectBody> = {}) =>
  aProject({
    contentFormat: ['9:16 verticaal'],
    contentRequirements: ['30 seconden'],
    deliverables: [{ title: '1 video', description: 'Verticaal' }],
    location: 'Amsterdam',
    preferredCreatorType: 'micro',
    targetAudience: 'Koffieliefhebbers',
    ...overrides,
  });

/** Answers the detail and the owner's list; records the body of each PUT and answers it with `put`. */
function serve(item: ProjectBody, put: () => Response = () => jsonResponse(200, { success: true, project: item })) {
  const sent: Array<Record<string, unknown>> = [];
  installFetch({
    'GET /api/projects/p1': { success: true, project: item, isOwner: true, canApply: false },
    'GET /api/projects/my': { projects: [item] },
    'PUT /api/projects/p1': (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return put();
    },
  });
  renderScreen(<EditProjectScreen />, {
    session: fakeSession({ user: company }),
    path: '/projects/p1/edit',
    route: '/projects/:id/edit',
  });
  return sent;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

describe('project edit', () => {
  it('has the wizard’s fields, filled in, and checks them with the wizard’s rules', async () => {
    const sent = serve(project({ fixedFields: [], depositPaid: false, status: 'draft', budget: 300.5 }));
    const title = await screen.findByLabelText(/^Titel/);
    await waitFor(() => expect(title).toHaveValue('Unboxing van onze koffiebonen'));
    for (const section of ['Basisinformatie', 'Content', 'Budget & timing'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Categorie/)).toHaveValue('food-drinks');
    expect(screen.getByRole('checkbox', { name: '9:16 verticaal' })).toBeChecked();
    expect(screen.getByLabelText('Contentvereiste 1')).toHaveValue('30 seconden');
    expect(screen.getByLabelText('Oplevering 1: titel')).toHaveValue('1 video');
    expect(screen.getByLabelText(/^Gewenst type creator/)).toHaveValue('micro');
    expect(screen.getByLabelText(/^Deadline/)).toHaveValue('2030-05-01');
    expect(screen.getByLabelText(/^Budget/)).toHaveValue('300,50');

    await userEvent.clear(title);
    await userEvent.type(title, 'Kort');
    await userEvent.clear(screen.getByLabelText(/^Budget/));
    await userEvent.type(screen.getByLabelText(/^Budget/), '10');
    await save();
    expect(screen.getByText('De titel moet minimaal 5 karakters lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Het budget moet minimaal €25 zijn')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(title, 'e titel');
    await userEvent.clear(screen.getByLabelText(/^Budget/));
    await userEvent.type(screen.getByLabelText(/^Budget/), '400');
    await userEvent.click(screen.getByRole('button', { name: '+ Oplevering toevoegen' }));
    await userEvent.type(screen.getByLabelText('Oplevering 2: titel'), 'Drie foto’s');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Korte titel',
      category: 'food-drinks',
      budget: 400,
      deadline: '2030-05-01',
      contentFormat: ['9:16 verticaal'],
      deliverables: [
        { title: '1 video', description: 'Verticaal' },
        { title: 'Drie foto’s', description: '' },
      ],
      preferredCreatorType: 'micro',
      status: 'draft',
    });
    // The content type is on the form: a video project stays a video project.
    expect(sent[0]).toMatchObject({ contentType: 'video' });
    expect(sent[0]).not.toHaveProperty('productInfo');
  });

  it('goes on after saving: to the deposit while it is unpaid, showing the budget as 300,50', async () => {
    serve(project({ fixedFields: [], depositPaid: false, status: 'draft', budget: 300.5 }));
    await waitFor(() => expect(screen.getByLabelText(/^Budget/)).toHaveValue('300,50'));
    await save();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/projects/p1/payment'));
  });

  it('goes on to the assignment after saving once the deposit is paid', async () => {
    serve(project({ status: 'open', depositPaid: true, fixedFields: ['budget'] }));
    await waitFor(() => expect(screen.getByLabelText(/^Titel/)).toHaveValue('Unboxing van onze koffiebonen'));
    await save();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/projects\/p1$/));
  });

  it('after hiring shows what the contract fixed read-only, saves the rest, and does not send the fixed fields', async () => {
    const sent = serve(
      project({
        status: 'in_progress',
        selectedCreator: aSelectedCreator(),
        fixedFields: CONTRACT,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Titel/)).toHaveValue('Unboxing van onze koffiebonen'));
    expect(screen.getByText(/Er is een creator gekozen/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Budget/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Deadline/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Locatie/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Categorie/)).toBeDisabled();
    expect(screen.getByLabelText('Oplevering 1: titel')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '9:16 verticaal' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '+ Oplevering toevoegen' })).toBeNull();
    expect(screen.getByLabelText(/^Beschrijving/)).not.toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText(/^Budget/), '9');
    expect(screen.getByLabelText(/^Budget/)).toHaveValue('300');
    await userEvent.type(screen.getByLabelText(/^Doelgroep/), ' in Utrecht');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ targetAudience: 'Koffieliefhebbers in Utrecht', status: 'in_progress' });
    for (const field of CONTRACT) expect(sent[0]).not.toHaveProperty(field);
  });

  it('shows the server’s refusal of a fixed field next to the field', async () => {
    const message = 'Er is een creator gekozen: budget liggen vast in de afspraak en kunnen niet meer worden gewijzigd.';
    serve(project({ status: 'creator_selected', selectedCreator: aSelectedCreator('Sanne'), fixedFields: [] }), () =>
      jsonResponse(409, {
        success: false,
        code: 'PROJECT.CONTRACT_LOCKED',
        message,
        errors: [{ field: 'budget', message: 'Ligt vast sinds er een creator is gekozen' }],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Budget/)).toHaveValue('300'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ligt vast sinds er een creator is gekozen');
    expect(screen.getByLabelText(/^Budget/)).toHaveAccessibleDescription(/Ligt vast sinds er een creator is gekozen/);
  });

  it('offers no save once the project is completed', async () => {
    serve(project({ status: 'completed', editable: false, fixedFields: CONTRACT }));
    expect(await screen.findByText('Deze opdracht is afgerond en kan niet meer worden gewijzigd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.getByLabelText(/^Titel/)).toBeDisabled();
    expect(screen.getByText('Voltooid')).toBeInTheDocument();
  });
});
