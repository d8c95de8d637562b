import { FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import { multipartForm, PNG_1X1 } from '@clipwerk/kit/testing';
import { DataSource } from 'typeorm';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { ProjectEvents } from '@clipwerk/proto';
import {
  announceProject,
  client,
  type MessagingTestApp,
  registerCompany,
  registerCreator,
  startMessagingApp,
} from './support/messaging-test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T16:30:00Z');
const THREE_YEARS_AGO = new Date('2023-11-24T16:30:00Z');

/** Messages sent through the API, then dated back: the purge keeps exactly those younger than three years. */
describe('the retention purge of messaging (real PostgreSQL, local file storage)', () => {
  let app: MessagingTestApp;
  let db: DataSource;

  beforeAll(async () => {
    app = await startMessagingApp();
    db = app.app.get(DataSource, { strict: false });
  });

  afterAll(() => app.close());

  it('removes messages sent more than three years ago with their files, and keeps the younger ones', async () => {
    const company = await registerCompany(app, { companyName: 'Koffie & Co BV' });
    const creator = await registerCreator(app, 'Anna de Jong');
    const old = await registerCreator(app, 'Bram Oud');
    const as = (user: typeof company) => client(app, user);
    const talk = async (to: { id: string }) =>
      (await as(company)('POST', '/conversations', { participantId: to.id })).body.conversation.id as string;
    const withCreator = await talk(creator);
    const withOld = await talk(old);

    const upload = async (conversationId: string) => {
      const form = multipartForm({}, { field: 'file', filename: 'moodboard.png', type: 'image/png', content: PNG_1X1 });
      const response = await app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/attachments`,
        headers: { ...form.headers, ...company.headers },
        payload: form.payload,
      });
      return response.json().attachment.id as string;
    };
    const send = async (conversationId: string, content: string, sentAt: Date, attachments: string[] = []) => {
      const { body } = await as(company)('POST', `/conversations/${conversationId}/messages`, { content, attachments });
      await db.query(`UPDATE messaging.message SET sent_at = $2 WHERE id = $1`, [body.message.id, sentAt]);
      await db.query(`UPDATE messaging.message_attachment SET created_at = $2 WHERE message_id = $1`, [body.message.id, sentAt]);
      return body.message.id as string;
    };
    await send(withCreator, 'Een dag te oud', new Date(THREE_YEARS_AGO.getTime() - DAY), [await upload(withCreator)]);
    await send(withCreator, 'Een dag binnen de termijn', new Date(THREE_YEARS_AGO.getTime() + DAY), [await upload(withCreator)]);
    await send(withCreator, 'Van vandaag', NOW);
    await send(withOld, 'Alleen oud', new Date(THREE_YEARS_AGO.getTime() - 30 * DAY), [await upload(withOld)]);
    await db.query(`UPDATE messaging.conversation SET last_activity_at = $2 WHERE id = $1`, [
      withOld,
      new Date(THREE_YEARS_AGO.getTime() - 30 * DAY),
    ]);
    const unsentOld = await upload(withCreator);
    await db.query(`UPDATE messaging.message_attachment SET created_at = $2 WHERE id = $1`, [
      unsentOld,
      new Date(THREE_YEARS_AGO.getTime() - DAY),
    ]);
    const keys = async (older: boolean): Promise<string[]> =>
      (
        await db.query(`SELECT storage_key FROM messaging.message_attachment WHERE (created_at < $1) = $2`, [
          THREE_YEARS_AGO,
          older,
        ])
      ).map((row: { storage_key: string }) => row.storage_key);
    const [goneKeys, keptKeys] = [await keys(true), await keys(false)];
    expect([goneKeys.length, keptKeys.length]).toEqual([3, 1]);
    const storage = app.app.get<FileStorage>(FILE_STORAGE, { strict: false });

    const purge = app.app.get(PurgeRetentionService);
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    expect(first.messages + second.messages).toBe(2);
    expect(first.files + second.files).toBe(3);
    expect(first.conversations + second.conversations).toBe(1);
    const left = await db.query(`SELECT content FROM messaging.message ORDER BY sent_at`);
    expect(left.map((row: { content: string }) => row.content)).toEqual(['Een dag binnen de termijn', 'Van vandaag']);
    expect(await db.query(`SELECT id FROM messaging.conversation`)).toEqual([{ id: withCreator }]);
    for (const key of goneKeys) await expect(storage.get(key)).rejects.toBeTruthy();
    expect([...(await keys(true)), ...(await keys(false))]).toEqual(keptKeys);
    (await storage.get(keptKeys[0])).destroy();
    expect(await purge.run(NOW, 1)).toEqual({ messages: 0, files: 0, conversations: 0, logs: 0 });
  });

  it('forgets a project that projects purged, and no other', async () => {
    const owner = await registerCompany(app, { companyName: 'Oud BV' });
    const [purged, kept] = [await announceProject(app, owner), await announceProject(app, owner)];

    await app.deliver(ProjectEvents.ProjectPurged, purged.id, { projectId: purged.id, ownerId: owner.id });

    expect(await db.query(`SELECT id FROM messaging.project WHERE id = ANY($1)`, [[purged.id, kept.id]])).toEqual([
      { id: kept.id },
    ]);
  });
});
