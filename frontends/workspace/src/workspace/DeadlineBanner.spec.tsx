import { act, screen, within } from '@testing-library/react';
import type { ProjectDeadlines } from '@clipwerk/contracts/projects';
import userEvent from '@testing-library/user-event';
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

const none: ProjectDeadlines = { deliveryDueAt: null, reviewDueAt: null, finalPaymentDueAt: null };

function open(user: typeof company, isOwner: boolean, status: 'in_progress' | 'delivered', deadlines: ProjectDeadlines) {
  const fetchMock = installFetch({
    'GET /api/projects/p1': aProjectDetail(
      { id: 'p1', status, selectedCreator: aSelectedCreator('Sanne de Vries', creator.id), deadlines },
      { isOwner },
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
    session: fakeSession({ user }),
  });
  return fetchMock;
}

describe('the next step in the workspace', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down the review window while the page is open', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-08T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    open(company, true, 'delivered', { ...none, reviewDueAt: '2026-12-08T10:03:00Z' });
    const step = await screen.findByRole('region', { name: 'Volgende stap' });
    expect(within(step).getByText('Beoordeel de oplevering: keur goed of vraag een revisie.')).toBeInTheDocument();
    expect(within(step).getByRole('timer')).toHaveTextContent('Nog 3 minuten om te beoordelen');
    await act(async () => {
      jest.advanceTimersByTime(2 * 60_000 + 30_000);
    });
    expect(within(step).getByRole('timer')).toHaveTextContent('Nog 30 seconden om te beoordelen');
  });

  it('lets the company cancel once the delivery date passed, and asks first', async () => {
    const fetchMock = open(company, true, 'in_progress', { ...none, deliveryDueAt: '2020-01-01T10:00:00Z' });
    const step = await screen.findByRole('region', { name: 'Volgende stap' });
    expect(within(step).getByText('De opleverdatum is verstreken zonder oplevering.')).toBeInTheDocument();
    await userEvent.click(within(step).getByRole('button', { name: 'Opdracht annuleren' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opdracht annuleren' }));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/projects/p1/cancel'),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('does not offer the creator a cancel', async () => {
    open(creator, false, 'in_progress', { ...none, deliveryDueAt: '2020-01-01T10:00:00Z' });
    const step = await screen.findByRole('region', { name: 'Volgende stap' });
    expect(within(step).queryByRole('button', { name: 'Opdracht annuleren' })).toBeNull();
  });
});
