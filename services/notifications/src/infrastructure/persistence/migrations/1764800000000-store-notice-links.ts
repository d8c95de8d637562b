import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every notice stores the path where its user acts on it. Notices made before carry no event kind, only their type
 * and data, so they get the nearest page those tell: the conversation, the proposals, the workspace's tab.
 */
export class StoreNoticeLinks1764800000000 implements MigrationInterface {
  name = 'StoreNoticeLinks1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE notification ADD COLUMN link text`);
    await runner.query(`
      UPDATE notification SET link = CASE
        WHEN data ? 'conversationId' THEN '/messages?conversation=' || (data->>'conversationId')
        WHEN NOT data ? 'projectId' THEN '/dashboard'
        WHEN type = 'proposal' THEN '/projects/' || (data->>'projectId') || '/proposals'
        WHEN type = 'proposal-status' AND data->>'status' = 'rejected' THEN '/projects'
        WHEN type = 'deliverable' THEN '/project-workspace/' || (data->>'projectId') || '?tab=review'
        WHEN type = 'payment' THEN '/project-workspace/' || (data->>'projectId') || '?tab=payment'
        ELSE '/project-workspace/' || (data->>'projectId')
      END`);
    await runner.query(`ALTER TABLE notification ALTER COLUMN link SET NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE notification DROP COLUMN link`);
  }
}
