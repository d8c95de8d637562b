import { startRedisServer, type RedisServer } from '@clipwerk/kit/testing';
import { Redis } from 'ioredis';
import { LOGIN_THROTTLE_POLICY, PASSWORD_RESET_THROTTLE_POLICY } from '../../domain/credentials';
import { LoginThrottle } from './login-throttle';
import { PasswordResetThrottle } from './password-reset-throttle';

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2)}@example.nl`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A password check that takes a moment, as argon2 does, and answers `valid`. */
const checkThatTakes = (ms: number, valid: boolean) => async () => {
  await delay(ms);
  return valid;
};
const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

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

  const fail = (throttle: LoginThrottle, email: string, address: string) => throttle.guard(email, address, async () => false);

  it('never counts a correct login: 10 in parallel from one address all get through', async () => {
    const throttle = new LoginThrottle(redis);
    const account = unique('parallel');
    const results = await settled(
      Array.from({ length: 10 }, () => throttle.guard(account, '192.0.2.1', checkThatTakes(30, true))),
    );
    expect(results.map((result) => result.status)).toEqual(new Array(10).fill('fulfilled'));
  });

  it('checks a burst of parallel guesses at most 5 times from one address; the rest get 429 with Retry-After', async () => {
    const throttle = new LoginThrottle(redis);
    const account = unique('burst');
    let checked = 0;
    const results = await settled(
      Array.from({ length: 20 }, () =>
        throttle.guard(account, '192.0.2.2', async () => {
          checked += 1;
          await delay(20);
          return false;
        }),
      ),
    );
    expect(checked).toBe(5);
    const refused = results
      .filter((result) => result.status === 'rejected')
      .map((result) => (result as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(15);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 429, code: 'IDENTITY.LOGIN_THROTTLED' });
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('a stranger’s six wrong passwords lock out his address, not the owner at hers', async () => {
    const throttle = new LoginThrottle(redis);
    const account = unique('owner');
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await fail(throttle, account, '203.0.113.66')).toBe(false);
    await expect(fail(throttle, account, '203.0.113.66')).rejects.toMatchObject({ status: 429 });
    await expect(throttle.guard(account, '198.51.100.7', async () => true)).resolves.toBe(true);
  });

  it('locks an account guessed from many addresses only until its window ends, then lets the owner in', async () => {
    const throttle = new LoginThrottle(redis, { ...LOGIN_THROTTLE_POLICY, perAccount: { limit: 10, windowSeconds: 1 } });
    const account = unique('spread');
    for (let attempt = 0; attempt < 10; attempt += 1) await fail(throttle, account, `198.18.0.${attempt}`);
    await expect(throttle.guard(account, '198.51.100.8', async () => true)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
    });
    await delay(1100);
    await expect(throttle.guard(account, '198.51.100.8', async () => true)).resolves.toBe(true);
  });

  it('a success gives the account a clean slate', async () => {
    const throttle = new LoginThrottle(redis);
    const account = unique('slate');
    for (let attempt = 0; attempt < 4; attempt += 1) await fail(throttle, account, '192.0.2.3');
    await throttle.guard(account, '192.0.2.3', async () => true);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await fail(throttle, account, '192.0.2.3')).toBe(false);
    await expect(fail(throttle, account, '192.0.2.3')).rejects.toMatchObject({ status: 429 });
  });

  it('allows 20 failures per address across accounts, then 429', async () => {
    const throttle = new LoginThrottle(redis);
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 20; attempt += 1) await fail(throttle, unique(`u${attempt}`), address);
    await expect(fail(throttle, unique('next'), address)).rejects.toMatchObject({ status: 429 });
  });

  it('does not count a check that crashed (not a wrong password)', async () => {
    const throttle = new LoginThrottle(redis, {
      ...LOGIN_THROTTLE_POLICY,
      perAccountAndAddress: { limit: 1, windowSeconds: 60 },
    });
    const account = unique('crash');
    await expect(throttle.guard(account, '192.0.2.4', async () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    await expect(throttle.guard(account, '192.0.2.4', async () => true)).resolves.toBe(true);
  });

  it('PasswordResetThrottle: counts every request per e-mail address and per address, known or not', async () => {
    const throttle = new PasswordResetThrottle(redis);
    const email = unique('reset');
    for (let request = 0; request < PASSWORD_RESET_THROTTLE_POLICY.perEmail.limit; request += 1)
      await throttle.request(email, `192.0.2.${10 + request}`);
    await expect(throttle.request(email, '192.0.2.50')).rejects.toMatchObject({ status: 429, code: 'IDENTITY.RESET_THROTTLED' });
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let request = 0; request < PASSWORD_RESET_THROTTLE_POLICY.perAddress.limit; request += 1)
      await throttle.request(unique(`r${request}`), address);
    const refused = await throttle.request(unique('one-more'), address).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429 });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
  });
});
