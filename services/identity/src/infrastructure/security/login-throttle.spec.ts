import { startRedisServer, type RedisServer } from '@clipwerk/kit/testing';
import { Redis } from 'ioredis';
import { LoginThrottle } from './login-throttle';

/** The same policy on both stores: memory (embedded) and Redis (shared by every replica). */
describe.each([
  ['memory', false],
  ['redis', true],
])('LoginThrottle (%s)', (_name, useRedis) => {
  let server: RedisServer | undefined;
  let redis: Redis | null = null;

  beforeAll(async () => {
    if (!useRedis) return;
    server = await startRedisServer();
    redis = new Redis(server.url);
  });

  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });

  it('allows 5 attempts per account in the window, then 429; a success gives the account a clean slate', async () => {
    const throttle = new LoginThrottle(redis);
    const account = `anna-${Math.random()}@example.nl`;
    for (let attempt = 0; attempt < 4; attempt += 1) await throttle.attempt(account, `192.0.2.${attempt}`);
    await throttle.succeeded(account, '192.0.2.9');
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.attempt(account, `198.51.100.${attempt}`);
    await expect(throttle.attempt(account, '198.51.100.99')).rejects.toMatchObject({
      status: 429,
      code: 'IDENTITY.LOGIN_THROTTLED',
    });
  });

  it('allows 20 attempts per address across accounts', async () => {
    const throttle = new LoginThrottle(redis);
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 20; attempt += 1) await throttle.attempt(`u${attempt}-${Math.random()}@x.nl`, address);
    await expect(throttle.attempt('next@x.nl', address)).rejects.toMatchObject({ status: 429 });
  });
});
