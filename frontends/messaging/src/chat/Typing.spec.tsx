import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { message, summary } from '../test/fixtures';
import { TEXTS } from '../messages';
import ProjectChat from './ProjectChat';

// The shell's socket, stood in for: it records what the chat emits and lets the test push server events.
const emitted: Array<[string, unknown]> = [];
const listeners = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  emit: (event: string, payload: unknown) => emitted.push([event, payload]),
  on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
  off: (event: string) => listeners.delete(event),
};
jest.mock('@clipwerk/shell/sdk', () => ({ ...jest.requireActual('@clipwerk/shell/sdk'), useSocket: () => fakeSocket }));

const PROJECT = { id: 'p1', title: 'Unboxing koffiemachine' };
const conversation = { ...summary({ project: PROJECT }), messages: [], hasMoreMessages: false };

describe('typing in the project chat', () => {
  beforeEach(() => {
    emitted.length = 0;
    listeners.clear();
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation, messages: [] },
      'POST /api/conversations/project/p1/message': jsonResponse(201, {
        conversation: { id: 'c1' },
        message: message({ mine: true }),
      }),
    });
  });

  it("joins the project's room, signals typing once per burst, and stops when the message is sent", async () => {
    renderScreen(<ProjectChat projectId="p1" />, { session: fakeSession({ user: company }) });
    const box = await screen.findByLabelText('Bericht');
    expect(emitted).toContainEqual(['join-project', 'p1']);
    await userEvent.type(box, 'Hoi');
    expect(emitted.filter(([event]) => event === 'typing')).toEqual([['typing', 'p1']]);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(emitted).toContainEqual(['stop-typing', 'p1']));
  });

  it('names the other party while she types, and no longer once she stopped', async () => {
    renderScreen(<ProjectChat projectId="p1" />, { session: fakeSession({ user: company }) });
    await screen.findByLabelText('Bericht');
    await waitFor(() => expect(listeners.has('user-typing')).toBe(true));
    act(() => listeners.get('user-typing')!({ projectId: 'p1', userId: 'u-creator', userName: 'Sanne de Vries' }));
    expect(screen.getByText(TEXTS.typing('Sanne de Vries'))).toBeInTheDocument();
    act(() => listeners.get('user-typing')!({ projectId: 'p2', userId: 'u-x', userName: 'Iemand anders' }));
    expect(screen.queryByText(TEXTS.typing('Iemand anders'))).not.toBeInTheDocument();
    act(() => listeners.get('user-stopped-typing')!({ projectId: 'p1', userId: 'u-creator', userName: 'Sanne de Vries' }));
    expect(screen.queryByText(TEXTS.typing('Sanne de Vries'))).not.toBeInTheDocument();
  });
});
