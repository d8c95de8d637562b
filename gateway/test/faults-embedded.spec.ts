import { expectEveryEffectOnce, jsonClient, registerCompanies, runBurst, runWord } from './support/burst';
import { type ProductProcess, crashProduct, makeDataDir, removeProduct, startProduct } from './support/product-process';

/**
 * The product as `make start` runs it (one process, embedded PostgreSQL, the in-process log), killed with SIGKILL in
 * the middle of a burst of creates and deposits, then started again on the same data folder. Events committed
 * before the crash, and events relayed before a consumer had subscribed, reach every context exactly once.
 */
describe('crash in the middle of a marketplace burst (embedded)', () => {
  let dataDir: string;
  let first: ProductProcess | undefined;
  let second: ProductProcess | undefined;
  let current: ProductProcess | undefined;
  const call = jsonClient(() => current!.url);

  beforeAll(async () => {
    dataDir = await makeDataDir();
  });
  afterAll(() => removeProduct(dataDir, first, second));

  it('kill -9 during 200 creates and deposits, then restart: every project reaches payments and search, every company its fee, nothing twice', async () => {
    current = first = await startProduct(dataDir);
    const word = runWord();
    const companies = await registerCompanies(call, word, 10);

    let crash: Promise<void> | undefined;
    const projects = await runBurst(call, word, companies, 20, 10, (created) => {
      if (created !== 60) return;
      crash = (async () => {
        await crashProduct(first!);
        current = second = await startProduct(dataDir, first!.port);
      })();
    });
    await crash;
    expect(second).toBeDefined();
    expect(projects.filter((project) => project.created).length).toBeGreaterThan(150);
    await expectEveryEffectOnce(call, word, projects, 10_000);
  }, 180_000);
});
