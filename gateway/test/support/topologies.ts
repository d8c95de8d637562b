import { createTestDatabase } from '@clipwerk/kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readGatewayConfig } from '../../src/config';
import { createGatewayApp } from '../../src/create-gateway-app';

/** A running product the journeys talk to through its gateway. */
export interface Topology {
  url: string;
  /** The app itself, when it runs in this test process (embedded). */
  app?: NestFastifyApplication;
  /** The database every service's schema lives in (the embedded topology), for checks behind the API. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** Cheap password hashing: journeys register many accounts and prove behaviour, not hashing cost. */
const FAST_HASHING = { ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1' };

/** Every service in this test process (as `make start` runs them), on a fresh database. */
export async function startEmbedded(): Promise<Topology> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-journey-'));
  const env = { ...process.env, DATABASE_URL: await createTestDatabase('journey'), STORAGE_DIR: storageDir, ...FAST_HASHING };
  // Service modules read their own settings from the environment when they are created.
  Object.assign(process.env, env);
  const app = await createGatewayApp(readGatewayConfig({ TOPOLOGY: 'embedded', RATE_LIMIT_PER_MINUTE: '100000' }), env);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: await app.getUrl(),
    app,
    databaseUrl: env.DATABASE_URL,
    stop: async () => {
      await app.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** The distributed product with the addresses of every process (infra/distributed/local-stack.js). */
export interface DistributedTopology extends Topology {
  databaseUrl: string;
  /** Every gateway replica; `url` is the first. */
  gatewayUrls: string[];
  /** Every replica of each service, by service name. */
  replicaUrls: Record<string, string[]>;
  /** Kills a service's processes (SIGKILL by default), or only its replica at index `replica`. */
  kill(name: string, signal?: NodeJS.Signals, replica?: number): Promise<void>;
  /** Starts them again on the same ports; resolves when ready. */
  restart(name: string, replica?: number): Promise<void>;
}

/**
 * Each service as its own process, events over the Kafka protocol, Redis and S3 (infra/distributed/local-stack.js).
 * `replicas`: processes per service or of the gateway (default one each); `env`: settings for every process.
 */
export async function startDistributed(
  options: { replicas?: Record<string, number>; env?: Record<string, string> } = {},
): Promise<DistributedTopology> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startLocalDistributedStack } = require('../../../infra/distributed/local-stack.js');
  const databaseUrl = await createTestDatabase('journey_dist');
  const stack = await startLocalDistributedStack({
    databaseUrl,
    replicas: options.replicas,
    env: { ...FAST_HASHING, RATE_LIMIT_PER_MINUTE: '100000', ...options.env },
  });
  return { ...stack, databaseUrl };
}

export const TOPOLOGIES = [
  ['embedded', startEmbedded],
  ['distributed (own processes, Kafka protocol, Redis, S3)', () => startDistributed()],
] as const;

/** A small JSON client for one topology. */
export function apiClient(topology: () => Topology) {
  return async (method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(`${topology().url}/api${route}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any, headers: response.headers };
  };
}

/** Polls until `probe` returns a value: events cross contexts asynchronously. */
export async function eventually<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
