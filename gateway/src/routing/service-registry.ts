import path from 'node:path';

/** One service as `infra/services.js` lists it (see the typedef there). */
export interface ServiceEntry {
  name: string;
  rootModule: string;
  routes: string[];
  port: number;
  scalable: boolean;
  issuesTokens?: boolean;
}

interface Registry {
  SERVICES: ServiceEntry[];
  urlVariable(name: string): string;
}

// Read at run time from the repository (src/ and dist/ sit at the same depth): the scripts and jest read the same
// file, and TypeScript's build cannot take a file from outside the gateway's own sources.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require(path.resolve(__dirname, '../../../infra/services.js')) as Registry;

/** Every bounded context, in start order. */
export const SERVICE_REGISTRY: readonly ServiceEntry[] = registry.SERVICES;

/** The gateway's setting with a service's address, or its replicas' addresses separated by commas. */
export const urlVariable = (name: string): string => registry.urlVariable(name);
