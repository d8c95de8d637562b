import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartyLeftBody } from '@clipwerk/contracts/projects';
import ProjectWorkspaceScreen from './ProjectWorkspaceScreen';
import {
  aProjectDetail,
  aSelectedCreator,
  company,
  creator,
  fakeSession,
  installFetch,
  renderScreen,
} from '../test/renderScreen';

function open(status: 'in_progress' | 'approved', partyLeft: PartyLeftBody) {
  const fetchMock = installFetch({
    'GET /api/projects/p1': aProjectDetail(
      { id: 'p1', status, selectedCreator: aSelectedCreator('Verwijderd account', creator.id), partyLeft },
      { isOwner: true },
    ),
    'GET /api/payments/projects/p1/status': { success: true, data: null },
    'POST /api/projects/p1/cancel': {
      success: true,
      message: 'Opdracht geannuleerd.',
      project: { id: 'p1', status: 'cancelled' },
    },
  });
  renderScreen(<ProjectWorkspaceScreen />, {
    path: '/project-workspace/p1',
    route: '/project-workspace/:projectId',
    session: fakeSession({ user: company }),
  });
  return fetchMock;
}

describe('an assignment whose creator deleted her account', () => {
  it('offers the company the cancel projects allows, and asks first', async () => {
    const fetchMock = open('in_progress', { party: 'creator', leftAt: '2026-12-01T10:00:00Z', ways: ['cancel'] });
    const banner = await screen.findByRole('region', { name: 'Account verwijderd' });
    expect(within(banner).getByText('De creator heeft haar account verwijderd.')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Eindbetaling betalen' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Opdracht annuleren' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opdracht annuleren' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/p1/cancel', expect.objectContaining({ method: 'POST' }));
  });

  it('sends the company to the final payment for what she approved, without a cancel', async () => {
    open('approved', { party: 'creator', leftAt: '2026-12-01T10:00:00Z', ways: ['pay'] });
    const banner = await screen.findByRole('region', { name: 'Account verwijderd' });
    expect(within(banner).queryByRole('button', { name: 'Opdracht annuleren' })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Eindbetaling betalen' }));
    expect(await screen.findByRole('tab', { name: /Betaling/, selected: true })).toBeInTheDocument();
  });
});
