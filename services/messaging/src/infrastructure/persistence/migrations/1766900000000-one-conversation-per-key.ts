import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One conversation per company, creator and project (or no project), one unique index on that key. Conversations
 * already split are merged into the oldest of their key: its messages (with their read marks), attachments and
 * response-rate state, the others deleted. A pair's conversation without a project joins the pair's project
 * conversation when they have exactly one: the proposal's Chat button opened the first, the workspace the second.
 */
export class OneConversationPerKey1766900000000 implements MigrationInterface {
  name = 'OneConversationPerKey1766900000000';

  async up(runner: QueryRunner): Promise<void> {
    // The old indexes would refuse a merged conversation taking its project.
    await runner.query(`DROP INDEX conversation_one_direct`);
    await runner.query(`DROP INDEX conversation_one_per_project`);
    await runner.query(`
      CREATE TEMPORARY TABLE conversation_merge ON COMMIT DROP AS
      WITH keyed AS (
        SELECT c.id, c.company_id, c.creator_id, c.created_at,
               COALESCE(c.project_id, only_project.project_id) AS project_id
        FROM conversation c
        LEFT JOIN LATERAL (
          SELECT min(p.project_id::text)::uuid AS project_id FROM conversation p
          WHERE p.company_id = c.company_id AND p.creator_id = c.creator_id AND p.project_id IS NOT NULL
          HAVING count(DISTINCT p.project_id) = 1
        ) only_project ON c.project_id IS NULL
      )
      SELECT id, project_id,
             first_value(id) OVER (PARTITION BY company_id, creator_id, project_id ORDER BY created_at, id) AS survivor
      FROM keyed`);
    await runner.query(`UPDATE message m SET conversation_id = g.survivor FROM conversation_merge g
                         WHERE m.conversation_id = g.id AND g.id <> g.survivor`);
    await runner.query(`UPDATE message_attachment a SET conversation_id = g.survivor FROM conversation_merge g
                         WHERE a.conversation_id = g.id AND g.id <> g.survivor`);
    // The merged conversation: its project, its whole span of activity, and counted in the response rate once at
    // most (a creator's figures keep what she answered in each part).
    await runner.query(`
      UPDATE conversation c
         SET project_id = merged.project_id,
             created_at = merged.created_at,
             last_activity_at = merged.last_activity_at,
             reply_counted = merged.reply_counted,
             awaiting_reply_since = CASE WHEN merged.reply_counted THEN NULL ELSE merged.awaiting_reply_since END
        FROM (SELECT g.survivor, min(g.project_id::text)::uuid AS project_id, min(part.created_at) AS created_at,
                     max(part.last_activity_at) AS last_activity_at, bool_or(part.reply_counted) AS reply_counted,
                     min(part.awaiting_reply_since) AS awaiting_reply_since
                FROM conversation_merge g JOIN conversation part ON part.id = g.id
               GROUP BY g.survivor) merged
       WHERE c.id = merged.survivor`);
    await runner.query(`DELETE FROM conversation c USING conversation_merge g WHERE c.id = g.id AND g.id <> g.survivor`);
    await runner.query(`
      CREATE UNIQUE INDEX conversation_one_per_key
        ON conversation (company_id, creator_id, (COALESCE(project_id, '00000000-0000-0000-0000-000000000000'::uuid)))`);
  }

  /** The merge stays; the old indexes come back where the rows allow them. */
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX conversation_one_per_key`);
    await runner.query(
      `CREATE UNIQUE INDEX conversation_one_direct ON conversation (company_id, creator_id) WHERE project_id IS NULL`,
    );
    await runner.query(
      `CREATE UNIQUE INDEX conversation_one_per_project ON conversation (project_id) WHERE project_id IS NOT NULL`,
    );
  }
}
