import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProposalsScreen from './ProposalsScreen';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';

const project = { id: 'p1', title: 'Unboxing koffiemachine', description: 'Uitpakken', status: 'open', budget: 300 };
const proposal = (overrides: Record<string, unknown> = {}) => ({
  id: 'pr1',
  status: 'submitted',
  price: 250,
  motivation: 'Ik drink elke dag koffie en film graag.',
  deliveryTimeInDays: 5,
  creator: { id: 'u-sanne', name: 'Sanne de Vries' },
  ...overrides,
});

describe('the chat button beside a proposal', () => {
  it('opens the conversation with that creator about this assignment in the inbox', async () => {
    const started: unknown[] = [];
    installFetch({
      'GET /api/projects/p1': { project, isOwner: true, canApply: false },
      'GET /api/proposals/project/p1': {
        project,
        proposals: [proposal()],
      },
      'POST /api/conversations': (_url: string, init: RequestInit) => {
        started.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { conversation: { id: 'c9' } });
      },
    });
    renderScreen(<ProposalsScreen />, {
      path: '/projects/p1/proposals',
      route: '/projects/:id/proposals',
      session: fakeSession({ user: company }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Chat met Sanne de Vries' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=c9'));
    expect(started).toEqual([{ participantId: 'u-sanne', projectId: 'p1' }]);
  });
});

describe('accepting a proposal', () => {
  const open = () =>
    renderScreen(<ProposalsScreen />, {
      path: '/projects/p1/proposals',
      route: '/projects/:id/proposals',
      session: fakeSession({ user: company }),
    });
  const accept = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Accepteren voorstel van Sanne de Vries' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, accepteren' }));
  };

  it('accepts the price she saw, then offers the way on to the workspace', async () => {
    let current = proposal();
    const accepted: unknown[] = [];
    installFetch({
      'GET /api/projects/p1': { project, isOwner: true, canApply: false },
      'GET /api/proposals/project/p1': () => jsonResponse(200, { project, proposals: [current] }),
      'POST /api/proposals/accept/pr1': (_url: string, init: RequestInit) => {
        accepted.push(JSON.parse(String(init.body)));
        current = proposal({ status: 'accepted' });
        return jsonResponse(200, { message: 'Voorstel geaccepteerd!', proposal: current });
      },
    });
    open();
    await accept();
    await userEvent.click(await screen.findByRole('link', { name: 'Naar de werkruimte' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/project-workspace/p1');
    expect(accepted).toEqual([{ price: 250 }]);
  });

  it('shows the refusal when the price changed meanwhile, and the proposal as it is now', async () => {
    let current = proposal();
    installFetch({
      'GET /api/projects/p1': { project, isOwner: true, canApply: false },
      'GET /api/proposals/project/p1': () => jsonResponse(200, { project, proposals: [current] }),
      'POST /api/proposals/accept/pr1': () => {
        current = proposal({ price: 1 });
        return jsonResponse(409, { success: false, code: 'PROPOSAL.PRICE_CHANGED', message: 'De prijs is gewijzigd.' });
      },
    });
    open();
    expect(await screen.findByText('€ 250,00')).toBeInTheDocument();
    await accept();
    expect(await screen.findByText('De prijs is gewijzigd.')).toBeInTheDocument();
    expect(await screen.findByText('€ 1,00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naar de werkruimte' })).toBeNull();
  });
});
