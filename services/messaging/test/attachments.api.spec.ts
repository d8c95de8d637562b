import { multipartForm, PNG_1X1 } from '@clipwerk/kit/testing';
import { Messages } from '../src/domain/messages';
import {
  client,
  type MessagingTestApp,
  registerCompany,
  registerCreator,
  startMessagingApp,
  type TestUser,
} from './support/messaging-test-app';

/** Files sent along with messages, on real PostgreSQL and the local-disk file storage. */
describe('message attachments API', () => {
  let app: MessagingTestApp;
  let company: TestUser;
  let creator: TestUser;
  let outsider: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    app = await startMessagingApp();
    company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(app, 'Anna de Jong');
    outsider = await registerCreator(app, 'Buiten Staander');
    conversationId = (await client(app, company)('POST', '/conversations', { participantId: creator.id })).body.conversation.id;
  });

  afterAll(() => app.close());

  const upload = (user: TestUser, content: Buffer, filename = 'moodboard.png', conversation = conversationId) => {
    const form = multipartForm({}, { field: 'file', filename, type: 'image/png', content });
    return app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation}/attachments`,
      headers: { ...form.headers, ...user.headers },
      payload: form.payload,
    });
  };
  const open = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: user.headers });
  const send = (user: TestUser, attachments: string[], content = 'Zie bijlage') =>
    client(app, user)('POST', `/conversations/${conversationId}/messages`, { content, attachments });

  it('sends an uploaded picture with a message; both parties see and open it under its name', async () => {
    const uploaded = await upload(company, PNG_1X1);
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json().attachment;
    expect(attachment).toMatchObject({ name: 'moodboard.png', mimeType: 'image/png', size: PNG_1X1.length });

    const sent = await send(company, [attachment.id]);
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachments).toEqual([attachment]);

    const read = await client(app, creator)('GET', `/conversations/${conversationId}`);
    expect(read.body.conversation.messages.at(-1).attachments).toEqual([attachment]);
    const file = await open(creator, attachment.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('moodboard.png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps an unsent upload to its uploader, and an attachment from anyone outside the conversation', async () => {
    const attachment = (await upload(company, PNG_1X1)).json().attachment;
    expect((await open(creator, attachment.url)).statusCode).toBe(404);
    expect((await open(company, attachment.url)).statusCode).toBe(200);
    await send(company, [attachment.id]);
    expect((await open(outsider, attachment.url)).statusCode).toBe(404);
    expect((await upload(outsider, PNG_1X1)).statusCode).toBe(404);
  });

  it("refuses a message naming someone else's upload, one already sent, or an unknown id, and stores nothing", async () => {
    const theirs = (await upload(creator, PNG_1X1)).json().attachment;
    const mine = (await upload(company, PNG_1X1)).json().attachment;
    await send(company, [mine.id]);
    const before = (await client(app, company)('GET', `/conversations/${conversationId}`)).body.conversation.messages.length;

    for (const ids of [[theirs.id], [mine.id], ['00000000-0000-4000-8000-000000000000'], ['geen-id']]) {
      const refused = await send(company, ids, 'Nog een keer');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'attachments', message: Messages.attachmentUnknown }]);
    }
    const after = (await client(app, company)('GET', `/conversations/${conversationId}`)).body.conversation.messages.length;
    expect(after).toBe(before);
  });

  it('accepts pictures and videos by their bytes only, up to 25 MB', async () => {
    const text = await upload(company, Buffer.from('gewoon tekst, geen afbeelding'), 'nep.png');
    expect(text.statusCode).toBe(415);
    const large = await upload(company, Buffer.concat([PNG_1X1, Buffer.alloc(25 * 1024 * 1024)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(Messages.attachmentTooLarge);
  });
});
