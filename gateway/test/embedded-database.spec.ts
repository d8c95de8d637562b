import { readFileSync } from 'node:fs';
import {
  type ProductProcess,
  makeDataDir,
  postgresProcesses,
  registerCompany,
  removeProduct,
  startProduct,
} from './support/product-process';

/** A process's title as `ps` shows it; a PostgreSQL backend names its client there. */
const titleOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

describe('the product as `make start` runs it (node gateway/dist/main.js, embedded) and its own PostgreSQL', () => {
  let dataDir: string;
  let product: ProductProcess | undefined;

  afterAll(() => removeProduct(dataDir, product));

  it('talks to it through the Unix socket in its data folder, not over TCP', async () => {
    dataDir = await makeDataDir();
    product = await startProduct(dataDir);
    await registerCompany(product);

    const backends = postgresProcesses(dataDir)
      .map(titleOf)
      .filter((title) => title.startsWith('postgres: clipwerk clipwerk'));
    expect(backends.length).toBeGreaterThan(0);
    // A backend's title names its client: `[local]` for the socket, the address and port for TCP.
    expect(backends.filter((title) => !title.includes('[local]'))).toEqual([]);
  }, 60_000);
});
