import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_SERVICE_MODULES, rootModuleOf } from '../src/hosts/host-modules';
import { ROUTE_TABLE, owningService } from '../src/routing/route-table';
import { SERVICE_REGISTRY } from '../src/routing/service-registry';

const ROOT = path.resolve(__dirname, '../..');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const localStack = require('../../infra/distributed/local-stack.js') as { SERVICES: { name: string; entry: string }[] };

/** One service's block of docker-compose.yml: from its name to the next entry at the same depth. */
function composeBlock(compose: string, name: string): string {
  const match = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)*)`, 'm').exec(compose);
  if (!match) throw new Error(`docker-compose.yml has no service ${name}`);
  return match[1];
}

/**
 * The registry (infra/services.js) is the one list of services: everything derived from it agrees with it, and a
 * service folder without an entry, or an entry without its folder, fails here.
 */
describe('the service registry', () => {
  const compose = readFileSync(COMPOSE_FILE, 'utf8');

  it('names every service folder with a distributed entry point, and no other', () => {
    const folders = readdirSync(path.join(ROOT, 'services')).filter((folder) =>
      existsSync(path.join(ROOT, 'services', folder, 'src/main.ts')),
    );
    expect(SERVICE_REGISTRY.map(({ name }) => name).sort()).toEqual(folders.sort());
  });

  it('gives every service its own port and its own prefixes, all under /api, with the token issuer first', () => {
    const ports = SERVICE_REGISTRY.map(({ port }) => port);
    expect(new Set(ports).size).toBe(ports.length);
    const prefixes = ROUTE_TABLE.map(({ prefix }) => prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/api\/[a-z]/);
    expect(SERVICE_REGISTRY.filter((service) => service.issuesTokens).map(({ name }) => name)).toEqual([
      SERVICE_REGISTRY[0].name,
    ]);
    // Each service owns what it lists, longest prefix first.
    for (const { name, routes } of SERVICE_REGISTRY) {
      for (const route of routes) expect({ route, owner: owningService(`${route}/x`) }).toEqual({ route, owner: name });
    }
  });

  it('is what the embedded host mounts: each root module exported by its package, in order', () => {
    expect(EMBEDDED_SERVICE_MODULES).toHaveLength(SERVICE_REGISTRY.length);
    SERVICE_REGISTRY.forEach(({ name, rootModule }, index) => {
      expect(EMBEDDED_SERVICE_MODULES[index].name).toBe(rootModule);
      // A Nest module: @Module() left its metadata on the class.
      expect(Reflect.getMetadataKeys(EMBEDDED_SERVICE_MODULES[index])).toEqual(expect.arrayContaining(['providers']));
      expect(existsSync(path.join(ROOT, 'services', name, 'package.json'))).toBe(true);
    });
    expect(() => rootModuleOf('payments', 'PaymentModule')).toThrow('@clipwerk/payments exports no PaymentModule');
  });

  it('is what the local distributed stack starts, in order', () => {
    expect(localStack.SERVICES.map(({ name, entry }) => [name, entry])).toEqual(
      SERVICE_REGISTRY.map(({ name }) => [name, `services/${name}/dist/main.js`]),
    );
  });

  it('is what docker-compose.yml runs: the committed file is what scripts/generate-compose.js writes', () => {
    // Its own process: prettier, which formats the output, loads itself in ways jest's module system does not.
    const generated = execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-compose.js'), '--stdout'], {
      encoding: 'utf8',
    });
    expect(generated).toContain('  payments:\n');
    // When this fails after a registry or template change: `node scripts/generate-compose.js`.
    expect(compose).toBe(generated);
  });

  it('lets docker compose scale every scalable service: no host port, no container name, reached by name', () => {
    const gateway = composeBlock(compose, 'gateway');
    for (const { name, port, scalable } of SERVICE_REGISTRY) {
      const block = composeBlock(compose, name);
      expect(block).toContain(`command: ['node', 'services/${name}/dist/main.js']`);
      if (scalable) {
        expect({ name, ports: /^\s+ports:/m.test(block), containerName: /container_name:/.test(block) }).toEqual({
          name,
          ports: false,
          containerName: false,
        });
      }
      expect(gateway).toContain(`${name.toUpperCase()}_URL: http://${name}:${port}\n`);
    }
  });

  it('lets docker compose scale the gateway too: the edge balancer alone publishes the port and keeps a browser on one gateway', () => {
    const gateway = composeBlock(compose, 'gateway');
    expect(/^\s+ports:/m.test(gateway) || /container_name:/.test(gateway)).toBe(false);
    const edge = composeBlock(compose, 'edge');
    expect(edge).toContain(`ports: ['3000:3000']`);
    const balancer = readFileSync(path.join(ROOT, 'infra/docker/haproxy.cfg'), 'utf8');
    // Gateways found by name as they come and go, and a cookie that keeps socket.io's long polling on one of them.
    expect(balancer).toMatch(/^\s+server-template gateway \d+-\d+ gateway:3000 .*resolvers docker/m);
    expect(balancer).toMatch(/^\s+cookie \S+ insert /m);
    expect(balancer).toMatch(/^\s+timeout tunnel /m);
  });
});
