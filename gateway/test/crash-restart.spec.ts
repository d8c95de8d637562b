import {
  type ProductProcess,
  crashProduct,
  createProject,
  createProjectsConcurrently,
  freePort,
  killGateway,
  killGatewayAndWatchdog,
  launchProduct,
  makeDataDir,
  missingProjects,
  postgresProcesses,
  registerCompany,
  removeProduct,
  signIn,
  startProduct,
  stopProduct,
} from './support/product-process';
import { waitFor } from '@clipwerk/kit/testing';
import net from 'node:net';

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

  it('restarts within 20 s when the gateway was killed and its PostgreSQL stayed behind', async () => {
    first = await startProduct(dataDir);
    const company = await registerCompany(first);
    const before = await createProject(first, company, 'voor de crash');
    expect(before.status).toBe(201);

    // The watchdog is killed too, so the old PostgreSQL really is still running when the next start begins.
    await killGatewayAndWatchdog(first);
    const leftBehind = postgresProcesses(dataDir);
    expect(leftBehind.length).toBeGreaterThan(0);

    const restartedAt = Date.now();
    second = await startProduct(dataDir, first.port, RESTART_WITHIN_MS);
    expect(Date.now() - restartedAt).toBeLessThan(RESTART_WITHIN_MS);
    expect(postgresProcesses(dataDir).filter((pid) => leftBehind.includes(pid))).toEqual([]);
    const owner = await signIn(second, company);
    expect(await missingProjects(second, owner, [before.body.project.id])).toEqual([]);
    expect((await createProject(second, owner, 'na de crash')).status).toBe(201);

    // A clean stop afterwards leaves no PostgreSQL process of this data folder running.
    await stopProduct(second);
    expect(postgresProcesses(dataDir)).toEqual([]);
  }, 90_000);

  it('stops its PostgreSQL within a few seconds when the gateway alone is killed', async () => {
    first = await startProduct(dataDir);
    expect(postgresProcesses(dataDir).length).toBeGreaterThan(0);

    await killGateway(first);

    await waitFor(() => postgresProcesses(dataDir).length === 0, {
      timeoutMs: 10_000,
      what: 'PostgreSQL stopped by the watchdog',
    });
  }, 60_000);

  it('refuses a second start on the same data folder in one line that names the running one, and leaves it running', async () => {
    first = await startProduct(dataDir);
    const company = await registerCompany(first);

    second = launchProduct(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Clipwerk cannot start: Clipwerk is already running on the data folder ${dataDir} (process ${first.pid}, port ${first.port}); stop it first`,
    );

    expect((await createProject(first, company, 'nog steeds bereikbaar')).status).toBe(201);
  }, 60_000);

  it('says in one line that the port is taken, exits 1 and leaves no PostgreSQL running', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      first = launchProduct(dataDir, port);
      expect(await first.exited).toBe(1);
      expect(first.output().trim()).toBe(`Clipwerk cannot start: port ${port} is already in use`);
      expect(postgresProcesses(dataDir)).toEqual([]);
    } finally {
      taken.close();
    }
  }, 60_000);
});
