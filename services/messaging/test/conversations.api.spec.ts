import { MessagingEvents } from '@clipwerk/proto';
import { MESSAGE_MAX } from '../src/domain/message-rules';
import { Messages } from '../src/domain/messages';
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

/** The conversations API on real PostgreSQL: start, send, read, list, search and the project conversation. */
describe('conversations API', () => {
  let app: MessagingTestApp;
  let company: TestUser;
  let creator: TestUser;
  let companyApi: ReturnType<typeof client>;
  let creatorApi: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await startMessagingApp();
    company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(app, 'Anna de Jong');
    companyApi = client(app, company);
    creatorApi = client(app, creator);
  });

  afterAll(() => app.close());

  it('a company starts a conversation with a creator once: the second start answers the same conversation', async () => {
    const first = await companyApi('POST', '/conversations', { participantId: creator.id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      created: true,
      conversation: { participant: { id: creator.id, name: 'Anna de Jong', role: 'creator' }, project: null, messages: [] },
    });
    const again = await companyApi('POST', '/conversations', { participantId: creator.id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, conversation: { id: first.body.conversation.id } });
    // The creator answering from her side reaches the same conversation.
    const answered = await creatorApi('POST', '/conversations', { participantId: company.id });
    expect(answered.status).toBe(200);
    expect(answered.body.conversation).toMatchObject({ id: first.body.conversation.id, participant: { name: 'Koffie & Co BV' } });
  });

  it('two starts at the same moment make one conversation', async () => {
    const other = await registerCreator(app, 'Bram Bakker');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => companyApi('POST', '/conversations', { participantId: other.id })),
    );
    expect(new Set(answers.map((answer) => answer.body.conversation.id)).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
  });

  it('sends trimmed messages, lists them oldest first and raises MessageSent with a preview', async () => {
    const { body } = await companyApi('POST', '/conversations', { participantId: creator.id });
    const id: string = body.conversation.id;
    const sent = await companyApi('POST', `/conversations/${id}/messages`, { content: '  Hoi Anna, heb je tijd?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      content: 'Hoi Anna, heb je tijd?',
      read: false,
      sender: { id: company.id, name: 'Koffie & Co BV', isMe: true },
    });
    const reply = await creatorApi('POST', `/conversations/${id}/messages`, { content: 'Zeker!', attachments: [] });
    expect(reply.status).toBe(201);

    const opened = await companyApi('GET', `/conversations/${id}`);
    expect(opened.status).toBe(200);
    expect(
      opened.body.conversation.messages.map((message: { content: string; sender: { isMe: boolean } }) => [
        message.content,
        message.sender.isMe,
      ]),
    ).toEqual([
      ['Hoi Anna, heb je tijd?', true],
      ['Zeker!', false],
    ]);
    expect(opened.body.conversation.messages[1].attachments).toEqual([]);

    const events = await outboxEvents(app, MessagingEvents.MessageSent, id);
    expect(events[0]).toMatchObject({
      conversationId: id,
      messageId: sent.body.message.id,
      senderId: company.id,
      recipientIds: [creator.id],
      projectId: '',
      preview: 'Hoi Anna, heb je tijd?',
      senderName: 'Koffie & Co BV',
    });
    expect(events).toHaveLength(2);
  });

  it.each([
    ['an empty text', { content: '' }, Messages.messageRequired],
    ['only spaces', { content: '   ' }, Messages.messageRequired],
    ['no text at all', {}, Messages.messageRequired],
    ['2001 characters', { content: 'x'.repeat(2001) }, Messages.messageTooLong(MESSAGE_MAX)],
    ['only zero-width spaces', { content: '\u200B\u200B\u200B' }, Messages.messageInvisible],
    ['only invisible joiners and a byte-order mark', { content: '\u200D \u2060\uFEFF' }, Messages.messageInvisible],
  ])('refuses %s with 400 and the Dutch text, and stores nothing', async (_case, payload, text) => {
    const { body } = await companyApi('POST', '/conversations', { participantId: creator.id });
    const before = await companyApi('GET', `/conversations/${body.conversation.id}`);
    const answer = await companyApi('POST', `/conversations/${body.conversation.id}/messages`, payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION.FAILED', errors: [{ field: 'content', message: text }] });
    const after = await companyApi('GET', `/conversations/${body.conversation.id}`);
    expect(after.body.conversation.messages).toHaveLength(before.body.conversation.messages.length);
  });

  it('a text of exactly 2000 characters is sent', async () => {
    const { body } = await companyApi('POST', '/conversations', { participantId: creator.id });
    const answer = await companyApi('POST', `/conversations/${body.conversation.id}/messages`, { content: 'x'.repeat(2000) });
    expect(answer.status).toBe(201);
  });

  it('a send retried 5 times at once with one Idempotency-Key is stored once and every retry answers it', async () => {
    const buyer = await registerCompany(app, { companyName: 'Retry BV' });
    const maker = await registerCreator(app, 'Cas Retry');
    const buyerApi = client(app, buyer);
    const { body } = await buyerApi('POST', '/conversations', { participantId: maker.id });
    const id: string = body.conversation.id;
    const send = () =>
      buyerApi('POST', `/conversations/${id}/messages`, { content: 'Eén keer graag' }, { 'idempotency-key': 'send-42' });
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
    const opened = await buyerApi('GET', `/conversations/${id}`);
    expect(opened.body.conversation.messages).toHaveLength(1);
    expect(await outboxEvents(app, MessagingEvents.MessageSent, id)).toHaveLength(1);
    // The recipient counts it once.
    expect((await client(app, maker)('GET', '/conversations')).body.totalUnread).toBe(1);
    // The same key for another text is a mistake, not a retry.
    const misuse = await buyerApi(
      'POST',
      `/conversations/${id}/messages`,
      { content: 'Iets anders' },
      { 'idempotency-key': 'send-42' },
    );
    expect(misuse.status).toBe(409);
    expect(misuse.body.message).toBe(Messages.idempotencyKeyReused);
    // Keys are per sender: the creator may use the same one.
    const theirs = await client(app, maker)(
      'POST',
      `/conversations/${id}/messages`,
      { content: 'Top' },
      { 'idempotency-key': 'send-42' },
    );
    expect(theirs.status).toBe(201);
  });

  it('counts unread messages per conversation and in total; reading clears them and ticks the sender’s messages', async () => {
    const buyer = await registerCompany(app, { companyName: 'Teller BV' });
    const maker = await registerCreator(app, 'Daan Teller');
    const second = await registerCreator(app, 'Eva Teller');
    const buyerApi = client(app, buyer);
    const makerApi = client(app, maker);
    const one = (await buyerApi('POST', '/conversations', { participantId: maker.id })).body.conversation.id;
    const two = (await buyerApi('POST', '/conversations', { participantId: second.id })).body.conversation.id;
    await makerApi('POST', `/conversations/${one}/messages`, { content: 'Een' });
    await makerApi('POST', `/conversations/${one}/messages`, { content: 'Twee' });
    await client(app, second)('POST', `/conversations/${two}/messages`, { content: 'Drie' });

    const before = await buyerApi('GET', '/conversations');
    expect(before.body.totalUnread).toBe(3);
    const unread = Object.fromEntries(
      before.body.conversations.map((item: { id: string; unreadCount: number }) => [item.id, item.unreadCount]),
    );
    expect(unread).toEqual({ [one]: 2, [two]: 1 });
    // The sender's own messages are not unread for her, and not yet ticked.
    expect((await makerApi('GET', '/conversations')).body.totalUnread).toBe(0);
    expect(
      (await makerApi('GET', `/conversations/${one}`)).body.conversation.messages.map((m: { read: boolean }) => m.read),
    ).toEqual([false, false]);

    const read = await buyerApi('POST', `/conversations/${one}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ unreadCount: 0, marked: 2, totalUnread: 1 });
    expect((await buyerApi('GET', '/conversations')).body.totalUnread).toBe(1);
    const ticked = await makerApi('GET', `/conversations/${one}`);
    expect(ticked.body.conversation.messages.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
    expect(ticked.body.conversation.lastMessage).toMatchObject({ content: 'Twee', isFromMe: true, read: true });
    // A message after the read mark is unread again.
    await makerApi('POST', `/conversations/${one}/messages`, { content: 'Vier' });
    expect((await buyerApi('GET', '/conversations')).body.totalUnread).toBe(2);
  });

  it('lists newest activity first, with the other party, the project title and the last message', async () => {
    const buyer = await registerCompany(app, { companyName: 'Volgorde BV' });
    const early = await registerCreator(app, 'Fleur Vroeg');
    const late = await registerCreator(app, 'Gijs Laat');
    const project = await announceProject(app, buyer, late, 'Zomercampagne ijsjes');
    const buyerApi = client(app, buyer);
    const direct = (await buyerApi('POST', '/conversations', { participantId: early.id })).body.conversation.id;
    await buyerApi('POST', `/conversations/project/${project.id}/message`, { message: 'Welkom aan boord!' });
    await buyerApi('POST', `/conversations/${direct}/messages`, { content: 'Nog een vraag' });

    const listed = await buyerApi('GET', '/conversations');
    expect(listed.body.conversations.map((item: { participant: { name: string } }) => item.participant.name)).toEqual([
      'Fleur Vroeg',
      'Gijs Laat',
    ]);
    expect(listed.body.conversations[1]).toMatchObject({
      project: { id: project.id, title: 'Zomercampagne ijsjes' },
      lastMessage: { content: 'Welkom aan boord!', isFromMe: true, read: false },
      unreadCount: 0,
    });
    // A conversation without messages shows only to whoever started it.
    const quiet = await registerCreator(app, 'Hanna Stil');
    await buyerApi('POST', '/conversations', { participantId: quiet.id });
    expect((await client(app, quiet)('GET', '/conversations')).body.conversations).toEqual([]);
    expect((await buyerApi('GET', '/conversations')).body.conversations).toHaveLength(3);
  });

  it('searches the other party’s name, the project title and the messages’ text', async () => {
    const buyer = await registerCompany(app, { companyName: 'Zoek BV' });
    const irene = await registerCreator(app, 'Irene Zoeker');
    const joost = await registerCreator(app, 'Joost Vinder');
    const kim = await registerCreator(app, 'Kim Anders');
    const project = await announceProject(app, buyer, joost, 'Herfstcollectie jassen');
    const buyerApi = client(app, buyer);
    const withIrene = (await buyerApi('POST', '/conversations', { participantId: irene.id })).body.conversation.id;
    await buyerApi('POST', `/conversations/${withIrene}/messages`, { content: 'Hallo' });
    await buyerApi('POST', `/conversations/project/${project.id}/message`, { message: 'Start maandag' });
    const withKim = (await buyerApi('POST', '/conversations', { participantId: kim.id })).body.conversation.id;
    await client(app, kim)('POST', `/conversations/${withKim}/messages`, { content: 'Mijn tarief is 100% eerlijk' });

    const names = async (q: string) =>
      (await buyerApi('GET', `/conversations?q=${encodeURIComponent(q)}`)).body.conversations.map(
        (item: { participant: { name: string } }) => item.participant.name,
      );
    expect(await names('irene')).toEqual(['Irene Zoeker']);
    expect(await names('HERFST')).toEqual(['Joost Vinder']);
    expect(await names('tarief')).toEqual(['Kim Anders']);
    // LIKE's wildcards are matched as themselves.
    expect(await names('100%')).toEqual(['Kim Anders']);
    expect(await names('_')).toEqual([]);
    expect(await names('niets dergelijks')).toEqual([]);
    expect(await names('')).toHaveLength(3);
    // The total unread does not depend on the search.
    expect((await buyerApi('GET', '/conversations?q=irene')).body.totalUnread).toBe(1);
  });

  it('pages a long conversation backwards with `before`', async () => {
    const buyer = await registerCompany(app, { companyName: 'Pagina BV' });
    const maker = await registerCreator(app, 'Lotte Pagina');
    const buyerApi = client(app, buyer);
    const id = (await buyerApi('POST', '/conversations', { participantId: maker.id })).body.conversation.id;
    for (let index = 1; index <= 7; index += 1)
      await buyerApi('POST', `/conversations/${id}/messages`, { content: `Bericht ${index}` });

    const newest = await buyerApi('GET', `/conversations/${id}?limit=3`);
    const contents = (page: { body: { conversation: { messages: { content: string }[] } } }) =>
      page.body.conversation.messages.map((message) => message.content);
    expect(contents(newest)).toEqual(['Bericht 5', 'Bericht 6', 'Bericht 7']);
    expect(newest.body.conversation.hasMoreMessages).toBe(true);
    const older = await buyerApi('GET', `/conversations/${id}?limit=3&before=${newest.body.conversation.messages[0].id}`);
    expect(contents(older)).toEqual(['Bericht 2', 'Bericht 3', 'Bericht 4']);
    const oldest = await buyerApi('GET', `/conversations/${id}?limit=3&before=${older.body.conversation.messages[0].id}`);
    expect(contents(oldest)).toEqual(['Bericht 1']);
    expect(oldest.body.conversation.hasMoreMessages).toBe(false);
  });

  it('the project conversation: empty until the first message, which opens it for both parties', async () => {
    const owner = await registerCompany(app, { companyName: 'Project BV' });
    const hired = await registerCreator(app, 'Mila Project');
    const project = await announceProject(app, owner, hired, 'Lanceringsvideo app');
    const ownerApi = client(app, owner);
    const hiredApi = client(app, hired);

    const empty = await hiredApi('GET', `/conversations/project/${project.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      project: { id: project.id, title: 'Lanceringsvideo app' },
      conversation: null,
      messages: [],
    });

    const sent = await hiredApi('POST', `/conversations/project/${project.id}/message`, {
      message: ' Ik begin morgen ',
      attachments: [],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ conversation: { id: expect.any(String) }, message: { content: 'Ik begin morgen' } });
    const answer = await ownerApi('POST', `/conversations/project/${project.id}/message`, { message: 'Top, succes!' });
    expect(answer.body.conversation.id).toBe(sent.body.conversation.id);

    const seen = await ownerApi('GET', `/conversations/project/${project.id}`);
    expect(seen.body.messages.map((message: { content: string }) => message.content)).toEqual([
      'Ik begin morgen',
      'Top, succes!',
    ]);
    expect(seen.body.conversation).toMatchObject({ id: sent.body.conversation.id, participant: { name: 'Mila Project' } });
    // Starting it through POST /conversations with the project answers the same conversation.
    const started = await ownerApi('POST', '/conversations', { participantId: hired.id, projectId: project.id });
    expect(started.status).toBe(200);
    expect(started.body.conversation.id).toBe(sent.body.conversation.id);

    const [event] = await outboxEvents(app, MessagingEvents.MessageSent, sent.body.conversation.id);
    expect(event).toMatchObject({ projectId: project.id, projectTitle: 'Lanceringsvideo app', recipientIds: [owner.id] });

    const invalid = await ownerApi('POST', `/conversations/project/${project.id}/message`, { message: '   ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: 'message', message: Messages.messageRequired }]);
  });

  it('POST /conversations without a participant is refused in Dutch', async () => {
    const answer = await companyApi('POST', '/conversations', {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'participantId', message: Messages.participantRequired }]);
  });
});
