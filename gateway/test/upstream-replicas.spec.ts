import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JSON_BODY_LIMIT_BYTES } from '@clipwerk/kit';
import { startRedisServer } from '@clipwerk/kit/testing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readGatewayConfig } from '../src/config';
import { createGatewayApp } from '../src/create-gateway-app';
import { SHARED_COUNT_FLUSH_MS } from '../src/edge/shared-rate-limit';
import { freePort } from './support/product-process';

/** A stand-in for one payments replica: answers with its own name and the body it received. */
async function fakeReplica(name: string): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ replica: name, body: Buffer.concat(chunks).toString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The gateway's proxy with a comma-separated `<SERVICE>_URL`: requests go to the replicas in turn, and a replica
 * whose port refuses connections (a process that died) costs no request, bodies included.
 */
describe('gateway proxy over several replicas of a service', () => {
  let app: NestFastifyApplication;
  let url: string;
  let one: Awaited<ReturnType<typeof fakeReplica>>;
  let two: Awaited<ReturnType<typeof fakeReplica>>;
  let dead: string;

  beforeAll(async () => {
    [one, two] = await Promise.all([fakeReplica('een'), fakeReplica('twee')]);
    dead = `http://127.0.0.1:${await freePort()}`;
    const config = readGatewayConfig({
      TOPOLOGY: 'distributed',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The dead replica is first in turn, so the very first request meets it.
      PAYMENTS_URL: `${dead}, ${one.url},${two.url}/`,
      MESSAGING_URL: dead,
    });
    app = await createGatewayApp(config, { ...process.env, DATABASE_URL: '', REDIS_URL: '', EVENT_BUS: 'in-process' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = await app.getUrl();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([one?.close(), two?.close()]);
  });

  it('a request whose first replica refuses is answered by the next, its body intact', async () => {
    // Large enough to arrive in many chunks, so the body is read with backpressure, not in one piece; under the 1 MiB
    // a JSON body may have (a larger one is refused at the gateway).
    const body = JSON.stringify({ method: 'ideal', note: 'brood '.repeat(170_000) });
    expect(body.length).toBeLessThan(JSON_BODY_LIMIT_BYTES);
    const response = await fetch(`${url}/api/payments/projects/p1/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { replica: string; body: string };
    expect(answer.replica).toBe('een');
    expect(answer.body.length).toBe(body.length);
    expect(answer.body === body).toBe(true);
  });

  it('spreads requests over the live replicas in turn, none lost to the dead one', async () => {
    one.hits.length = 0;
    two.hits.length = 0;
    const answers: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await fetch(`${url}/api/payments/invoices?page=${index}`);
      expect(response.status).toBe(200);
      answers.push(((await response.json()) as { replica: string }).replica);
    }
    expect(one.hits).toHaveLength(6);
    expect(two.hits).toHaveLength(6);
    expect(one.hits[0]).toMatch(/^GET \/api\/payments\/invoices\?page=\d+$/);
    // Strictly alternating: the dead replica rests at the back of the order instead of shifting the turn.
    expect(answers.every((replica, index) => index === 0 || replica !== answers[index - 1])).toBe(true);
  });

  it('answers 502 in Dutch when no replica of the service takes the connection', async () => {
    const response = await fetch(`${url}/api/conversations`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'UPSTREAM.UNAVAILABLE',
      message: 'De dienst is tijdelijk niet bereikbaar. Probeer het opnieuw.',
    });
  });

  it('answers 404 for a path no service in the registry owns', async () => {
    const response = await fetch(`${url}/api/nobody-owns-this`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

/** Two gateway replicas sharing Redis hold one rate limit per address, whichever of them takes each request. */
describe('rate limit across gateway replicas (real redis-server)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let upstream: Awaited<ReturnType<typeof fakeReplica>>;
  const apps: NestFastifyApplication[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    [redis, upstream] = await Promise.all([startRedisServer(), fakeReplica('een')]);
    for (let index = 0; index < 2; index += 1) {
      const config = readGatewayConfig({ TOPOLOGY: 'distributed', RATE_LIMIT_PER_MINUTE: '10', PAYMENTS_URL: upstream.url });
      const app = await createGatewayApp(config, {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: redis.url,
        EVENT_BUS: 'in-process',
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(await app.getUrl());
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await upstream?.close();
    await redis?.stop();
  });

  it('refuses the eleventh request of a minute in Dutch, the requests alternating between the replicas', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      statuses.push((await fetch(`${urls[index % 2]}/api/payments/invoices?page=${index}`)).status);
      // Each replica's counts reach Redis within a report interval; a burst inside one may pass the limit by that much.
      await new Promise((resolve) => setTimeout(resolve, 2 * SHARED_COUNT_FLUSH_MS));
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const limited = await fetch(`${urls[0]}/api/payments/invoices`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(upstream.hits).toHaveLength(10);
  });
});
