import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who a notice or a waiting mail names (the creator who proposed, the sender of a message), so her name can be
 * replaced everywhere others keep it when she deletes her account.
 */
export class NameTheActor1764864000000 implements MigrationInterface {
  name = 'NameTheActor1764864000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const table of ['notification', 'mail']) {
      await runner.query(`ALTER TABLE ${table} ADD COLUMN actor_id uuid, ADD COLUMN actor_name text NOT NULL DEFAULT ''`);
      await runner.query(`CREATE INDEX ${table}_actor ON ${table} (actor_id) WHERE actor_id IS NOT NULL`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['notification', 'mail']) {
      await runner.query(`DROP INDEX ${table}_actor`);
      await runner.query(`ALTER TABLE ${table} DROP COLUMN actor_id, DROP COLUMN actor_name`);
    }
  }
}
