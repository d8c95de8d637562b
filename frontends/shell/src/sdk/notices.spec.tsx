import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RealtimeProvider, tokenStore } from '@clipwerk/shell/sdk';
import { TopNav } from '../layout/TopNav';
import { renderScreen } from '../test/renderScreen';
import { company, fakeSession } from '../test/fakeSession';
import { installFetch, jsonResponse } from '../test/http';

// The socket is socket.io's; the test stands in for the server at the package boundary and pushes its events.
const handlers = new Map<string, (payload: unknown) => void>();
jest.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    // The connection's manager: it tells of a reconnect.
    io: { on: (event: string, handler: (payload: unknown) => void) => handlers.set(`manager:${event}`, handler) },
    disconnect: () => undefined,
  }),
}));

const notice = (id: string, message: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'proposal',
  message,
  data: { projectId: 'p1' },
  link: '/projects/p1/proposals',
  createdAt: new Date().toISOString(),
  read: false,
  ...overrides,
});

function renderShell() {
  tokenStore.set('sessie-token');
  renderScreen(
    <RealtimeProvider>
      <TopNav />
    </RealtimeProvider>,
    { session: fakeSession({ user: company }) },
  );
}

describe('the bell in the header', () => {
  beforeEach(() => handlers.clear());
  afterEach(() => tokenStore.clear());

  it('starts from the server’s notices and counts the unread', async () => {
    installFetch({
      'GET /api/notifications': {
        notifications: [
          notice('n2', 'Nieuw voorstel ontvangen voor Koffie'),
          notice('n1', 'Aanbetaling ontvangen', { read: true }),
        ],
        unreadCount: 1,
      },
    });
    renderShell();
    expect(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeInTheDocument();
  });

  it('reads the server’s notices again when the socket reconnects: a push missed meanwhile is listed', async () => {
    let listed = [notice('n1', 'Aanbetaling ontvangen', { read: true })];
    installFetch({
      'GET /api/notifications': () => jsonResponse(200, { notifications: listed, unreadCount: 0 }),
    });
    renderShell();
    expect(await screen.findByRole('button', { name: 'Meldingen' })).toBeInTheDocument();
    await waitFor(() => expect(handlers.has('manager:reconnect')).toBe(true));
    listed = [notice('n2', 'Nieuw bericht van Pieter', { type: 'message' }), ...listed];
    act(() => handlers.get('manager:reconnect')!(1));
    expect(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeInTheDocument();
  });

  it('adds a pushed notice once, in the server’s words, and toasts it', async () => {
    installFetch({ 'GET /api/notifications': { notifications: [], unreadCount: 0 } });
    renderShell();
    await waitFor(() => expect(handlers.has('proposal-received')).toBe(true));
    const pushed = { projectTitle: 'Koffie', notification: notice('n9', 'Nieuw voorstel ontvangen voor Koffie (van de server)') };
    act(() => handlers.get('proposal-received')!(pushed));
    act(() => handlers.get('proposal-received')!(pushed));
    expect(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeInTheDocument();
    expect(screen.getByText('Nieuw voorstel ontvangen voor Koffie (van de server)')).toBeInTheDocument();
  });

  it('opens the page a pushed notice names, not one worked out from its data', async () => {
    installFetch({
      'GET /api/notifications': { notifications: [], unreadCount: 0 },
      'POST /api/notifications/n7/read': { success: true },
    });
    renderShell();
    await waitFor(() => expect(handlers.has('payment-updated')).toBe(true));
    const pushed = notice('n7', 'Eindbetaling ontvangen', { type: 'payment', link: '/project-workspace/p1?tab=payment' });
    act(() => handlers.get('payment-updated')!({ projectId: 'p1', status: 'final_paid', notification: pushed }));
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' }));
    const list = screen.getByRole('list', { name: 'Meldingen' });
    await userEvent.click(within(list).getByRole('button', { name: /Eindbetaling ontvangen/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/project-workspace/p1?tab=payment');
  });

  it('opens the page the notice names and marks it read on the server; closing marks all read', async () => {
    const posts: string[] = [];
    installFetch({
      'GET /api/notifications': {
        notifications: [
          notice('n2', 'Nieuw voorstel ontvangen voor Koffie'),
          notice('n3', 'Aanbetaling ontvangen', { link: '/project-workspace/p1?tab=payment' }),
        ],
        unreadCount: 2,
      },
      'POST /api/notifications/n2/read': (url: string) => (posts.push(url), jsonResponse(200, { success: true })),
      'POST /api/notifications/read-all': (url: string) => (posts.push(url), jsonResponse(200, { success: true })),
    });
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' }));
    const list = screen.getByRole('list', { name: 'Meldingen' });
    await userEvent.click(within(list).getByRole('button', { name: /Nieuw voorstel ontvangen voor Koffie/ }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/projects\/p1\/proposals$/);
    expect(posts).toEqual(['/api/notifications/n2/read']);

    await userEvent.click(screen.getByRole('button', { name: 'Meldingen, 1 ongelezen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Meldingen, 1 ongelezen' }));
    await waitFor(() => expect(posts).toContain('/api/notifications/read-all'));
    expect(screen.getByRole('button', { name: 'Meldingen' })).toBeInTheDocument();
  });

  it('stays empty and quiet when there is no notifications context (404)', async () => {
    installFetch({});
    renderShell();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Meldingen' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
