// Starts one embedded PostgreSQL for the whole jest run; each test file makes its own database in it
// (services/kit/src/testing/test-database.ts). Workers inherit TEST_POSTGRES_URL from this process.
const os = require('node:os');
const path = require('node:path');
const { rm } = require('node:fs/promises');

module.exports = async function globalSetup() {
  process.env.NODE_ENV = 'test';
  const { startEmbeddedPostgres } = await import('../postgres/embedded-postgres.mjs');
  const dataDir = path.join(os.tmpdir(), `clipwerk-test-pg-${process.pid}`, 'data');
  await rm(path.dirname(dataDir), { recursive: true, force: true });
  // fsync and synchronous_commit off for speed: this database is thrown away after the run. Tests that crash the
  // product start it as its own process, with its own durable PostgreSQL.
  const postgres = await startEmbeddedPostgres({ dataDir, durable: false });
  process.env.TEST_POSTGRES_URL = postgres.url('postgres');
  globalThis.__CLIPWERK_POSTGRES__ = { postgres, dataDir };
};
