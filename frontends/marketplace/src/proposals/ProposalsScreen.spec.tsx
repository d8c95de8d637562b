import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProposalsScreen from './ProposalsScreen';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';

const project = { id: 'p1', title: 'Unboxing koffiemachine', description: 'Uitpakken', status: 'open', budget: 300 };

describe('the chat button beside a proposal', () => {
  it('opens the conversation with that creator about this assignment in the inbox', async () => {
    const started: unknown[] = [];
    installFetch({
      'GET /api/projects/p1': { project, isOwner: true, canApply: false },
      'GET /api/proposals/project/p1': {
        project,
        proposals: [
          {
            id: 'pr1',
            status: 'submitted',
            price: 250,
            motivation: 'Ik drink elke dag koffie en film graag.',
            deliveryTimeInDays: 5,
            creator: { id: 'u-sanne', name: 'Sanne de Vries' },
          },
        ],
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
