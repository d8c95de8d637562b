// The distributed topology on one machine, without Docker: each service and the gateway as its own Node
// process, against the Kafka protocol (librdkafka's mock cluster), Redis (Debian's redis-server), S3 (s3rver)
// and PostgreSQL. `make distributed`, the distributed API journey and the benchmarks all start it through here,
// so they prove the same wiring as docker-compose.yml. CommonJS so that jest can load it too.
const { spawn } = require('node:child_process');
const { mkdtemp, rm } = require('node:fs/promises');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startKafkaMock } = require('../testing/kafka-mock');
const { startRedisServer } = require('../testing/redis-server');
const { startS3Server } = require('../testing/s3-server');

const ROOT = path.resolve(__dirname, '../..');

/** The processes of the distributed topology, in start order; each listens on its own port. */
const SERVICES = [
  { name: 'identity', entry: 'services/identity/dist/main.js' },
  { name: 'projects', entry: 'services/projects/dist/main.js' },
  { name: 'proposals', entry: 'services/proposals/dist/main.js' },
  { name: 'payments', entry: 'services/payments/dist/main.js' },
  { name: 'messaging', entry: 'services/messaging/dist/main.js' },
  { name: 'notifications', entry: 'services/notifications/dist/main.js' },
  { name: 'analytics', entry: 'services/analytics/dist/main.js' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

function startProcess(name, entry, env, log) {
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream) => stream.on('data', (chunk) => log(`[${name}] ${String(chunk).trimEnd()}`));
  forward(child.stdout);
  forward(child.stderr);
  return child;
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * @param {{ databaseUrl?: string, gatewayPort?: number, log?: (line: string) => void, env?: Record<string, string> }} options
 *   databaseUrl: an existing PostgreSQL database (tests pass theirs); otherwise an embedded one is started.
 */
async function startLocalDistributedStack(options = {}) {
  const log = options.log ?? (() => {});
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-distributed-'));
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log(`cleanup: ${error.message}`));
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = await import('../postgres/embedded-postgres.mjs');
      const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
      cleanups.push(() => postgres.stop());
      await postgres.createDatabase('clipwerk');
      databaseUrl = postgres.url('clipwerk');
    }

    const { ALL_EVENTS } = require(path.join(ROOT, 'proto/dist'));
    const topics = [...new Set([...ALL_EVENTS.values()].map((definition) => `${definition.topic}:3`))];
    const kafka = await startKafkaMock(topics);
    cleanups.push(() => kafka.stop());

    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());

    // s3rver, completed with the multipart calls resumable uploads need.
    const s3 = await startS3Server({ bucket: 'clipwerk', directory: path.join(workDir, 's3') });
    cleanups.push(() => s3.close());

    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: kafka.brokers,
      // The mock cluster answers an empty fetch only when its wait expires: a short wait keeps events quick.
      KAFKA_FETCH_MAX_WAIT_MS: '10',
      REDIS_URL: redis.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: '127.0.0.1',
      S3_PORT: String(s3.port),
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'clipwerk',
      ...options.env,
    };

    const serviceUrls = {};
    /** The running process of each service, replaced by `restart`. */
    const running = {};
    for (const service of SERVICES) {
      const port = await freePort();
      // Identity signs tokens; every process started after it verifies them with identity's published keys.
      const keys = serviceUrls.identity ? { AUTH_JWKS_URL: `${serviceUrls.identity}/api/auth/jwks` } : {};
      const env = { ...common, ...keys, PORT: String(port), SERVICE_NAME: service.name };
      const url = `http://127.0.0.1:${port}`;
      running[service.name] = { ...service, env, url, child: startProcess(service.name, service.entry, env, log) };
      cleanups.push(() => stopProcess(running[service.name].child));
      await waitUntilReady(url, running[service.name].child);
      serviceUrls[service.name] = url;
    }
    /** Kills a service's process as the kernel's OOM killer or a crash would (SIGKILL: no goodbye). */
    const kill = async (name, signal = 'SIGKILL') => {
      const { child } = running[name];
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    };
    /** Starts a killed service again on the same port, as its supervisor would; resolves when it is ready. */
    const restart = async (name) => {
      await kill(name, 'SIGTERM');
      const service = running[name];
      service.child = startProcess(name, service.entry, service.env, log);
      await waitUntilReady(service.url, service.child);
    };

    const gatewayPort = options.gatewayPort ?? (await freePort());
    const gateway = startProcess(
      'gateway',
      'gateway/dist/main.js',
      {
        ...common,
        SERVICE_NAME: 'gateway',
        TOPOLOGY: 'distributed',
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        AUTH_JWKS_URL: `${serviceUrls.identity}/api/auth/jwks`,
        ...Object.fromEntries(Object.entries(serviceUrls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
      },
      log,
    );
    cleanups.push(() => stopProcess(gateway));
    const url = `http://127.0.0.1:${gatewayPort}`;
    await waitUntilReady(url, gateway);
    return { url, serviceUrls, kafka, redis, kill, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = { startLocalDistributedStack, SERVICES };

// Run as a command (`make distributed`), never when a test or benchmark requires this file.
if (require.main === module && !process.env.JEST_WORKER_ID) {
  startLocalDistributedStack({ gatewayPort: Number(process.env.PORT ?? 3000), log: (line) => console.log(line) }).then(
    (stack) => {
      console.log(`Clipwerk (distributed) draait op ${stack.url}; services: ${JSON.stringify(stack.serviceUrls)}`);
      const stop = () => stack.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
