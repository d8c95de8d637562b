import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import { Readable } from 'node:stream';
import { registerSharedCache } from './shared-cache';

describe('shared cache at the edge', () => {
  let app: FastifyInstance;
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);

  // The first read of /hung answers only when the test lets it.
  let answerHung: () => void = () => undefined;

  beforeAll(async () => {
    app = Fastify();
    registerSharedCache(app, { maxBytes: 1024 * 1024, collapseWaitMs: 300 });
    app.get('/list', async (request, reply) => {
      reply.header('cache-control', 'public, max-age=0, s-maxage=1');
      return { call: count('list'), query: request.query };
    });
    app.get('/slow', async (_request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reply.header('cache-control', 's-maxage=5');
      return { call: count('slow') };
    });
    app.get('/streamed', async (_request, reply) => {
      count('streamed');
      reply.header('cache-control', 's-maxage=5').header('content-type', 'application/json');
      return reply.send(Readable.from([Buffer.from('{"part":1,'), Buffer.from('"rest":"één"}')]));
    });
    app.get('/private', async (_request, reply) => {
      reply.header('cache-control', 'private, s-maxage=5');
      return { call: count('private') };
    });
    app.get('/uncached', async () => ({ call: count('uncached') }));
    let running = 0;
    app.get('/uncached-slow', async () => {
      running += 1;
      const together = running;
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
      return { together };
    });
    app.get('/hung', async (_request, reply) => {
      if (count('hung') === 1) await new Promise<void>((resolve) => (answerHung = resolve));
      reply.header('cache-control', 's-maxage=1');
      return { call: calls.hung };
    });
    app.get('/refused', async (_request, reply) => {
      count('refused');
      return reply.code(400).header('cache-control', 's-maxage=5').send({ success: false });
    });
    await app.ready();
  });

  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers a repeated anonymous read from memory, byte for byte, until s-maxage runs out', async () => {
    const first = await get('/list?page=1');
    const second = await get('/list?page=1');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect((await get('/list?page=2')).json()).toMatchObject({ query: { page: '2' } });
    expect(calls.list).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get('/list?page=1')).headers['x-cache']).toBe('MISS');
    expect(calls.list).toBe(3);
  });

  it('never serves or stores for a caller with a token or a cookie', async () => {
    await get('/list?who=anyone');
    const withToken = await get('/list?who=anyone', { authorization: 'Bearer abc' });
    const withCookie = await get('/list?who=anyone', { cookie: 'session=1' });
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(withCookie.headers['x-cache']).toBeUndefined();
    expect(withToken.json().call).not.toBe(withCookie.json().call);
    expect((await get('/list?who=signed-in', { authorization: 'Bearer abc' })).headers['x-cache']).toBeUndefined();
    expect((await get('/list?who=signed-in')).headers['x-cache']).toBe('MISS');
  });

  it('goes upstream and refreshes the copy when the request says no-cache', async () => {
    const stored = (await get('/list?fresh=1')).json().call;
    const refreshed = await get('/list?fresh=1', { 'cache-control': 'no-cache' });
    expect(refreshed.json().call).toBeGreaterThan(stored);
    expect((await get('/list?fresh=1')).json().call).toBe(refreshed.json().call);
  });

  it('lets identical misses arriving together wait for the first instead of all going upstream', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/slow')));
    expect(calls.slow).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'HIT')).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('waits for a first request that hangs only once: after the wait the next miss leads without waiting', async () => {
    const hung = get('/hung');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    expect((await get('/hung')).json()).toEqual({ call: 2 }); // waited its 300 ms, then went upstream itself
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // its copy ran out; the first read still hangs

    const again = performance.now();
    const fresh = await get('/hung');
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json()).toEqual({ call: 3 });
    expect(performance.now() - again).toBeLessThan(250);
    answerHung();
    expect((await hung).json()).toEqual({ call: 3 });
  });

  it('reads a streamed (proxied) answer whole, answers it, and serves the same bytes later', async () => {
    const first = await get('/streamed');
    const second = await get('/streamed');
    expect(first.json()).toEqual({ part: 1, rest: 'één' });
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(calls.streamed).toBe(1);
  });

  it('keeps nothing that is private, not marked shared, or not a 200', async () => {
    for (const url of ['/private', '/uncached', '/refused']) {
      await get(url);
      const again = await get(url);
      expect(again.headers['x-cache']).toBeUndefined();
      expect(calls[url.slice(1)]).toBe(2);
    }
  });

  it('lets reads of a URL known not to be shared run side by side instead of waiting for each other', async () => {
    await get('/uncached-slow');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/uncached-slow')));
    expect(Math.max(...answers.map((answer) => answer.json().together))).toBe(5);
  });
});

describe('shared cache at the edge, in front of the proxy, over real connections', () => {
  let upstream: FastifyInstance;
  let edge: FastifyInstance;
  let edgeUrl: string;
  let upstreamCalls = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/creators', async (_request, reply) => {
      upstreamCalls += 1;
      reply.header('cache-control', 'public, max-age=0, s-maxage=1');
      return { call: upstreamCalls };
    });
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

    edge = Fastify();
    // As at the edge: a hook that waits before the cache's own (the rate limit counts each request first).
    edge.addHook('onRequest', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    registerSharedCache(edge, { maxBytes: 1024 * 1024, collapseWaitMs: 5_000 });
    await edge.register(replyFrom, { base: upstreamUrl });
    edge.get('/creators', (_request, reply) => reply.from('/creators'));
    edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await edge.close();
    await upstream.close();
  });

  /** A visitor who asks for the page and closes the tab before anything comes back. */
  const askAndLeave = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const { hostname, port, pathname } = new URL(url);
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`, () => {
          setTimeout(() => socket.destroy(), 5);
        });
      });
      socket.once('close', () => resolve());
      socket.once('error', reject);
    });

  it('lets the next visitor of a page through at once when the first miss has lost its client', async () => {
    await askAndLeave(`${edgeUrl}/creators`);
    await new Promise((resolve) => setTimeout(resolve, 60)); // the left request has passed every hook by now

    const started = performance.now();
    const answer = await fetch(`${edgeUrl}/creators`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBe('MISS');
    // Without the rule it waited the whole collapse wait (5 s) for an answer the proxy never sends.
    expect(performance.now() - started).toBeLessThan(1_000);
    const again = await fetch(`${edgeUrl}/creators`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.json()).toEqual(await answer.json());
  });
});
