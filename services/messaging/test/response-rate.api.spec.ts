import { MessagingEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { CountOverdueRepliesService } from '../src/application/count-replies/count-overdue-replies.service';
import {
  announceProject,
  client,
  type MessagingTestApp,
  outboxEvents,
  registerCompany,
  registerCreator,
  startMessagingApp,
  type TestUser,
} from './support/messaging-test-app';

/**
 * A creator's response rate on real PostgreSQL: the conversations companies open with her, each counted once, at
 * her first answer or when its day passed, and announced with her figures as they are then.
 */
describe('a creator’s response rate', () => {
  let app: MessagingTestApp;
  let db: DataSource;
  let overdue: CountOverdueRepliesService;

  beforeAll(async () => {
    app = await startMessagingApp();
    db = app.app.get(DataSource, { strict: false });
    overdue = app.app.get(CountOverdueRepliesService);
  });

  afterAll(() => app.close());

  const open = async (company: TestUser, creator: TestUser) => {
    const { body } = await client(app, company)('POST', '/conversations', { participantId: creator.id });
    const id = body.conversation.id as string;
    await client(app, company)('POST', `/conversations/${id}/messages`, { content: 'Heb je tijd voor een opdracht?' });
    return id;
  };
  const answer = (creator: TestUser, conversationId: string) =>
    client(app, creator)('POST', `/conversations/${conversationId}/messages`, { content: 'Zeker, vertel!' });
  /** The company's opening message, as if it was sent `hours` ago. */
  const openedHoursAgo = (conversationId: string, hours: number) =>
    db.query(`UPDATE messaging.conversation SET awaiting_reply_since = now() - $2 * interval '1 hour' WHERE id = $1`, [
      conversationId,
      hours,
    ]);
  const announced = async (creator: TestUser) =>
    (await outboxEvents(app, MessagingEvents.CreatorResponseRateChanged, creator.id)).map(
      ({ responseRate, answeredInTime, counted }) => [responseRate, answeredInTime, counted],
    );

  it('counts an answer within the day, a late answer and no answer, each once', async () => {
    const creator = await registerCreator(app, 'Sanne Snel');
    const companies = await Promise.all(
      ['Bakkerij Brood BV', 'Fietsen Frits BV', 'Thee & Co BV'].map((name) => registerCompany(app, { companyName: name })),
    );

    const inTime = await open(companies[0], creator);
    expect(await announced(creator)).toEqual([]); // waiting is not counted yet
    await answer(creator, inTime);
    await answer(creator, inTime); // her second message changes nothing
    expect(await announced(creator)).toEqual([[100, 1, 1]]);

    const late = await open(companies[1], creator);
    await openedHoursAgo(late, 25);
    await answer(creator, late);
    expect(await announced(creator)).toEqual([
      [100, 1, 1],
      [50, 1, 2],
    ]);

    const unanswered = await open(companies[2], creator);
    expect(await overdue.run()).toBe(0); // its day has not passed
    await openedHoursAgo(unanswered, 24.5);
    expect(await overdue.run()).toBe(1);
    expect(await overdue.run()).toBe(0);
    await answer(creator, unanswered); // already counted as unanswered
    await client(app, companies[2])('POST', `/conversations/${unanswered}/messages`, { content: 'Nog interesse?' });
    expect(await announced(creator)).toEqual([
      [100, 1, 1],
      [50, 1, 2],
      [33, 1, 3],
    ]);
  });

  /** The conversation's bookkeeping as stored, and its messages' times in the order they were stored. */
  const stored = async (conversationId: string) => {
    const [conversation]: { last_activity_at: Date; awaiting_reply_since: Date | null; reply_counted: boolean }[] =
      await db.query(`SELECT last_activity_at, awaiting_reply_since, reply_counted FROM messaging.conversation WHERE id = $1`, [
        conversationId,
      ]);
    const messages: { sender_id: string; sent_at: Date }[] = await db.query(
      `SELECT sender_id, sent_at FROM messaging.message WHERE conversation_id = $1 ORDER BY seq`,
      [conversationId],
    );
    return { ...conversation, messages };
  };
  const latest = (messages: { sent_at: Date }[]) => new Date(Math.max(...messages.map((m) => m.sent_at.getTime())));

  it('sends at once into one conversation: the last activity is the latest message and the wait opens and ends once', async () => {
    const creator = await registerCreator(app, 'Gijs Gelijk');
    const company = await registerCompany(app, { companyName: 'Tegelijk BV' });
    const { body } = await client(app, company)('POST', '/conversations', { participantId: creator.id });
    const id = body.conversation.id as string;
    const say = (user: TestUser, content: string) => client(app, user)('POST', `/conversations/${id}/messages`, { content });

    const opening = await Promise.all(['Hallo!', 'Heb je tijd?', 'Voor een opdracht.'].map((text) => say(company, text)));
    expect(opening.map(({ status }) => status)).toEqual([201, 201, 201]);
    let now = await stored(id);
    expect(now.messages).toHaveLength(3);
    expect(now.last_activity_at).toEqual(latest(now.messages));
    expect(now.awaiting_reply_since).toEqual(now.messages[0].sent_at); // her wait runs from the first of them

    const answers = await Promise.all(['Ja!', 'Vertel.', 'Wanneer?'].map((text) => say(creator, text)));
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201]);
    now = await stored(id);
    expect(now.last_activity_at).toEqual(latest(now.messages));
    expect([now.awaiting_reply_since, now.reply_counted]).toEqual([null, true]);
    expect(await announced(creator)).toEqual([[100, 1, 1]]); // counted once, at her first answer
  });

  it('a company’s first message and the creator’s at once: whichever is stored first decides, and no wait is left open', async () => {
    const creator = await registerCreator(app, 'Hanna Haast');
    for (let round = 0; round < 4; round++) {
      const company = await registerCompany(app, { companyName: `Wedloop ${round + 1} BV` });
      const { body } = await client(app, company)('POST', '/conversations', { participantId: creator.id });
      const id = body.conversation.id as string;
      const say = (user: TestUser, content: string) => client(app, user)('POST', `/conversations/${id}/messages`, { content });
      await Promise.all([say(company, 'Goedemorgen!'), say(creator, 'Hoi!')]);
      const now = await stored(id);
      expect(now.last_activity_at).toEqual(latest(now.messages));
      // The company's message opened her wait only when it came first, and then her message ended it.
      expect(now.awaiting_reply_since).toBeNull();
      expect(now.reply_counted).toBe(now.messages[0].sender_id === company.id);
    }
  });

  it('her answer retried at once with one Idempotency-Key is stored and counted once', async () => {
    const creator = await registerCreator(app, 'Iris Opnieuw');
    const company = await registerCompany(app, { companyName: 'Herhaal BV' });
    const id = await open(company, creator);
    const retry = () =>
      client(app, creator)('POST', `/conversations/${id}/messages`, { content: 'Zeker!' }, { 'idempotency-key': 'antwoord-1' });
    const answers = await Promise.all(Array.from({ length: 4 }, retry));
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map(({ body }) => body.message.id)).size).toBe(1);
    expect((await stored(id)).messages).toHaveLength(2);
    expect(await announced(creator)).toEqual([[100, 1, 1]]);
  });

  it('does not count a conversation the creator opened, nor the company’s answer in it', async () => {
    const company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    const creator = await registerCreator(app, 'Cas Begint');
    const project = await announceProject(app, company, creator);
    const say = (user: TestUser, message: string) =>
      client(app, user)('POST', `/conversations/project/${project.id}/message`, { message });
    const { body } = await say(creator, 'Ik ben begonnen!');
    await say(company, 'Top, dank je!');
    await say(creator, 'Graag gedaan.');
    await db.query(`UPDATE messaging.message SET sent_at = sent_at - interval '3 days' WHERE conversation_id = $1`, [
      body.conversation.id,
    ]);
    await overdue.run();
    expect(await announced(creator)).toEqual([]);
  });

  it('two replicas counting overdue conversations at once count each exactly once', async () => {
    const creator = await registerCreator(app, 'Daan Druk');
    const companies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => registerCompany(app, { companyName: `Webshop ${i + 1} BV` })),
    );
    const conversations = await Promise.all(companies.map((company) => open(company, creator)));
    for (const id of conversations) await openedHoursAgo(id, 30);

    const [first, second] = await Promise.all([overdue.run(), overdue.run()]);
    expect(first + second).toBe(6);
    const figures = await announced(creator);
    expect(figures.at(-1)).toEqual([0, 0, 6]);
    // Every announcement carries a higher count than the one before: a receiver keeps the highest.
    expect(figures.map(([, , counted]) => counted)).toEqual([...figures.map(([, , counted]) => counted)].sort((a, b) => a - b));
    expect(new Set(figures.map(([, , counted]) => counted)).size).toBe(figures.length);
  });
});
