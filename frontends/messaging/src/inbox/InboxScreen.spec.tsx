import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { HOUR, ago, message, summary } from '../test/fixtures';
import InboxScreen from './InboxScreen';

function renderInbox(path = '/messages', user = company) {
  return renderScreen(<InboxScreen />, { path, session: fakeSession({ user }) });
}

const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('inbox (/messages)', () => {
  it('lists conversations with unread counts, read ticks, project titles and the Dutch time formats; the tab title counts unread', async () => {
    const twoHoursAgo = ago(2 * HOUR);
    installFetch({
      'GET /api/conversations': {
        totalUnread: 3,
        conversations: [
          summary({ id: 'c1', participant: { id: 'a', role: 'creator', name: 'Anna', profilePictureUrl: null }, unreadCount: 3 }),
          summary({
            id: 'c2',
            participant: { id: 'b', role: 'creator', name: 'Bram', profilePictureUrl: null },
            project: { id: 'p1', title: 'Zomercampagne' },
            lastMessage: { id: 'm2', content: 'Tot morgen', sentAt: twoHoursAgo, isFromMe: true, read: true },
          }),
          summary({
            id: 'c3',
            participant: { id: 'c', role: 'creator', name: 'Cas', profilePictureUrl: null },
            lastMessage: { id: 'm3', content: 'Top', sentAt: ago(30 * HOUR), isFromMe: true, read: false },
          }),
          summary({
            id: 'c4',
            participant: { id: 'd', role: 'creator', name: 'Daan', profilePictureUrl: null },
            lastMessage: { id: 'm4', content: 'Oké', sentAt: '2025-03-09T12:00:00.000Z', isFromMe: false, read: true },
          }),
        ],
      },
    });
    renderInbox();
    const anna = await screen.findByRole('button', { name: /Anna/ });
    expect(within(anna).getByText('5 min geleden')).toBeInTheDocument();
    expect(within(anna).getByLabelText('3 ongelezen berichten')).toHaveTextContent('3');
    const bram = rowOf('Bram');
    expect(within(bram).getByText('Zomercampagne')).toBeInTheDocument();
    expect(
      within(bram).getByText(
        new Date(twoHoursAgo).toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }),
      ),
    ).toBeInTheDocument();
    expect(within(bram).getByText('Gelezen')).toBeInTheDocument();
    expect(within(rowOf('Cas')).getByText('Gisteren')).toBeInTheDocument();
    expect(within(rowOf('Cas')).getByText('Verzonden')).toBeInTheDocument();
    expect(within(rowOf('Daan')).getByText('9 mrt')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Berichten - Clipwerk'));
  });

  it('opening a conversation sets its unread count to 0 at once, recounts the title, marks it read and shows its messages', async () => {
    let read = false;
    const list = () => ({
      totalUnread: read ? 1 : 3,
      conversations: [
        summary({
          id: 'c1',
          participant: { id: 'a', role: 'creator', name: 'Anna', profilePictureUrl: null },
          unreadCount: read ? 0 : 2,
        }),
        summary({ id: 'c2', participant: { id: 'b', role: 'creator', name: 'Bram', profilePictureUrl: null }, unreadCount: 1 }),
      ],
    });
    installFetch({
      'GET /api/conversations': () => jsonResponse(200, list()),
      'GET /api/conversations/c1': {
        conversation: {
          ...summary({ id: 'c1', unreadCount: 2 }),
          messages: [
            message({ id: 'm1', content: 'Heb je tijd?', mine: true, read: true }),
            message({ id: 'm2', content: 'Ja hoor' }),
          ],
          hasMoreMessages: false,
        },
      },
      'POST /api/conversations/c1/read': () => {
        read = true;
        return jsonResponse(200, { unreadCount: 0, totalUnread: 1 });
      },
    });
    renderInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Anna/ }));
    expect(within(rowOf('Anna')).queryByLabelText(/ongelezen/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Berichten - Clipwerk'));
    expect(await screen.findByText('Ja hoor')).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=c1');
    await waitFor(() => expect(read).toBe(true));
  });

  it('searches through the server with ?q= and says when nothing matches', async () => {
    const fetchMock = installFetch({
      'GET /api/conversations': (url: string) =>
        jsonResponse(
          200,
          url.includes('q=') ? { totalUnread: 0, conversations: [] } : { totalUnread: 0, conversations: [summary()] },
        ),
    });
    renderInbox();
    await screen.findByRole('button', { name: /Sanne de Vries/ });
    await userEvent.type(screen.getByLabelText('Zoek in gesprekken'), 'zomer');
    expect(await screen.findByText('Geen gesprekken gevonden')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/conversations?limit=50&q=zomer'), expect.anything());
  });

  it('sends the trimmed text into the open conversation with Enter', async () => {
    const sent: unknown[] = [];
    installFetch({
      'GET /api/conversations': { totalUnread: 0, conversations: [summary()] },
      'GET /api/conversations/c1': { conversation: { ...summary(), messages: [], hasMoreMessages: false } },
      'POST /api/conversations/c1/messages': (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { message: message({ mine: true }) });
      },
    });
    renderInbox('/messages?conversation=c1');
    expect(await screen.findByText('Nog geen berichten')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bericht'), ' Hallo Sanne {Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: 'Hallo Sanne', attachments: [] }]));
  });

  describe('?project= (the workspace’s and the active assignments’ Chat links)', () => {
    const herfst = { id: 'p9', title: 'Herfstcampagne' };
    const owner = { id: 'u-company', role: 'bedrijf', name: 'Bakkerij Jansen', profilePictureUrl: null };
    const opened = summary({ id: 'c7', participant: owner, project: herfst, lastMessage: null });

    it('starts the project’s conversation with the other party when no one wrote yet, and shows it with its header', async () => {
      const started: unknown[] = [];
      installFetch({
        'GET /api/conversations': { totalUnread: 0, conversations: [] },
        'GET /api/conversations/project/p9': { project: herfst, participant: owner, conversation: null, messages: [] },
        'POST /api/conversations': (_url: string, init: RequestInit) => {
          started.push(JSON.parse(String(init.body)));
          return jsonResponse(201, { created: true, conversation: { ...opened, messages: [], hasMoreMessages: false } });
        },
        'GET /api/conversations/c7': { conversation: { ...opened, messages: [], hasMoreMessages: false } },
      });
      renderInbox('/messages?project=p9', creator);
      await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=c7'));
      expect(started).toEqual([{ participantId: 'u-company', projectId: 'p9' }]);
      const pane = screen.getByRole('region', { name: 'Gesprek' });
      expect(await within(pane).findByText('Bakkerij Jansen')).toBeInTheDocument();
      expect(within(pane).getByText('Herfstcampagne')).toBeInTheDocument();
      expect(within(pane).getByText('Nog geen berichten')).toBeInTheDocument();
      expect(within(pane).getByLabelText('Bericht')).toBeInTheDocument();
    });

    it('opens the project’s conversation that exists, whoever opened it, without starting another', async () => {
      const fetchMock = installFetch({
        'GET /api/conversations': { totalUnread: 0, conversations: [opened] },
        'GET /api/conversations/project/p9': {
          project: herfst,
          participant: owner,
          conversation: { ...opened, messages: [message({ conversationId: 'c7' })], hasMoreMessages: false },
          messages: [message({ conversationId: 'c7' })],
        },
        'GET /api/conversations/c7': {
          conversation: { ...opened, messages: [message({ conversationId: 'c7' })], hasMoreMessages: false },
        },
      });
      renderInbox('/messages?project=p9', creator);
      await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=c7'));
      expect(await within(screen.getByRole('region', { name: 'Gesprek' })).findByText('Hoi!')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'POST' }));
    });

    it("says 'Kon gesprek niet laden' when the project's conversation cannot be opened", async () => {
      installFetch({
        'GET /api/conversations': { totalUnread: 0, conversations: [] },
        'GET /api/conversations/project/p9': jsonResponse(404, { message: 'Gesprek niet gevonden' }),
      });
      renderInbox('/messages?project=p9', creator);
      expect(await screen.findByText('Kon gesprek niet laden')).toBeInTheDocument();
    });
  });

  it("says 'Kon gesprekken niet laden' when the list fails, and 'Kon gesprek niet laden' for a conversation", async () => {
    installFetch({
      'GET /api/conversations': jsonResponse(503, { message: 'Even niet' }),
      'GET /api/conversations/c1': jsonResponse(404, { message: 'Gesprek niet gevonden' }),
    });
    renderInbox('/messages?conversation=c1');
    expect(await screen.findByText('Kon gesprekken niet laden')).toBeInTheDocument();
    expect(await screen.findByText('Kon gesprek niet laden')).toBeInTheDocument();
  });

  it('tells a user without conversations how to start one', async () => {
    installFetch({ 'GET /api/conversations': { totalUnread: 0, conversations: [] } });
    renderInbox();
    expect(await screen.findByText('Nog geen gesprekken')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Berichten - Clipwerk'));
  });
});
