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
const { stopWithParent } = require('../processes/watchdog');
const { SERVICES: REGISTRY, urlVariable } = require('../services');

const ROOT = path.resolve(__dirname, '../..');

/** The processes of the distributed topology, in the registry's start order; each listens on its own port. */
const SERVICES = REGISTRY.map(({ name, scalable, issuesTokens }) => ({
  name,
  entry: `services/${name}/dist/main.js`,
  scalable,
  issuesTokens: Boolean(issuesTokens),
}));

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

function startProcess(name, entry, env, log, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream) => stream.on('data', (chunk) => log(`[${name}] ${String(chunk).trimEnd()}`));
  forward(child.stdout);
  forward(child.stderr);
  stopWithParent(child);
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

/** How many processes of `name` to run: `replicas[name]`, at least one. */
function replicaCount(replicas, name) {
  const count = replicas?.[name] ?? 1;
  if (!Number.isInteger(count) || count < 1) throw new Error(`replicas.${name}: a whole number, 1 or more`);
  return count;
}

/**
 * @param {{ databaseUrl?: string, gatewayPort?: number, log?: (line: string) => void, env?: Record<string, string>,
 *   replicas?: Record<string, number>, nodeArgs?: string[] }} options
 *   databaseUrl: an existing PostgreSQL database (tests pass theirs); otherwise an embedded one is started.
 *   nodeArgs: options for every Node process started (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 *   replicas: processes per service or of the gateway, e.g. `{ payments: 2, messaging: 2, gateway: 2 }` (default 1).
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
    for (const [name, count] of Object.entries(options.replicas ?? {})) {
      const service = SERVICES.find((candidate) => candidate.name === name);
      if (!service && name !== 'gateway') throw new Error(`replicas.${name}: no such service`);
      if (service && !service.scalable && count > 1) throw new Error(`replicas.${name}: the registry says it runs alone`);
    }
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = await import('../postgres/embedded-postgres.mjs');
      const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
      cleanups.push(() => postgres.stop());
      await postgres.createDatabase('clipwerk');
      databaseUrl = postgres.url('clipwerk');
    }

    const { ALL_EVENTS, topicsOf } = require(path.join(ROOT, 'proto/dist'));
    const topics = topicsOf([...ALL_EVENTS.values()]).map((topic) => `${topic}:3`);
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
      REDIS_URL: redis.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: '127.0.0.1',
      S3_PORT: String(s3.port),
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: 'clipwerk',
      ...options.env,
    };

    /** The first replica's address of each service. */
    const serviceUrls = {};
    /** Every replica's address of each service, in replica order. */
    const replicaUrls = {};
    /** The running processes of each service, in replica order; `restart` replaces them. */
    const running = {};
    const startReplica = async (service, index) => {
      // The token issuer starts first; every process started after it verifies tokens with its published keys.
      const keys = serviceUrls[issuer] ? { AUTH_JWKS_URL: `${serviceUrls[issuer]}/api/auth/jwks` } : {};
      const port = await freePort();
      const env = { ...common, ...keys, PORT: String(port), SERVICE_NAME: service.name };
      const label = index === 0 ? service.name : `${service.name}#${index + 1}`;
      const replica = { label, entry: service.entry, env, url: `http://127.0.0.1:${port}` };
      replica.child = startProcess(label, service.entry, env, log, options.nodeArgs);
      cleanups.push(() => stopProcess(replica.child));
      await waitUntilReady(replica.url, replica.child);
      return replica;
    };
    const issuer = SERVICES.find((service) => service.issuesTokens)?.name;
    if (issuer !== SERVICES[0].name) throw new Error('the registry must list the token issuer first');
    for (const service of SERVICES) {
      // Replicas of one service start side by side: their migrations wait for each other under an advisory lock.
      const count = replicaCount(options.replicas, service.name);
      running[service.name] = await Promise.all(Array.from({ length: count }, (_, index) => startReplica(service, index)));
      replicaUrls[service.name] = running[service.name].map((replica) => replica.url);
      serviceUrls[service.name] = replicaUrls[service.name][0];
    }
    /** The processes of a service: every replica, or only the one at `replica` (0 is the first). */
    const replicasOf = (name, replica) => (replica === undefined ? running[name] : [running[name][replica]]);
    /** Kills a service's processes as the kernel's OOM killer or a crash would (SIGKILL: no goodbye). */
    const kill = async (name, signal = 'SIGKILL', replica = undefined) => {
      await Promise.all(
        replicasOf(name, replica).map(async ({ child }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill(signal);
          await exited;
        }),
      );
    };
    /** Starts a service's processes again on the same ports, as a supervisor would; resolves when they are ready. */
    const restart = async (name, replica = undefined) => {
      await kill(name, 'SIGTERM', replica);
      await Promise.all(
        replicasOf(name, replica).map(async (replicaProcess) => {
          replicaProcess.child = startProcess(
            replicaProcess.label,
            replicaProcess.entry,
            replicaProcess.env,
            log,
            options.nodeArgs,
          );
          await waitUntilReady(replicaProcess.url, replicaProcess.child);
        }),
      );
    };

    // Every gateway knows every replica of each service (`<SERVICE>_URL`, comma-separated) and takes them in turn.
    const upstreams = Object.fromEntries(Object.entries(replicaUrls).map(([name, urls]) => [urlVariable(name), urls.join(',')]));
    const gatewayUrls = [];
    for (let index = 0; index < replicaCount(options.replicas, 'gateway'); index += 1) {
      const gatewayPort = index === 0 && options.gatewayPort ? options.gatewayPort : await freePort();
      const label = index === 0 ? 'gateway' : `gateway#${index + 1}`;
      const gateway = startProcess(
        label,
        'gateway/dist/main.js',
        {
          ...common,
          SERVICE_NAME: 'gateway',
          TOPOLOGY: 'distributed',
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          AUTH_JWKS_URL: `${serviceUrls[issuer]}/api/auth/jwks`,
          ...upstreams,
        },
        log,
        options.nodeArgs,
      );
      cleanups.push(() => stopProcess(gateway));
      const url = `http://127.0.0.1:${gatewayPort}`;
      await waitUntilReady(url, gateway);
      gatewayUrls.push(url);
    }
    return { url: gatewayUrls[0], gatewayUrls, serviceUrls, replicaUrls, kafka, redis, kill, restart, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `REPLICAS=payments=2,messaging=2,gateway=2` as `{ payments: 2, messaging: 2, gateway: 2 }`. */
function replicasFromEnv(value = '') {
  return Object.fromEntries(
    value
      .split(',')
      .filter((pair) => pair.trim())
      .map((pair) => {
        const [name, count] = pair.split('=').map((part) => part.trim());
        return [name, Number(count)];
      }),
  );
}

module.exports = { startLocalDistributedStack, replicasFromEnv, SERVICES };

// Run as a command (`make distributed`), never when a test or benchmark requires this file.
if (require.main === module && !process.env.JEST_WORKER_ID) {
  startLocalDistributedStack({
    gatewayPort: Number(process.env.PORT ?? 3000),
    replicas: replicasFromEnv(process.env.REPLICAS),
    log: (line) => console.log(line),
  }).then(
    (stack) => {
      console.log(
        `Clipwerk (distributed) draait op ${stack.gatewayUrls.join(', ')}; services: ${JSON.stringify(stack.replicaUrls)}`,
      );
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
