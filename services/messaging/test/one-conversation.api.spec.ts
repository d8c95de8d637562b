import { IdentityEvents } from '@clipwerk/proto';
import { ErrorCodes, Messages } from '../src/domain/messages';
import {
  announceProject,
  client,
  type MessagingTestApp,
  registerCompany,
  registerCreator,
  selectCreator,
  startMessagingApp,
} from './support/messaging-test-app';

/**
 * One conversation per company, creator and project (or none): every way in (the proposal's Chat button, the
 * workspace's Chat tab, the inbox, both parties) reaches the same one, on real PostgreSQL.
 */
describe('one conversation per company, creator and project', () => {
  let app: MessagingTestApp;

  beforeAll(async () => {
    app = await startMessagingApp();
  });

  afterAll(() => app.close());

  async function proposalOnProject(title: string) {
    const company = await registerCompany(app, { companyName: `${title} BV` });
    const creator = await registerCreator(app, `Creator van ${title}`);
    const project = await announceProject(app, company, undefined, title);
    return { company, creator, project, companyApi: client(app, company), creatorApi: client(app, creator) };
  }

  const idsIn = (list: { body: { conversations: { id: string }[] } }) => list.body.conversations.map(({ id }) => id);

  it('the proposal’s chat, the workspace’s Chat tab, the inbox and both parties reach the same conversation', async () => {
    const { company, creator, project, companyApi, creatorApi } = await proposalOnProject('Zomerfestival');
    // The company chats about the proposal before choosing anyone.
    const fromProposal = await companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id });
    expect(fromProposal.status).toBe(201);
    expect(fromProposal.body.conversation).toMatchObject({
      participant: { id: creator.id },
      project: { id: project.id, title: 'Zomerfestival' },
    });
    const id: string = fromProposal.body.conversation.id;
    await companyApi('POST', `/conversations/${id}/messages`, { content: 'Mooi voorstel! Kun je ook in juni?' });
    // Not chosen yet, the creator answers in the inbox.
    const answered = await creatorApi('POST', '/conversations', { participantId: company.id, projectId: project.id });
    expect(answered.body).toMatchObject({ created: false, conversation: { id } });

    await selectCreator(app, project, company, creator);
    const workspace = await creatorApi('GET', `/conversations/project/${project.id}`);
    expect(workspace.body).toMatchObject({
      conversation: { id },
      participant: { id: company.id, name: 'Zomerfestival BV', role: 'bedrijf' },
    });
    const reply = await creatorApi('POST', `/conversations/project/${project.id}/message`, { message: 'Ja, juni kan!' });
    expect(reply.body.conversation.id).toBe(id);
    const fromTab = await companyApi('POST', `/conversations/project/${project.id}/message`, { message: 'Top' });
    expect(fromTab.body.conversation.id).toBe(id);
    expect((await companyApi('GET', `/conversations/project/${project.id}`)).body.conversation.id).toBe(id);
    expect((await companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id })).body).toMatchObject(
      { created: false, conversation: { id } },
    );

    const thread = await creatorApi('GET', `/conversations/${id}`);
    expect(thread.body.conversation.messages.map((message: { content: string }) => message.content)).toEqual([
      'Mooi voorstel! Kun je ook in juni?',
      'Ja, juni kan!',
      'Top',
    ]);
    expect(idsIn(await companyApi('GET', '/conversations'))).toEqual([id]);
    expect(idsIn(await creatorApi('GET', '/conversations'))).toEqual([id]);
  });

  it('both parties opening it at the same moment, from every entry point, make one conversation', async () => {
    const { company, creator, project, companyApi, creatorApi } = await proposalOnProject('Gelijktijdig');
    await selectCreator(app, project, company, creator);
    const answers = await Promise.all([
      companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id }),
      creatorApi('POST', '/conversations', { participantId: company.id, projectId: project.id }),
      companyApi('POST', `/conversations/project/${project.id}/message`, { message: 'Hallo' }),
      creatorApi('POST', `/conversations/project/${project.id}/message`, { message: 'Hoi' }),
      companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id }),
      creatorApi('POST', '/conversations', { participantId: company.id, projectId: project.id }),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 201)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.body.conversation.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.body.created === true).length).toBeLessThanOrEqual(1);
    expect(idsIn(await companyApi('GET', '/conversations'))).toEqual([...ids]);
    const thread = await creatorApi('GET', `/conversations/${[...ids][0]}`);
    expect(thread.body.conversation.messages.map((message: { content: string }) => message.content).sort()).toEqual([
      'Hallo',
      'Hoi',
    ]);
  });

  it('a profile conversation is one per pair and a conversation of its own beside the project’s', async () => {
    const { company, creator, project, companyApi, creatorApi } = await proposalOnProject('Naast het profiel');
    await selectCreator(app, project, company, creator);
    const starts = await Promise.all([
      companyApi('POST', '/conversations', { participantId: creator.id }),
      creatorApi('POST', '/conversations', { participantId: company.id }),
      companyApi('POST', '/conversations', { participantId: creator.id, projectId: null }),
    ]);
    const direct = new Set(starts.map((answer) => answer.body.conversation.id));
    expect(direct.size).toBe(1);
    expect(starts[0].body.conversation.project).toBeNull();
    const aboutProject = await companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id });
    expect(direct.has(aboutProject.body.conversation.id)).toBe(false);
    const [directId] = direct;
    await companyApi('POST', `/conversations/${directId}/messages`, { content: 'Los van de opdracht' });
    await companyApi('POST', `/conversations/${aboutProject.body.conversation.id}/messages`, { content: 'Over de opdracht' });
    expect(new Set(idsIn(await creatorApi('GET', '/conversations')))).toEqual(
      new Set([directId, aboutProject.body.conversation.id]),
    );
  });

  it('a creator who only sent a proposal answers the company’s conversation but does not start one', async () => {
    const { company, project, creatorApi } = await proposalOnProject('Alleen antwoorden');
    const refused = await creatorApi('POST', '/conversations', { participantId: company.id, projectId: project.id });
    expect(refused.status).toBe(404);
    // Nor can another company's project be talked about with this company.
    const stranger = await registerCompany(app, { companyName: 'Vreemd BV' });
    const wrongOwner = await creatorApi('POST', '/conversations', { participantId: stranger.id, projectId: project.id });
    expect(wrongOwner.status).toBe(404);
  });

  it('the company’s conversations about one project with two creators are two conversations, listed once each', async () => {
    const { company, creator, project, companyApi } = await proposalOnProject('Twee voorstellen');
    const second = await registerCreator(app, 'Tweede Creator');
    const first = await companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id });
    const other = await companyApi('POST', '/conversations', { participantId: second.id, projectId: project.id });
    expect(other.body.conversation.id).not.toBe(first.body.conversation.id);
    await selectCreator(app, project, company, second);
    // The project's conversation is the selected creator's.
    expect((await companyApi('GET', `/conversations/project/${project.id}`)).body.conversation.id).toBe(
      other.body.conversation.id,
    );
    const listed = idsIn(await companyApi('GET', '/conversations'));
    expect(listed.sort()).toEqual([first.body.conversation.id, other.body.conversation.id].sort());
  });

  it('nobody starts a conversation with a deleted account: the one 404 of an unknown user', async () => {
    const { creator, project, companyApi } = await proposalOnProject('Afscheidsfeest');
    const before = await companyApi('POST', '/conversations', { participantId: creator.id, projectId: project.id });
    expect(before.status).toBe(201);

    await app.deliver(IdentityEvents.AccountDeleted, creator.id, {
      userId: creator.id,
      role: 'creator',
      deletedAt: new Date().toISOString(),
    });
    for (const payload of [{ participantId: creator.id, projectId: project.id }, { participantId: creator.id }]) {
      const refused = await companyApi('POST', '/conversations', payload);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({
        success: false,
        code: ErrorCodes.participantNotFound,
        message: Messages.participantNotFound,
      });
    }
    // What was said stays readable for the company.
    expect((await companyApi('GET', `/conversations/${before.body.conversation.id}`)).status).toBe(200);
  });
});
