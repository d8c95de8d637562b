import { screen, waitFor } from '@testing-library/react';
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

const statValue = (label: string) => screen.getByText(label).parentElement!.querySelector('.cw-stat__value')!.textContent;

describe('dashboard', () => {
  it('sends support to its disputes desk, asking no project figures', async () => {
    const fetchMock = installFetch({});
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: fakeSession({ user: { ...company, role: 'support' } }) });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/support'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/projects'))).toEqual([]);
  });

  it('shows 0 in every tile when the other services are not there yet', async () => {
    const fetchMock = installFetch({ 'GET /api/conversations': jsonResponse(503), 'GET /api/projects/my': jsonResponse(404) });
    renderScreen(<DashboardScreen />, { session: fakeSession({ user: company }) });
    expect(screen.getByRole('heading', { name: 'Welkom terug, Pieter Jansen!' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(statValue('Totaal opdrachten')).toBe('0');
    expect(statValue('Actieve opdrachten')).toBe('0');
    expect(statValue('Totaal voorstellen')).toBe('0');
    expect(screen.getByText('Nog geen opdrachten')).toBeInTheDocument();
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
    expect(screen.getAllByRole('link', { name: 'Bekijk voorstellen' })[0]).toHaveAttribute('href', '/projects/p1/proposals');
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
    await waitFor(() => expect(statValue('Voltooid')).toBe('2'));
    await waitFor(() => expect(statValue('Totaal verdiend')?.replace(/\s/g, ' ')).toBe('€ 127,50'));
    expect(screen.getByRole('link', { name: 'Bekijk opdracht' })).toHaveAttribute('href', '/projects/p2');
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
