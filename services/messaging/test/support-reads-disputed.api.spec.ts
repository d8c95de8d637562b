import { bearer } from '@clipwerk/kit/testing';
import { PaymentEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
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
 * Support reads a project's conversation while a dispute holds the project (payments' DisputeOpened until
 * DisputeResolved), and only reads; anyone else who is not a party gets the 404 of a missing conversation.
 */
describe('support reads the conversation of a disputed project', () => {
  let app: MessagingTestApp;
  let owner: TestUser;
  let creator: TestUser;
  let outsider: TestUser;
  let support: TestUser;
  let project: { id: string };
  const dispute = () => ({ payoutId: '', projectId: project.id, ownerId: owner.id, creatorId: creator.id });

  beforeAll(async () => {
    app = await startMessagingApp();
    owner = await registerCompany(app, { companyName: 'Granola Groep' });
    creator = await registerCreator(app, 'Lotte de Vries');
    outsider = await registerCompany(app, { companyName: 'Buitenstaander BV' });
    const supportId = randomUUID();
    const token = await app.token(supportId, 'support');
    support = { id: supportId, token, headers: bearer(token) };
    project = await announceProject(app, owner, creator);
    await client(app, creator)('POST', `/conversations/project/${project.id}/message`, { message: 'De video staat klaar.' });
  });

  afterAll(() => app.close());

  const read = (user: TestUser) => client(app, user)('GET', `/conversations/project/${project.id}`);

  it('answers support 404 while no dispute holds the project', async () => {
    expect((await read(support)).status).toBe(404);
  });

  it('lets support read the conversation during a dispute, without marking anything read; an outsider still gets 404', async () => {
    await app.deliver(PaymentEvents.DisputeOpened, project.id, {
      ...dispute(),
      disputeId: randomUUID(),
      reason: 'De eindbetaling blijft uit.',
      openedAt: new Date().toISOString(),
      openedByRole: 'creator',
    });
    const seen = await read(support);
    expect(seen.status).toBe(200);
    expect(seen.body.messages.map((message: { content: string }) => message.content)).toEqual(['De video staat klaar.']);
    expect(seen.body.participant.id).toBe(creator.id);
    expect((await read(outsider)).status).toBe(404);
    // The company has still not read the creator's message.
    expect((await read(owner)).body.conversation.unreadCount).toBe(1);
  });

  it('lets support only read: it cannot write into the conversation or open it by id', async () => {
    const conversationId = (await read(owner)).body.conversation.id;
    const say = client(app, support);
    expect((await say('POST', `/conversations/project/${project.id}/message`, { message: 'Support hier.' })).status).toBe(404);
    expect((await say('POST', `/conversations/${conversationId}/messages`, { content: 'Support hier.' })).status).toBe(404);
    expect((await say('GET', `/conversations/${conversationId}`)).status).toBe(404);
    expect((await read(owner)).body.messages).toHaveLength(1);
  });

  it('answers support 404 again once the dispute is resolved', async () => {
    await app.deliver(PaymentEvents.DisputeResolved, project.id, {
      ...dispute(),
      disputeId: randomUUID(),
      resolution: 'split',
      resolvedAt: new Date().toISOString(),
    });
    expect((await read(support)).status).toBe(404);
    expect((await read(creator)).status).toBe(200);
  });
});
