import { startRedisServer } from '@clipwerk/kit/testing';
import { Redis } from 'ioredis';
import { SHARED_COUNT_FLUSH_MS, SharedRateCounts } from './shared-rate-limit';

/** Two gateway replicas' counts on one real redis-server. */
describe('SharedRateCounts (real redis-server)', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: Redis[] = [];
  const WINDOW_MS = 60_000;

  const replica = (prefix: string) => {
    const client = new Redis(server.url);
    clients.push(client);
    const counts = new SharedRateCounts(client, prefix);
    return (key: string, max: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        counts.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW_MS, max),
      );
  };
  const sharedCount = async (key: string) => Number(await clients[0].get(key));
  const afterFlush = () => new Promise((resolve) => setTimeout(resolve, SHARED_COUNT_FLUSH_MS * 3));

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.stop();
  });

  it('counts far from the limit here and reports them to Redis together', async () => {
    const count = replica('batched:');
    const seen = [];
    for (let i = 0; i < 10; i += 1) seen.push((await count('10.0.0.1', 100)).current);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The first request opened the window in Redis; the other nine wait for the next report.
    expect(await sharedCount('batched:10.0.0.1')).toBe(1);
    await afterFlush();
    expect(await sharedCount('batched:10.0.0.1')).toBe(10);
    const ttl = await clients[0].pttl('batched:10.0.0.1');
    expect(ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('asks Redis for every request from half the limit on, so replicas count one sequence', async () => {
    const a = replica('exact:');
    const b = replica('exact:');
    const max = 20;
    const counts = [];
    for (let i = 0; i < 12; i += 1) counts.push((await a('10.0.0.2', max)).current);
    for (let i = 0; i < 10; i += 1) counts.push((await (i % 2 ? a : b)('10.0.0.2', max)).current);
    expect(counts).toEqual(Array.from({ length: 22 }, (_, index) => index + 1));
    // Nothing waits for a report: every count past half the limit is in Redis already.
    expect(await sharedCount('exact:10.0.0.2')).toBe(22);
  });

  it('keeps addresses apart', async () => {
    const count = replica('apart:');
    await count('10.0.0.3', 100);
    await count('10.0.0.3', 100);
    expect((await count('10.0.0.4', 100)).current).toBe(1);
  });
});
