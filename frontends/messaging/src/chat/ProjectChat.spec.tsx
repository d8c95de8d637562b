import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { message, summary } from '../test/fixtures';
import ProjectChat from './ProjectChat';

const PROJECT = { id: 'p1', title: 'Unboxing koffiemachine' };

function renderChat() {
  return renderScreen(<ProjectChat projectId="p1" />, { session: fakeSession({ user: company }) });
}

describe('project chat (the workspace Chat tab)', () => {
  it('shows the empty state before the first message and keeps Send disabled for an empty or blank text', async () => {
    installFetch({ 'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] } });
    renderChat();
    expect(await screen.findByText('Nog geen berichten')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Versturen' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Bericht'), '   ');
    expect(send).toBeDisabled();
  });

  it('Enter sends the trimmed text through the project route with an Idempotency-Key; Shift+Enter adds a line', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] },
      'POST /api/conversations/project/p1/message': (_url: string, init: RequestInit) => {
        sent.push({
          body: JSON.parse(String(init.body)),
          key: (init.headers as Record<string, string>)['Idempotency-Key'] ?? null,
        });
        return jsonResponse(201, { conversation: { id: 'c1' }, message: message({ mine: true }) });
      },
    });
    renderChat();
    const box = await screen.findByLabelText('Bericht');
    await userEvent.type(box, '  Eerste regel{Shift>}{Enter}{/Shift}tweede regel');
    expect(sent).toHaveLength(0);
    expect(box).toHaveValue('  Eerste regel\ntweede regel');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ message: 'Eerste regel\ntweede regel', attachments: [] });
    expect(sent[0].key).toEqual(expect.any(String));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows the remaining characters only past 1800', async () => {
    installFetch({ 'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] } });
    renderChat();
    const box = await screen.findByLabelText('Bericht');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1800));
    expect(screen.queryByText(/^Nog \d+ tekens$/)).not.toBeInTheDocument();
    await userEvent.paste('x');
    expect(screen.getByText('Nog 199 tekens')).toBeInTheDocument();
  });

  it('a text messaging refuses keeps the text and shows messaging’s own reason', async () => {
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] },
      'POST /api/conversations/project/p1/message': jsonResponse(400, {
        code: 'VALIDATION.FAILED',
        message: 'Validatie mislukt',
        errors: [{ field: 'message', message: 'Een bericht moet minstens één zichtbaar teken bevatten' }],
      }),
    });
    renderChat();
    const box = await screen.findByLabelText('Bericht');
    await userEvent.type(box, '\u200B\u200B{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Een bericht moet minstens één zichtbaar teken bevatten');
    expect(box).toHaveValue('\u200B\u200B');
  });

  it('a failed send keeps the text and says so in Dutch; the retry reuses the same Idempotency-Key', async () => {
    const keys: string[] = [];
    let fail = true;
    installFetch({
      'GET /api/conversations/project/p1': { project: PROJECT, conversation: null, messages: [] },
      'POST /api/conversations/project/p1/message': (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
        if (fail) return jsonResponse(503, { message: 'Even niet' });
        return jsonResponse(201, { conversation: { id: 'c1' }, message: message({ mine: true }) });
      },
    });
    renderChat();
    const box = await screen.findByLabelText('Bericht');
    await userEvent.type(box, 'Komt dit aan?{Enter}');
    expect(await screen.findByText('Bericht kon niet worden verzonden')).toBeInTheDocument();
    expect(box).toHaveValue('Komt dit aan?');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists the messages with their ticks and marks the other side’s messages read on opening', async () => {
    const fetchMock = installFetch({
      'GET /api/conversations/project/p1': {
        project: PROJECT,
        conversation: { ...summary({ project: PROJECT, unreadCount: 1 }), messages: [], hasMoreMessages: false },
        messages: [
          message({ id: 'm1', content: 'Welkom!', mine: true, read: true }),
          message({ id: 'm2', content: 'Dank je, ik begin morgen.' }),
        ],
      },
      'POST /api/conversations/c1/read': { unreadCount: 0, totalUnread: 0 },
    });
    renderChat();
    expect(await screen.findByText('Dank je, ik begin morgen.')).toBeInTheDocument();
    expect(screen.getByText('Gelezen')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/conversations/c1/read'),
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
