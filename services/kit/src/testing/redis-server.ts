/** Debian's redis-server for one test file (infra/testing/redis-server.js), typed for TypeScript tests. */
export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const helper = require('../../../../infra/testing/redis-server.js') as {
  startRedisServer(options?: { binary?: string; startTimeoutMs?: number }): Promise<RedisServer>;
};

export function startRedisServer(options?: { binary?: string; startTimeoutMs?: number }): Promise<RedisServer> {
  return helper.startRedisServer(options);
}
