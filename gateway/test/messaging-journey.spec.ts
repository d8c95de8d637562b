import { hire } from './support/hire';
import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

/**
 * Talk over the API, through the gateway: the company and its hired creator exchange messages in the project's
 * conversation, read marks and unread counts follow, a retried send is stored once, and a third user gets the 404
 * of a conversation that does not exist. Messaging knows the parties and the project only from events, so each
 * call right after the hire also proves those arrived.
 */
describe.each(TOPOLOGIES)('messaging journey through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const suffix = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('company and hired creator exchange messages in the project conversation; a third user gets 404', async () => {
    const { owner, creator, creatorId, projectId, title } = await hire(api, `${suffix}-praat`);

    const first = await api('POST', `/conversations/project/${projectId}/message`, { message: 'Welkom Noor! Vragen?' }, owner);
    expect(first.status).toBe(201);
    const conversationId: string = first.body.conversation.id;

    // The creator sees it at once in her inbox, unread, with the company and the project.
    const inbox = await api('GET', '/conversations', undefined, creator);
    expect(inbox.status).toBe(200);
    expect(inbox.body.totalUnread).toBe(1);
    expect(inbox.body.conversations[0]).toMatchObject({
      id: conversationId,
      participant: { name: 'Bakkerij Levering' },
      project: { id: projectId, title },
      lastMessage: { content: 'Welkom Noor! Vragen?', isFromMe: false },
      unreadCount: 1,
    });

    // She reads and answers; a retry of her answer (same Idempotency-Key) is stored once.
    expect((await api('POST', `/conversations/${conversationId}/read`, undefined, creator)).body.totalUnread).toBe(0);
    const send = () =>
      fetch(`${topology.url}/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${creator}`,
          'idempotency-key': `antwoord-${suffix}`,
        },
        body: JSON.stringify({ content: 'Dank je! Ik begin morgen.' }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message: { id: string } } }));
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);

    const thread = await api('GET', `/conversations/project/${projectId}`, undefined, owner);
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((message: { content: string; read: boolean }) => [message.content, message.read])).toEqual([
      ['Welkom Noor! Vragen?', true],
      ['Dank je! Ik begin morgen.', false],
    ]);
    expect(thread.body.conversation.participant).toMatchObject({ id: creatorId, name: 'Noor Test' });
    expect((await api('GET', '/conversations', undefined, owner)).body.totalUnread).toBe(1);

    // The company wrote first and she answered within the day: messaging counts it, identity shows her rate.
    const card = await api('GET', `/users/creators/${creatorId}`);
    expect(card.body.data.creator.stats.responseRate).toBe(100);

    // Someone else, even the company of another project, gets the 404 of a conversation that does not exist.
    const stranger = await hire(api, `${suffix}-ander`);
    for (const [method, route, body] of [
      ['GET', `/conversations/${conversationId}`, undefined],
      ['POST', `/conversations/${conversationId}/messages`, { content: 'Mag ik meelezen?' }],
      ['POST', `/conversations/${conversationId}/read`, undefined],
      ['GET', `/conversations/project/${projectId}`, undefined],
      ['POST', `/conversations/project/${projectId}/message`, { message: 'Hallo?' }],
    ] as const) {
      for (const token of [stranger.owner, stranger.creator]) {
        const answer = await api(method, route, body, token);
        expect({ route, status: answer.status, message: answer.body.message }).toEqual({
          route,
          status: 404,
          message: 'Gesprek niet gevonden',
        });
      }
    }
    expect((await api('GET', '/conversations', undefined, stranger.owner)).body.conversations).toEqual([]);
  }, 90_000);
});
