import { createTestDatabase } from '@clipwerk/kit/testing';
import { expectEveryEffectOnce, jsonClient, registerCompanies, runBurst, runWord } from './support/burst';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startLocalDistributedStack } = require('../../infra/distributed/local-stack.js');

interface Stack {
  url: string;
  kafka: { down(): Promise<void>; up(): Promise<void> };
  kill(name: string): Promise<void>;
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Faults on the distributed topology, each service its own process, events over the Kafka protocol: processes
 * killed mid-burst and the broker away. A consumer group rejoins after a kill once the dead member's session
 * expires (10 s), so "payable again" is allowed 30 s here.
 */
describe('faults on the distributed topology (own processes, Kafka protocol)', () => {
  let stack: Stack;
  const call = jsonClient(() => stack.url);

  beforeAll(async () => {
    stack = await startLocalDistributedStack({
      databaseUrl: await createTestDatabase('faults_dist'),
      env: { ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1', RATE_LIMIT_PER_MINUTE: '100000' },
    });
  }, 120_000);
  afterAll(() => stack?.stop());

  it('projects and payments killed (-9) mid-burst resume from their committed offsets: every effect once', async () => {
    const word = runWord();
    const companies = await registerCompanies(call, word, 10);
    let crash: Promise<void> | undefined;
    const projects = await runBurst(call, word, companies, 20, 10, (created) => {
      if (created !== 60) return;
      crash = (async () => {
        await Promise.all([stack.kill('payments'), stack.kill('projects')]);
        await sleep(1000);
        await Promise.all([stack.restart('payments'), stack.restart('projects')]);
      })();
    });
    await crash;
    expect(projects.filter((project) => project.created).length).toBeGreaterThan(60);
    await expectEveryEffectOnce(call, word, projects, 30_000);
  }, 240_000);

  it('the broker away for 60 s: the API keeps answering, and the outbox drains once it is back', async () => {
    const word = runWord();
    const [company] = await registerCompanies(call, word, 1);
    await stack.kafka.down();
    const projects = [];
    const slowest: number[] = [];
    try {
      const until = Date.now() + 60_000;
      for (let index = 0; Date.now() < until; index += 1) {
        const started = Date.now();
        const [created] = await runBurst(call, `${word}`, [company], 1, 1);
        const list = await call('GET', '/projects?page=1&limit=12');
        slowest.push(Date.now() - started);
        expect(created.created).toBe(true);
        expect(list.status).toBe(200);
        projects.push({ ...created, index });
        await sleep(2000);
      }
    } finally {
      await stack.kafka.up();
    }
    // Each call answered: at most the bounded wait for consumers that cannot be reached.
    expect(Math.max(...slowest)).toBeLessThan(10_000);
    await expectEveryEffectOnce(call, word, projects, 30_000);
  }, 240_000);
});
