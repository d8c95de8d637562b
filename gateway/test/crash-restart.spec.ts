import {
  type ProductProcess,
  crashProduct,
  createProject,
  createProjectsConcurrently,
  killGatewayOnly,
  makeDataDir,
  missingProjects,
  postgresProcesses,
  registerCompany,
  removeProduct,
  signIn,
  startProduct,
  stopProduct,
} from './support/product-process';

/** A crashed product is back and answering within this time, on the same data folder. */
const RESTART_WITHIN_MS = 20_000;

/**
 * The product as `make start` runs it, killed with SIGKILL and started again on the same DATA_DIR: every project
 * whose create answered 201 is still there, and the restart works.
 */
describe('crash and restart of the product (node gateway/dist/main.js, embedded)', () => {
  let dataDir: string;
  let first: ProductProcess | undefined;
  let second: ProductProcess | undefined;

  beforeEach(async () => {
    dataDir = await makeDataDir();
  });
  afterEach(async () => {
    await removeProduct(dataDir, first, second);
    first = second = undefined;
  });

  it('keeps every acknowledged project when the whole product is killed mid-burst, and restarts within 20 s', async () => {
    first = await startProduct(dataDir);
    const company = await registerCompany(first);

    const crashed = first;
    let killed: Promise<void> | undefined;
    const acknowledged = await createProjectsConcurrently(first, company, 150, 20, (soFar) => {
      if (soFar === 60) killed = crashProduct(crashed);
    });
    await killed;
    expect(killed).toBeDefined();
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(acknowledged.length).toBeLessThan(150);

    const restartedAt = Date.now();
    second = await startProduct(dataDir, first.port, RESTART_WITHIN_MS);
    expect(Date.now() - restartedAt).toBeLessThan(RESTART_WITHIN_MS);

    expect(await missingProjects(second, await signIn(second, company), acknowledged)).toEqual([]);
  }, 90_000);

  it('restarts within 20 s when only the gateway process was killed and its PostgreSQL stayed behind', async () => {
    first = await startProduct(dataDir);
    const company = await registerCompany(first);
    const before = await createProject(first, company, 'voor de crash');
    expect(before.status).toBe(201);

    await killGatewayOnly(first);

    const restartedAt = Date.now();
    second = await startProduct(dataDir, first.port, RESTART_WITHIN_MS);
    expect(Date.now() - restartedAt).toBeLessThan(RESTART_WITHIN_MS);
    const owner = await signIn(second, company);
    expect(await missingProjects(second, owner, [before.body.project.id])).toEqual([]);
    expect((await createProject(second, owner, 'na de crash')).status).toBe(201);

    // A clean stop afterwards leaves no PostgreSQL process of this data folder running.
    await stopProduct(second);
    expect(postgresProcesses(dataDir)).toEqual([]);
  }, 90_000);
});
