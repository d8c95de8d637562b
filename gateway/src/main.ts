import 'reflect-metadata';
import { createLogger } from '@clipwerk/kit';
import { readGatewayConfig } from './config';
import { REPO_ROOT, createGatewayApp } from './create-gateway-app';
import { seedAndDescribeDemoData } from './embedded/demo-data';
import { prepareEmbeddedEnvironment } from './embedded/embedded-environment';

const log = createLogger('gateway');

async function main(): Promise<void> {
  const config = readGatewayConfig();
  const embedded = config.TOPOLOGY === 'embedded';
  const environment = embedded ? await prepareEmbeddedEnvironment(config, REPO_ROOT) : { stop: async () => undefined };

  const app = await createGatewayApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (embedded && config.SEED_DEMO_DATA) console.log(await seedAndDescribeDemoData(app));
  console.log(`Clipwerk draait op http://localhost:${config.PORT} (${config.TOPOLOGY})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close().catch((error) => log.error({ err: error }, 'close failed'));
    await environment.stop().catch((error) => log.error({ err: error }, 'database stop failed'));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
