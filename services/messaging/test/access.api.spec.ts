import { Messages } from '../src/domain/messages';
import {
  announceProject,
  client,
  type MessagingTestApp,
  registerCompany,
  registerCreator,
  startMessagingApp,
  type TestUser,
} from './support/messaging-test-app';

/**
 * Who may talk to whom: a conversation answers only its two parties, and anyone else gets the same 404 as for a
 * conversation that does not exist, on every call.
 */
describe('conversations access rules', () => {
  let app: MessagingTestApp;
  let owner: TestUser;
  let hired: TestUser;
  let outsiderCompany: TestUser;
  let outsiderCreator: TestUser;
  let project: { id: string };
  let direct: string;
  let projectConversation: string;

  beforeAll(async () => {
    app = await startMessagingApp();
    owner = await registerCompany(app, { companyName: 'Eigenaar BV' });
    hired = await registerCreator(app, 'Noor Gekozen');
    outsiderCompany = await registerCompany(app, { companyName: 'Buitenstaander BV' });
    outsiderCreator = await registerCreator(app, 'Olaf Buiten');
    project = await announceProject(app, owner, hired);
    direct = (await client(app, owner)('POST', '/conversations', { participantId: hired.id })).body.conversation.id;
    projectConversation = (
      await client(app, owner)('POST', `/conversations/project/${project.id}/message`, { message: 'Welkom' })
    ).body.conversation.id;
  });

  afterAll(() => app.close());

  const notFound = { success: false, code: 'CONVERSATION.NOT_FOUND', message: Messages.conversationNotFound };

  /** Every call of the API that names a conversation or a project, with a body that would otherwise succeed. */
  const calls = (): [string, 'GET' | 'POST', string, unknown][] => [
    ['open the conversation', 'GET', `/conversations/${direct}`, undefined],
    ['send into the conversation', 'POST', `/conversations/${direct}/messages`, { content: 'Hallo' }],
    ['mark the conversation read', 'POST', `/conversations/${direct}/read`, undefined],
    ['open the project conversation by id', 'GET', `/conversations/${projectConversation}`, undefined],
    ['read the project conversation', 'GET', `/conversations/project/${project.id}`, undefined],
    ['send into the project conversation', 'POST', `/conversations/project/${project.id}/message`, { message: 'Hallo' }],
    ['start the project conversation', 'POST', '/conversations', { participantId: hired.id, projectId: project.id }],
  ];

  it.each(['outsiderCompany', 'outsiderCreator'] as const)(
    '%s gets the 404 of a missing conversation on every call',
    async (who) => {
      const outsider = who === 'outsiderCompany' ? outsiderCompany : outsiderCreator;
      for (const [name, method, url, payload] of calls()) {
        const answer = await client(app, outsider)(method, url, payload);
        expect({ name, status: answer.status, body: answer.body }).toEqual({
          name,
          status: 404,
          body: expect.objectContaining(notFound),
        });
      }
    },
  );

  it('an outsider never sees the conversation in a list or a search', async () => {
    const listed = await client(app, outsiderCompany)('GET', '/conversations?q=Welkom');
    expect(listed.body).toMatchObject({ conversations: [], totalUnread: 0 });
  });

  it.each([
    ['an unknown id', '/conversations/6f1f1c1e-0000-4000-8000-000000000000'],
    ['a malformed id', '/conversations/niet-een-id'],
    ['an unknown project', '/conversations/project/6f1f1c1e-0000-4000-8000-000000000000'],
  ])('%s answers the same 404', async (_case, url) => {
    const answer = await client(app, owner)('GET', url);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject(notFound);
  });

  it('a visitor without a token is sent to log in on every call', async () => {
    for (const [, method, url, payload] of [...calls(), ['list', 'GET', '/conversations', undefined] as const]) {
      expect((await client(app)(method, url, payload)).status).toBe(401);
    }
  });

  it('the project conversation is only between the owner and the selected creator', async () => {
    // Another company cannot talk about the owner's project; the project's own conversation waits for a selection.
    const withOther = await client(app, outsiderCompany)('POST', '/conversations', {
      participantId: hired.id,
      projectId: project.id,
    });
    expect(withOther.status).toBe(404);
    expect(withOther.body).toMatchObject(notFound);
    const waiting = await announceProject(app, owner);
    for (const [method, url, payload] of [
      ['GET', `/conversations/project/${waiting.id}`, undefined],
      ['POST', `/conversations/project/${waiting.id}/message`, { message: 'Hallo?' }],
    ] as const) {
      expect((await client(app, owner)(method, url, payload)).status).toBe(404);
    }
  });

  it('a company may start a conversation with any creator', async () => {
    const answer = await client(app, outsiderCompany)('POST', '/conversations', { participantId: hired.id });
    expect(answer.status).toBe(201);
  });

  it('a creator may not start one with a company she never worked for, but answers one it started', async () => {
    const refused = await client(app, outsiderCreator)('POST', '/conversations', { participantId: owner.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'AUTH.FORBIDDEN', message: Messages.creatorMayNotStart });

    const started = await client(app, owner)('POST', '/conversations', { participantId: outsiderCreator.id });
    expect(started.status).toBe(201);
    const answered = await client(app, outsiderCreator)('POST', '/conversations', { participantId: owner.id });
    expect(answered.status).toBe(200);
    expect(answered.body.conversation.id).toBe(started.body.conversation.id);
    const reply = await client(app, outsiderCreator)('POST', `/conversations/${started.body.conversation.id}/messages`, {
      content: 'Dank voor je bericht!',
    });
    expect(reply.status).toBe(201);
  });

  it('a creator starts one with a company she worked for (selected on one of its projects)', async () => {
    const company = await registerCompany(app, { companyName: 'Oud-opdrachtgever BV' });
    const maker = await registerCreator(app, 'Pien Terug');
    await announceProject(app, company, maker);
    const answer = await client(app, maker)('POST', '/conversations', { participantId: company.id });
    expect(answer.status).toBe(201);
    expect(answer.body.conversation.participant).toMatchObject({ id: company.id, name: 'Oud-opdrachtgever BV' });
  });

  it.each([
    ['another company', () => outsiderCompany.id],
    ['oneself', () => owner.id],
    ['an unknown user', () => '6f1f1c1e-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'iemand'],
  ])('a company cannot start one with %s', async (_case, participant) => {
    const answer = await client(app, owner)('POST', '/conversations', { participantId: participant() });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'CONVERSATION.PARTICIPANT_NOT_FOUND', message: Messages.participantNotFound });
  });
});
