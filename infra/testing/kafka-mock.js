// Starts a one-broker Kafka mock cluster (librdkafka's, see infra/kafka-mock/kafka-mock.c) for tests and
// benchmarks. kafkajs produces, consumes and joins groups against it; it cannot create topics through the admin
// API, so every topic (and its `<topic>.dlq`) is created here up front or with `createTopic`.
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');

const dir = path.join(__dirname, '..', 'kafka-mock');
const binary = path.join(dir, 'bin', 'kafka-mock');
const source = path.join(dir, 'kafka-mock.c');

function buildIfNeeded() {
  if (existsSync(binary) && statSync(binary).mtimeMs >= statSync(source).mtimeMs) return;
  execFileSync('bash', [path.join(dir, 'build.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * @param {string[]} topics names, optionally `name:partitions` (default 1 partition)
 * @param {{ deadLetterTopics?: boolean, startTimeoutMs?: number }} [options]
 * @returns {Promise<{ brokers: string, down(): Promise<void>, up(): Promise<void>, rtt(ms: number): Promise<void>,
 *   createTopic(name: string, partitions?: number): Promise<void>, stop(): Promise<void> }>}
 */
async function startKafkaMock(topics = [], { deadLetterTopics = true, startTimeoutMs = 10_000 } = {}) {
  buildIfNeeded();
  const specs = [...topics];
  if (deadLetterTopics) {
    for (const spec of topics) {
      const name = spec.split(':')[0];
      if (!name.endsWith('.dlq')) specs.push(`${name}.dlq`);
    }
  }
  const child = spawn(binary, specs, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const lines = readline.createInterface({ input: child.stdout });
  /** Waiters for the lines the helper prints: first the bootstrap address, then one answer per command. */
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.resolve(line));
  void exited.then(({ code, signal }) => {
    for (const waiter of waiting.splice(0)) waiter.reject(new Error(`kafka-mock exited (${code ?? signal}): ${stderr.trim()}`));
  });
  const nextLine = () => new Promise((resolve, reject) => waiting.push({ resolve, reject }));

  let timer;
  const brokers = await Promise.race([
    nextLine(),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`kafka-mock did not start within ${startTimeoutMs} ms: ${stderr.trim()}`)),
        startTimeoutMs,
      );
    }),
  ]).finally(() => clearTimeout(timer));

  // Commands are answered in order, so a FIFO of waiters matches each answer to its command.
  async function command(text) {
    const answer = nextLine();
    child.stdin.write(`${text}\n`);
    const line = await answer;
    if (line !== 'ok') throw new Error(`kafka-mock ${text}: ${line}`);
  }

  return {
    brokers,
    /** Drops every connection and refuses new ones until `up()`: the broker is away. */
    down: () => command('down'),
    up: () => command('up'),
    /** Adds a round-trip delay (ms) to every request, for slow-broker tests. */
    rtt: (ms) => command(`rtt ${Math.round(ms)}`),
    createTopic: (name, partitions = 1) => command(`topic ${name} ${partitions}`),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}

module.exports = { startKafkaMock };
