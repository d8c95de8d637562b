import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh database in the run's embedded PostgreSQL (started by jest's global setup), so test files never see
 * each other's rows. Returns its connection string.
 */
export async function createTestDatabase(prefix = 'test'): Promise<string> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set: run tests through the root jest config');
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
