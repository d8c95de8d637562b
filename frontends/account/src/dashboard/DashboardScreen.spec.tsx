import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROJECT_STATE_NAMES,
  aProposal,
  company,
  creator,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';
import DashboardScreen from './DashboardScreen';
import { creatorStats, dashboardTitle } from './dashboardData';

/** A figure by its label; with `note`, also checks the line under it that says what it counts. */
function statValue(label: string, note?: string) {
  const stat = screen.getByText(label, { selector: '.cw-stat__label' }).parentElement!;
  if (note) expect(stat.querySelector('.cw-stat__note')).toHaveTextContent(note);
  return stat.querySelector('.cw-stat__value')!.textContent;
}

describe('dashboard', () => {
  it('sends support to its disputes desk, asking no project figures', async () => {
    const fetchMock = installFetch({});
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: fakeSession({ user: { ...company, role: 'support' } }) });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/support'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/projects'))).toEqual([]);
  });

  it('says in Dutch that the figures could not be loaded, never zeros, and shows them after a retry', async () => {
    let projectsUp = false;
    installFetch({
      'GET /api/conversations': jsonResponse(503),
      'GET /api/projects/my': () =>
        projectsUp
          ? jsonResponse(200, {
              projects: [],
              stats: { totalProjects: 2, activeProjects: 1, completedProjects: 1, proposalCount: 3 },
            })
          : jsonResponse(503, { message: 'Niet beschikbaar' }),
    });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: company }) });
    expect(screen.getByRole('heading', { name: 'Welkom terug, Pieter Jansen!' })).toBeInTheDocument();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Je cijfers konden niet worden geladen');
    expect(screen.queryByText('Actieve opdrachten', { selector: '.cw-stat__label' })).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();

    projectsUp = true;
    await userEvent.click(within(failed).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(statValue('Actieve opdrachten')).toBe('1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the creator’s figures say so too when one of them cannot be read', async () => {
    installFetch({
      'GET /api/conversations': { conversations: [], totalUnread: 0 },
      'GET /api/proposals/my': { proposals: [] },
      'GET /api/projects/my-active': jsonResponse(500, { message: 'Stuk' }),
      'GET /api/payments/creator/earnings': { success: true, data: { overview: { totalEarnings: 0 } } },
    });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: creator }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Je cijfers konden niet worden geladen');
    expect(screen.queryByText('Voltooide opdrachten', { selector: '.cw-stat__label' })).not.toBeInTheDocument();
  });

  it('shows the company figures as projects counts them, the unread total over every conversation, and links to the proposals of recent projects', async () => {
    installFetch({
      // The total counts every conversation, also those beyond the one the dashboard asks for.
      'GET /api/conversations': { conversations: [{ unreadCount: 2 }], totalUnread: 7 },
      // Figures over all the company's projects, not the page: none of them could be counted from these two.
      'GET /api/projects/my': {
        projects: [
          { id: 'p1', title: 'Zomercampagne', status: 'open', proposalCount: 4, createdAt: '2025-06-01' },
          { id: 'p2', title: 'Unboxing', status: 'completed', proposalCount: 1, createdAt: '2025-05-01' },
        ],
        stats: { totalProjects: 14, activeProjects: 9, completedProjects: 3, proposalCount: 41 },
      },
    });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: company }) });
    expect(await screen.findByText('Zomercampagne')).toBeInTheDocument();
    expect(statValue('Totaal opdrachten')).toBe('14');
    expect(statValue('Actieve opdrachten')).toBe('9');
    expect(statValue('Voltooide opdrachten')).toBe('3');
    expect(statValue('Totaal voorstellen')).toBe('41');
    expect(statValue('Actieve opdrachten', 'Gepubliceerd en nog niet afgerond')).toBe('9');
    // Each project offers what fits its state: proposals to choose from, or the werkruimte once a creator works on it.
    expect(screen.getAllByRole('link', { name: 'Bekijk voorstellen' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bekijk voorstellen' })).toHaveAttribute('href', '/projects/p1/proposals');
    expect(screen.getByRole('link', { name: 'Naar de werkruimte' })).toHaveAttribute('href', '/project-workspace/p2');
    await waitFor(() => expect(document.title).toBe('(7) Dashboard'));
    expect(screen.getByRole('link', { name: /Berichten/ })).toHaveTextContent('7');
  });

  it('shows creator figures, her completed assignments as projects counts them, her total earned as payments settled it', async () => {
    installFetch({
      'GET /api/projects/my-active': { projects: [], stats: { activeProjects: 1, completedProjects: 2, totalEarnings: 0 } },
      'GET /api/conversations': { conversations: [], totalUnread: 0 },
      'GET /api/payments/creator/earnings': { success: true, data: { overview: { totalEarnings: 127.5 } } },
      'GET /api/proposals/my': {
        proposals: [
          aProposal({ id: 'a', status: 'completed', agreedPrice: 150, projectId: { id: 'p1', _id: 'p1', title: 'Review' } }),
          aProposal({ id: 'b', status: 'accepted', agreedPrice: 80, projectId: { id: 'p2', _id: 'p2', title: 'Tutorial' } }),
          aProposal({ id: 'c' }),
        ],
      },
    });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: creator }) });
    expect(await screen.findByText('Tutorial')).toBeInTheDocument();
    expect(statValue('Totaal voorstellen')).toBe('3');
    expect(statValue('Geaccepteerd')).toBe('1');
    await waitFor(() => expect(statValue('Voltooide opdrachten', 'Goedgekeurd en helemaal betaald')).toBe('2'));
    await waitFor(() => expect(statValue('Totaal verdiend')?.replace(/\s/g, ' ')).toBe('€ 127,50'));
    const toWorkspace = screen.getAllByRole('link', { name: 'Naar de werkruimte' }).map((link) => link.getAttribute('href'));
    expect(toWorkspace.sort()).toEqual(['/project-workspace/p1', '/project-workspace/p2']);
    expect(screen.getByRole('link', { name: 'Bekijk opdracht' })).toHaveAttribute('href', '/projects/p1');
  });

  it('shows a new creator her first steps, each ticked off by what its context says, and none once all are done', async () => {
    const payout = { status: 'not_connected', statusLabel: 'Niet gekoppeld', accountDetails: null, updatedAt: null };
    const stats = { role: 'creator', profileCompleteness: 40, missingProfileFields: ['city', 'portfolio'], portfolioItems: 0 };
    installFetch({
      'GET /api/users/me/stripe/status': () => jsonResponse(200, { success: true, data: payout }),
      'GET /api/users/me/stats': () => jsonResponse(200, { success: true, stats }),
    });
    const first = renderScreen(<DashboardScreen />, { session: fakeSession({ user: creator }) });
    const list = await screen.findByRole('region', { name: 'Aan de slag' });
    expect(list).toHaveTextContent('0 van 3 stappen klaar');
    expect(screen.getByRole('link', { name: 'Rekening koppelen' })).toHaveAttribute('href', '/profile?tab=uitbetalingen');
    expect(screen.getByRole('link', { name: 'Profiel aanvullen' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Portfolio vullen' })).toHaveAttribute('href', '/profile?tab=portfolio');
    expect(list).toHaveTextContent('Je profiel is voor 40% compleet.');
    first.unmount();

    Object.assign(payout, { status: 'active', statusLabel: 'Actief' });
    const second = renderScreen(<DashboardScreen />, { session: fakeSession({ user: creator }) });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Aan de slag' })).toHaveTextContent('1 van 3 stappen klaar'));
    expect(screen.queryByRole('link', { name: 'Rekening koppelen' })).toBeNull();
    expect(screen.getByText('Je rekening is gekoppeld.')).toBeInTheDocument();
    second.unmount();

    Object.assign(stats, { profileCompleteness: 100, missingProfileFields: [], portfolioItems: 2 });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: creator }) });
    expect(await screen.findByText('Nog geen voorstellen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aan de slag' })).toBeNull());
  });

  it('computes figures and the tab title', () => {
    expect(
      creatorStats([aProposal({ status: 'accepted', agreedPrice: 10 }), aProposal({ id: 'pr2', status: 'submitted' })]),
    ).toEqual({
      total: 2,
      accepted: 1,
    });
    expect(dashboardTitle(0)).toBe('Dashboard - Clipwerk');
    expect(dashboardTitle(12)).toBe('(12) Dashboard');
  });
});

describe('dashboard: state names', () => {
  it.each([0, 5, 10])('names the states of the recent projects as every other screen does (from state %i)', async (from) => {
    const states = PROJECT_STATE_NAMES.slice(from, from + 5);
    installFetch({
      'GET /api/conversations': { conversations: [], totalUnread: 0 },
      'GET /api/projects/my': {
        projects: states.map(([status], index) => ({
          id: `p-${status}`,
          title: `Opdracht ${status}`,
          status,
          proposalCount: 0,
          createdAt: `2026-03-0${index + 1}`,
        })),
      },
    });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: company }) });
    for (const [status, name] of states) {
      const meta = (await screen.findByText(`Opdracht ${status}`)).nextElementSibling;
      expect(meta?.textContent?.startsWith(`${name} ·`)).toBe(true);
    }
  });
});
