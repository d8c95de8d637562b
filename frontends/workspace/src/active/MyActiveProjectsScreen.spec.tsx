import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyActiveProjectsScreen from './MyActiveProjectsScreen';
import { daysLeft } from '../project/display';
import {
  PROJECT_STATE_NAMES,
  aProject,
  creator,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import type { ProjectBody } from '@clipwerk/contracts/projects';

const nbsp = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const DAY = 24 * 60 * 60 * 1000;

const project = (overrides: Partial<ProjectBody> = {}) =>
  aProject({
    title: 'Unboxing koffiemachine',
    description: 'Laat zien hoe je de machine uitpakt.',
    status: 'in_progress',
    budget: 500,
    contractAmount: 420,
    deadline: new Date(Date.now() + 20 * DAY).toISOString(),
    contentType: 'video',
    contentFormat: ['9:16', '1:1'],
    deliverables: [
      { title: 'Video 1', description: '' },
      { title: 'Video 2', description: '' },
    ],
    owner: { id: 'u-company', _id: 'u-company', companyName: 'Bakkerij Jansen', company: 'Bakkerij Jansen' },
    companyId: { _id: 'u-company', companyName: 'Bakkerij Jansen', averageRating: null, logoUrl: null },
    ...overrides,
  });

const answer = (projects: ProjectBody[]) => ({
  success: true,
  projects,
  stats: { activeProjects: 3, completedProjects: 2, totalEarnings: 999 },
});

const show = () => renderScreen(<MyActiveProjectsScreen />, { session: fakeSession({ user: creator }) });

describe('my active assignments', () => {
  it('shows the figures, the card facts with the agreed price (not the budget) and the links of a card', async () => {
    installFetch({
      'GET /api/projects/my-active': answer([project()]),
      // Payments' figure, not the projects answer's own.
      'GET /api/payments/creator/earnings': { success: true, data: { overview: { totalEarnings: 1234.5 } } },
    });
    show();
    const card = await screen.findByRole('article', { name: 'Unboxing koffiemachine' });
    await waitFor(() => expect(nbsp(screen.getByText('Totaal verdiend').nextElementSibling!.textContent)).toBe('€ 1.234,50'));
    expect(screen.getByRole('heading', { name: 'Mijn actieve opdrachten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terug naar dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(nbsp(screen.getByText('Totaal verdiend').nextElementSibling!.textContent)).toBe('€ 1.234,50');
    expect(screen.getByText('Actieve opdrachten').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Voltooid', { selector: '.cw-stat__label' }).nextElementSibling).toHaveTextContent('2');
    expect(nbsp(within(card).getByText('Prijs').nextElementSibling!.textContent)).toBe('€ 420,00');
    expect(within(card).getByText('Bakkerij Jansen')).toBeInTheDocument();
    expect(within(card).getByText('In uitvoering')).toBeInTheDocument();
    expect(within(card).getByText('Formaat: 9:16, 1:1')).toBeInTheDocument();
    expect(within(card).getByText('Opleveringen').nextElementSibling).toHaveTextContent('2');
    expect(within(card).getByRole('link', { name: /Chat/ })).toHaveAttribute('href', '/messages?project=p1');
    expect(within(card).getByRole('link', { name: /Upload content/ })).toHaveAttribute('href', '/project-workspace/p1');
    expect(screen.getByText('1 opdracht gevonden')).toBeInTheDocument();
  });

  it.each([
    ['creator_selected', 'Begin met werken', false],
    ['in_progress', 'Upload content', false],
    ['delivered', 'Wacht op beoordeling', true],
    ['under_review', 'In beoordeling', true],
    ['revision_requested', 'Upload revisie', false],
    ['approved', 'Wacht op betaling', true],
    ['completed', 'Voltooid', true],
    ['something_else', 'Bekijk details', false],
  ])('on %s suggests "%s" (blocked: %s)', async (status, label, disabled) => {
    installFetch({ 'GET /api/projects/my-active': answer([project({ status: status as ProjectBody['status'] })]) });
    show();
    const card = await screen.findByRole('article', { name: 'Unboxing koffiemachine' });
    if (disabled) {
      expect(within(card).getByRole('button', { name: label })).toBeDisabled();
      expect(within(card).queryByRole('link', { name: new RegExp(label) })).toBeNull();
      expect(card.querySelector('a[href^="/project-workspace"]')).toBeNull();
    } else {
      expect(within(card).getByRole('link', { name: new RegExp(label) })).toHaveAttribute('href', '/project-workspace/p1');
    }
  });

  it('sends the chosen status with limit 50 and counts in plural', async () => {
    const fetchMock = installFetch({
      'GET /api/projects/my-active': (url: string) =>
        jsonResponse(200, answer(url.includes('status=delivered') ? [project(), project({ id: 'p2', title: 'Twee' })] : [])),
    });
    show();
    expect(await screen.findByText('Geen actieve opdrachten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek nieuwe opdrachten' })).toHaveAttribute('href', '/projects');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/projects/my-active?status=all&limit=50');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'delivered');
    expect(await screen.findByText('2 opdrachten gevonden')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/projects/my-active?status=delivered&limit=50');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'all',
      'creator_selected',
      'in_progress',
      'delivered',
      'under_review',
      'revision_requested',
      'approved',
      'completed',
    ]);
  });

  it('names every state of the creator with the one Dutch name the other screens use', async () => {
    const statuses = PROJECT_STATE_NAMES.filter(
      ([status]) => !['draft', 'awaiting_deposit', 'open', 'cancelled'].includes(status),
    );
    installFetch({
      'GET /api/projects/my-active': answer(
        statuses.map(([status]) =>
          project({ id: `p-${status}`, title: `Opdracht ${status}`, status: status as ProjectBody['status'] }),
        ),
      ),
    });
    show();
    await screen.findByRole('article', { name: 'Opdracht in_progress' });
    for (const [status, name] of statuses) {
      const card = screen.getByRole('article', { name: `Opdracht ${status}` });
      expect(card.querySelector('.cw-badge')).toHaveTextContent(new RegExp(`^${name}$`));
      expect(screen.getByRole('option', { name })).toHaveAttribute('value', status);
    }
  });

  it('says so when the list cannot be loaded, and refreshes on request', async () => {
    const fetchMock = installFetch({ 'GET /api/projects/my-active': jsonResponse(500, { message: 'kapot' }) });
    show();
    expect(await screen.findByText('Er is een fout opgetreden bij het laden van je opdrachten')).toBeInTheDocument();
    installFetch({ 'GET /api/projects/my-active': answer([project()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    await waitFor(() => expect(screen.getByText('1 opdracht gevonden')).toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/projects/my-active'))).toHaveLength(1);
  });

  it('colours the days remaining: past red "Verlopen", up to 3 days red, up to 7 orange, else green', () => {
    const now = new Date(2025, 8, 9, 12);
    expect(daysLeft('2025-09-08', now)).toEqual({ text: 'Verlopen', tone: 'danger' });
    expect(daysLeft('2025-09-12', now)).toEqual({ text: 'nog 3 dagen', tone: 'danger' });
    expect(daysLeft('2025-09-13', now).tone).toBe('warning');
    expect(daysLeft('2025-09-16', now).tone).toBe('warning');
    expect(daysLeft('2025-09-17', now)).toEqual({ text: 'nog 8 dagen', tone: 'success' });
  });

  it('shows a past deadline on the card as red "Verlopen"', async () => {
    installFetch({
      'GET /api/projects/my-active': answer([project({ deadline: new Date(Date.now() - 3 * DAY).toISOString() })]),
    });
    show();
    const badge = await screen.findByText('Verlopen');
    expect(badge).toHaveClass('ws-days--danger');
  });
});
