import path from 'node:path';

interface Registry {
  SERVICES: { name: string; port: number }[];
}

// Read at run time from the repository, as the gateway does (src/ and dist/ sit at the same depth): the registry is
// plain CommonJS outside every package's sources.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require(path.resolve(__dirname, '../../../../infra/services.js')) as Registry;

/** The port a service listens on in the distributed topology: `PORT` when set, else its port in infra/services.js. */
export function servicePort(name: string, env: NodeJS.ProcessEnv = process.env): number {
  if (env.PORT) return Number(env.PORT);
  const entry = registry.SERVICES.find((service) => service.name === name);
  if (!entry) throw new Error(`infra/services.js lists no service ${name}`);
  return entry.port;
}
