import { drawSignedInScreen } from './prerender';
import { jsonResponse } from '../../shell/src/test/http';
import { company } from '../../shell/src/test/fakeSession';
import { message, summary } from './test/fixtures';

// The gateway draws in Node: the same server renderer here, not the browser's copy jsdom would pick.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));

const conversation = summary({
  id: 'c1',
  lastMessage: {
    id: 'm1',
    content: 'De eerste versie staat klaar.',
    sentAt: new Date().toISOString(),
    isFromMe: false,
    read: false,
  },
  unreadCount: 1,
});

/** The gateway's fetch as the signed-in company. */
const asCompany = jest.fn(async (url: string) => {
  const path = url.split('?')[0];
  if (path === '/api/conversations') return jsonResponse(200, { success: true, conversations: [conversation], totalUnread: 1 });
  if (path === '/api/conversations/c1') {
    return jsonResponse(200, {
      success: true,
      conversation: { ...conversation, messages: [message({ content: 'Zal ik de intro korter maken?' })] },
    });
  }
  return jsonResponse(404, { message: 'Niet gevonden' });
}) as unknown as typeof fetch;

const request = (location: string) => ({ location, module: 'Inbox', user: company, fetch: asCompany });

describe('the inbox as the gateway draws it for a signed-in user', () => {
  it('draws her conversations', async () => {
    const drawn = await drawSignedInScreen(request('/messages'));
    expect(drawn?.markup).toContain('Sanne de Vries');
    expect(drawn?.markup).toContain('De eerste versie staat klaar.');
    expect(drawn?.queries.queries.map((query) => query.queryKey)).toEqual([['messaging', 'conversations', '']]);
  });

  it('draws the conversation the address opens beside them', async () => {
    const drawn = await drawSignedInScreen(request('/messages?conversation=c1'));
    expect(drawn?.markup).toContain('Zal ik de intro korter maken?');
    expect(drawn?.queries.queries).toHaveLength(2);
  });

  it('draws nothing when a conversation of the address is not hers', async () => {
    await expect(drawSignedInScreen(request('/messages?conversation=c9'))).rejects.toMatchObject({ status: 404 });
  });
});
