import 'reflect-metadata';
import { createLogger } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import net from 'node:net';
import { readGatewayConfig } from './config';
import { REPO_ROOT, createGatewayApp } from './create-gateway-app';
import { seedAndDescribeDemoData } from './embedded/demo-data';
import { prepareEmbeddedEnvironment } from './embedded/embedded-environment';

const log = createLogger('gateway');

async function main(): Promise<void> {
  const config = readGatewayConfig();
  const embedded = config.TOPOLOGY === 'embedded';
  const environment = embedded
    ? await prepareEmbeddedEnvironment(config, REPO_ROOT)
    : { stop: async () => undefined, mailPage: null };

  let app: NestFastifyApplication | undefined;
  try {
    await ensurePortFree(config.HOST, config.PORT);
    app = await createGatewayApp(config);
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // A start that fails leaves nothing running: not the half-built app, not the database it started.
    await app?.close().catch(() => undefined);
    await environment.stop().catch(() => undefined);
    throw error;
  }
  // A stop while the demo data is still being played closes the app and its database like any other stop.
  const running = app;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await running.close().catch((error) => log.error({ err: error }, 'close failed'));
    await environment.stop().catch((error) => log.error({ err: error }, 'database stop failed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  if (embedded && config.SEED_DEMO_DATA) console.log(await seedAndDescribeDemoData(app));
  console.log(`Clipwerk draait op http://localhost:${config.PORT} (${config.TOPOLOGY})`);
  if (environment.mailPage) console.log(`Verstuurde e-mail lees je op ${environment.mailPage}`);
}

/** Fails with one line if the HTTP port is taken, before the services and their migrations start. */
function ensurePortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Why the start failed, in one line an engineer can act on; never `undefined`. */
function startFailureReason(error: unknown): string {
  const failure = error as { code?: string; port?: number; message?: string; errors?: unknown[] } | undefined;
  if (failure?.code === 'EADDRINUSE') return `port ${failure.port ?? process.env.PORT ?? 3000} is already in use`;
  if (failure?.code === 'EACCES' && failure.port) return `no permission to listen on port ${failure.port}`;
  if (error instanceof Error) {
    const line = error.message.split('\n')[0].trim();
    if (line) return line;
    if (failure?.errors?.length) return startFailureReason(failure.errors[0]);
    return failure?.code ?? error.name;
  }
  return error === undefined || error === null ? 'no reason was given (a bug: please report it)' : String(error);
}

main().catch((error) => {
  console.error(`Clipwerk cannot start: ${startFailureReason(error)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
