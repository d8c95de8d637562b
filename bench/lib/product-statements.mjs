// The SQL a baseline runs is never written in bench/: it is recorded from the service's own code (its build) at
// start, so a baseline cannot drift from the product's query.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A module of the built product, by its path from the repository's root (e.g. `services/identity/dist/…`). */
export function productModule(relativePath) {
  return require(`${ROOT}${relativePath}`);
}

/**
 * Opens `service`'s database the way the service does, lets `read(dataSource)` run the product's own code on it once,
 * and answers every statement it sent, in order, as `{ text, values, name? }`: whatever goes through TypeORM or
 * straight to the driver's pool (a named statement keeps its name). `reads`: several reads, one list each.
 */
export async function recordStatements(databaseUrl, service, reads) {
  const { openServiceDatabase } = productModule('services/kit/dist/database/data-source.js');
  const persistence = productModule(`services/${service}/dist/infrastructure/persistence/index.js`);
  const upper = service.toUpperCase();
  const dataSource = await openServiceDatabase({
    url: databaseUrl,
    schema: service,
    entities: persistence[`${upper}_ENTITIES`],
    migrations: persistence[`${upper}_MIGRATIONS`],
    poolSize: 2,
  });
  let statements = [];
  // Recorded on the connection, whatever checked it out (TypeORM, the pool's own query, the kit's statements).
  const watched = new WeakSet();
  dataSource.driver.master.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client);
    client.query = (config, values, callback) => {
      statements.push(
        typeof config === 'string' ? { text: config, values: Array.isArray(values) ? values : undefined } : { ...config },
      );
      return query(config, values, callback);
    };
  });
  const recorded = [];
  try {
    for (const read of reads) {
      statements = [];
      await read(dataSource);
      recorded.push(statements);
    }
  } finally {
    await dataSource.destroy();
  }
  return recorded;
}
