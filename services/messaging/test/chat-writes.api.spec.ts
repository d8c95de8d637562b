import { waitFor } from '@clipwerk/kit/testing';
import { DataSource } from 'typeorm';
import { client, type MessagingTestApp, registerCompany, registerCreator, startMessagingApp } from './support/messaging-test-app';

/** What a sent message writes, on real PostgreSQL: the conversation it moves keeps its index entries. */
describe('a chat message’s writes', () => {
  let app: MessagingTestApp;

  beforeAll(async () => {
    app = await startMessagingApp();
  });

  afterAll(() => app.close());

  it('moves its conversation with an update that stays on the row’s page and adds no index entry (HOT)', async () => {
    const company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    const creator = await registerCreator(app, 'Anna de Jong');
    const companyApi = client(app, company);
    const creatorApi = client(app, creator);
    const { body } = await companyApi('POST', '/conversations', { participantId: creator.id });
    const id = body.conversation.id;
    const sends = 30;
    for (let turn = 0; turn < sends; turn += 1) {
      const api = turn % 2 === 0 ? companyApi : creatorApi;
      expect((await api('POST', `/conversations/${id}/messages`, { content: `Bericht ${turn + 1}` })).status).toBe(201);
    }

    // The server's statistics arrive from each connection within seconds of its last transaction.
    const db = app.app.get(DataSource, { strict: false });
    const counts = await waitFor(
      async () => {
        const [row]: { updates: string; hot: string }[] = await db.query(
          `SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables
            WHERE schemaname = 'messaging' AND relname = 'conversation'`,
        );
        return Number(row.updates) >= sends ? { updates: Number(row.updates), hot: Number(row.hot) } : undefined;
      },
      { what: 'the conversation’s updates counted', timeoutMs: 20_000 },
    );
    // Only the company's first message (the creator now owes a reply) and the creator's first answer change an
    // indexed column; every other message moves only the conversation's last activity.
    expect(counts.updates - counts.hot).toBeLessThanOrEqual(2);
  });
});
