import type { Pool } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { keptPool } from './kept-pool';
import { pipelineTransactions } from './transaction-pipeline';
import { CreateEventTables1763800000000, EVENT_TABLE_ENTITIES } from '../events/event-tables';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; it never reads another's. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: Function[];
  poolSize?: number;
}

/** Postgres identifiers we create from service names: lower-case letters, digits and underscores only. */
export function assertSafeIdentifier(name: string): string {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return name;
}

/**
 * Opens the service's connection pool with its schema as search path, creates the schema if needed and
 * runs the versioned migrations (the kit's event tables first). Never `synchronize`.
 */
export async function openServiceDatabase(options: DatabaseOptions): Promise<DataSource> {
  const schema = assertSafeIdentifier(options.schema);
  const bootstrap = new DataSource({ type: 'postgres', url: options.url });
  await bootstrap.initialize();
  try {
    await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    // Two replicas starting together may race on CREATE SCHEMA; the loser sees a unique violation.
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await bootstrap.destroy();
  }

  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema,
    entities: [...EVENT_TABLE_ENTITIES, ...(options.entities as Function[])],
    migrations: [CreateEventTables1763800000000, ...options.migrations],
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { options: `-c search_path=${schema}`, ...keptPool(options.poolSize ?? 10) },
  });
  await dataSource.initialize();
  pipelineTransactions((dataSource.driver as PostgresDriver).master as Pool);
  await runMigrationsExclusively(dataSource);
  return dataSource;
}

/**
 * Migrations run one at a time per database: replicas starting together must not run the same migration twice,
 * and services sharing a database (one schema each) still share database-wide objects such as extensions.
 * A session advisory lock (scoped to the database) serialises them; each takes milliseconds.
 */
const MIGRATION_LOCK = 'clipwerk:migrations';

async function runMigrationsExclusively(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
