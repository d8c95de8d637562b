import { openServiceDatabase } from '@clipwerk/kit';
import { createTestDatabase } from '@clipwerk/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '../src/infrastructure/persistence';
import { OneConversationPerKey1766900000000 } from '../src/infrastructure/persistence/migrations/1766900000000-one-conversation-per-key';

/** The migrations before the merge, whatever comes after it. */
const BEFORE_MERGE = MESSAGING_MIGRATIONS.slice(0, MESSAGING_MIGRATIONS.indexOf(OneConversationPerKey1766900000000));

/**
 * The migration to one conversation per company, creator and project, on real PostgreSQL: split conversations
 * written with the schema as it was before it, merged into the oldest by it.
 */
describe('merging split conversations (migration)', () => {
  let url: string;
  let db: DataSource;
  const company = randomUUID();
  const creator = randomUUID();
  const project = randomUUID();
  const otherCompany = randomUUID();
  const twoProjects = [randomUUID(), randomUUID()];
  const ids = { fromProposal: '', fromWorkspace: '', elsewhere: '' };

  const open = (migrations: Function[]) =>
    openServiceDatabase({ url, schema: 'messaging', entities: MESSAGING_ENTITIES, migrations, poolSize: 2 });

  async function conversation(
    companyId: string,
    projectId: string | null,
    createdAt: string,
    response: { awaitingSince: string | null; counted: boolean } = { awaitingSince: null, counted: false },
  ) {
    const [row] = await db.query(
      `INSERT INTO conversation (company_id, creator_id, project_id, started_by, created_at, last_activity_at,
                                 awaiting_reply_since, reply_counted)
       VALUES ($1, $2, $3, $1, $4, $4, $5, $6) RETURNING id`,
      [companyId, creator, projectId, createdAt, response.awaitingSince, response.counted],
    );
    return row.id as string;
  }

  async function message(
    conversationId: string,
    from: string,
    to: string,
    content: string,
    sentAt: string,
    readAt: string | null,
  ) {
    const [row] = await db.query(
      `INSERT INTO message (conversation_id, sender_id, recipient_id, content, sent_at, read_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id`,
      [conversationId, from, to, content, sentAt, readAt],
    );
    return row.id as string;
  }

  beforeAll(async () => {
    url = await createTestDatabase('messaging_merge');
    db = await open(BEFORE_MERGE);
    // The proposal's Chat button opened a conversation without the project; the workspace opened the project's.
    ids.fromProposal = await conversation(company, null, '2026-10-01T09:00:00Z', { awaitingSince: null, counted: true });
    ids.fromWorkspace = await conversation(company, project, '2026-10-05T09:00:00Z', {
      awaitingSince: '2026-10-05T09:00:00Z',
      counted: false,
    });
    await db.query(`INSERT INTO project (id, owner_id, creator_id, title) VALUES ($1, $2, $3, 'Zomerfestival')`, [
      project,
      company,
      creator,
    ]);
    const first = await message(
      ids.fromProposal,
      company,
      creator,
      'Mooi voorstel!',
      '2026-10-01T09:01:00Z',
      '2026-10-01T10:00:00Z',
    );
    await message(ids.fromProposal, creator, company, 'Dank je!', '2026-10-01T10:01:00Z', null);
    await message(ids.fromWorkspace, company, creator, 'Welkom aan boord', '2026-10-05T09:00:00Z', null);
    await message(ids.fromWorkspace, creator, company, 'Ik begin morgen', '2026-10-05T11:00:00Z', null);
    await db.query(
      `INSERT INTO message_attachment (conversation_id, uploader_id, message_id, original_name, mime_type, size, storage_key)
       VALUES ($1, $2, $3, 'brief.pdf', 'application/pdf', 10, 'k1'), ($4, $5, NULL, 'concept.png', 'image/png', 10, 'k2')`,
      [ids.fromProposal, company, first, ids.fromWorkspace, creator],
    );
    // Another company, and a pair with two projects: which one a conversation without a project was about is unknown.
    ids.elsewhere = await conversation(otherCompany, null, '2026-10-02T09:00:00Z');
    for (const [index, projectId] of twoProjects.entries()) {
      await conversation(otherCompany, projectId, `2026-10-0${index + 3}T09:00:00Z`);
    }
    await db.destroy();
    db = await open(MESSAGING_MIGRATIONS);
  });

  afterAll(async () => {
    await db?.destroy();
  });

  it('moves the messages into the oldest conversation, in order, with their read marks, and deletes the other', async () => {
    const rows = await db.query(
      `SELECT conversation_id, content, read_at IS NOT NULL AS read FROM message WHERE sender_id IN ($1, $2)
         AND conversation_id IN (SELECT id FROM conversation WHERE company_id = $1) ORDER BY seq`,
      [company, creator],
    );
    expect(rows).toEqual([
      { conversation_id: ids.fromProposal, content: 'Mooi voorstel!', read: true },
      { conversation_id: ids.fromProposal, content: 'Dank je!', read: false },
      { conversation_id: ids.fromProposal, content: 'Welkom aan boord', read: false },
      { conversation_id: ids.fromProposal, content: 'Ik begin morgen', read: false },
    ]);
    expect(await db.query(`SELECT id FROM conversation WHERE id = $1`, [ids.fromWorkspace])).toEqual([]);
  });

  it('the survivor is the project’s conversation, spanning both, counted in the response rate once', async () => {
    const [survivor] = await db.query(
      `SELECT project_id, created_at, last_activity_at, reply_counted, awaiting_reply_since FROM conversation WHERE id = $1`,
      [ids.fromProposal],
    );
    expect(survivor).toEqual({
      project_id: project,
      created_at: new Date('2026-10-01T09:00:00Z'),
      last_activity_at: new Date('2026-10-05T09:00:00Z'),
      reply_counted: true,
      awaiting_reply_since: null,
    });
  });

  it('moves the attachments, sent or still waiting for their message', async () => {
    const rows = await db.query(`SELECT original_name, conversation_id FROM message_attachment ORDER BY original_name`);
    expect(rows).toEqual([
      { original_name: 'brief.pdf', conversation_id: ids.fromProposal },
      { original_name: 'concept.png', conversation_id: ids.fromProposal },
    ]);
  });

  it('leaves other pairs alone, and a pair with several projects keeps its conversation without a project', async () => {
    const rows = await db.query(`SELECT id, project_id FROM conversation WHERE company_id = $1 ORDER BY created_at`, [
      otherCompany,
    ]);
    expect(rows).toEqual([
      { id: ids.elsewhere, project_id: null },
      { id: expect.any(String), project_id: twoProjects[0] },
      { id: expect.any(String), project_id: twoProjects[1] },
    ]);
  });

  it('the database refuses a second conversation of one key, with or without a project', async () => {
    for (const projectId of [project, null]) {
      const companyId = projectId ? company : otherCompany;
      await expect(
        db.query(`INSERT INTO conversation (company_id, creator_id, project_id, started_by) VALUES ($1, $2, $3, $1)`, [
          companyId,
          creator,
          projectId,
        ]),
      ).rejects.toMatchObject({ code: '23505' });
    }
  });
});
