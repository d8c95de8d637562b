import { createTestDatabase } from '@clipwerk/kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { readGatewayConfig } from '../src/config';
import { createGatewayApp } from '../src/create-gateway-app';

/** A built web client in miniature: a shell and one remote with its federation manifest. */
async function fakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-web-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><head><title>Clipwerk shell</title></head>');
  // The landing page as the shell's build draws it ahead.
  await writeFile(
    path.join(root, 'shell/dist/landing.html'),
    '<!doctype html><head><title>Clipwerk shell</title></head><div id="root"><h1>Video’s van echte creators</h1></div>',
  );
  await mkdir(path.join(root, 'account/dist'), { recursive: true });
  await writeFile(
    path.join(root, 'account/dist/mf-manifest.json'),
    JSON.stringify({
      name: 'account',
      exposes: [{ name: 'Terms', assets: { css: { sync: ['static/css/terms.1a2b3c4d.css'] } } }],
    }),
  );
  // The shell's frames of three public addresses; the account remote drew the screens of two of them, one of them
  // as another screen than the frame expects.
  const slot = (module: string) => `<div data-drawn-screen="account/${module}" style="display:contents"></div>`;
  const frame = (module: string) =>
    `<!doctype html><head><title>${module} - Clipwerk</title></head><div id="root"><nav>Clipwerk</nav>${slot(module)}</div>`;
  await mkdir(path.join(root, 'shell/dist/drawn'), { recursive: true });
  await mkdir(path.join(root, 'account/dist/drawn'), { recursive: true });
  const frames: Record<string, { file: string; remote: string; module: string }> = {};
  for (const [address, module] of [
    ['/algemene-voorwaarden', 'Terms'],
    ['/privacy-policy', 'Privacy'],
    ['/help', 'Help'],
  ]) {
    frames[address] = { file: `drawn${address}.html`, remote: 'account', module };
    await writeFile(path.join(root, `shell/dist/drawn${address}.html`), frame(module));
  }
  await writeFile(path.join(root, 'shell/dist/drawn.json'), JSON.stringify(frames));
  await writeFile(path.join(root, 'account/dist/drawn/terms.html'), '<h1>Algemene voorwaarden</h1>');
  await writeFile(path.join(root, 'account/dist/drawn/privacy.html'), '<h1>Iets anders</h1>');
  await writeFile(
    path.join(root, 'account/dist/drawn.json'),
    JSON.stringify({
      '/algemene-voorwaarden': { file: 'drawn/terms.html', module: 'Terms' },
      '/privacy-policy': { file: 'drawn/privacy.html', module: 'Cookies' },
    }),
  );
  // A hashed script with the Brotli and gzip copies the build writes beside it.
  await mkdir(path.join(root, 'shell/dist/static/js'), { recursive: true });
  const script = path.join(root, 'shell/dist/static/js/index.0123abcd.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  return root;
}

const SCRIPT = `console.log(${JSON.stringify('Clipwerk '.repeat(500))});`;

/** A GET as a browser sends it, the body as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('gateway edge', () => {
  let app: NestFastifyApplication;
  let url: string;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fakeWebRoot();
    const env = { DATABASE_URL: await createTestDatabase('edge'), STORAGE_DIR: path.join(webRoot, 'files') };
    const config = readGatewayConfig({
      TOPOLOGY: 'embedded',
      RATE_LIMIT_PER_MINUTE: '5',
      MAX_UPLOAD_BYTES: '1000',
      WEB_ROOT: webRoot,
    });
    app = await createGatewayApp(config, { ...process.env, ...env });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = await app.getUrl();
  });

  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the shell for client-side routes and tells it where the remotes are', async () => {
    const page = await fetch(`${url}/projects/123/proposals`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Clipwerk shell');
    const config = await (await fetch(`${url}/runtime-config.json`)).json();
    expect(config).toEqual({ remotes: { account: '/remotes/account/mf-manifest.json' } });
    // The same config in the page itself, so the first remote screen does not wait for the fetch.
    const inPage = /<script type="application\/json" id="clipwerk-runtime-config">(.*?)<\/script><\/head>/.exec(html);
    expect(JSON.parse(inPage?.[1] ?? 'null')).toEqual(config);
    expect((await fetch(`${url}/remotes/account/mf-manifest.json`)).status).toBe(200);
  });

  it('serves the landing page drawn ahead at / only, with the remotes in it as on every page', async () => {
    for (const address of ['/', '/?ref=nieuwsbrief']) {
      const html = await (await fetch(`${url}${address}`)).text();
      expect(html).toContain('<h1>Video’s van echte creators</h1>');
      expect(html).toContain('id="clipwerk-runtime-config"');
    }
    for (const address of ['/projects', '/login']) expect(await (await fetch(`${url}${address}`)).text()).not.toContain('<h1>');
  });

  it('serves a public page drawn: the shell’s frame with the screen its remote drew and that screen’s stylesheet', async () => {
    for (const address of ['/algemene-voorwaarden', '/algemene-voorwaarden?ref=footer']) {
      const html = await (await fetch(`${url}${address}`)).text();
      expect(html).toContain(
        '<nav>Clipwerk</nav><div data-drawn-screen="account/Terms" style="display:contents"><h1>Algemene voorwaarden</h1></div>',
      );
      expect(html).toContain('<link href="/remotes/account/static/css/terms.1a2b3c4d.css" rel="stylesheet">');
      expect(html).toContain('id="clipwerk-runtime-config"');
    }
    // A remote that drew another screen, or none: the empty page, never a frame with a hole in it.
    for (const address of ['/privacy-policy', '/help']) {
      const html = await (await fetch(`${url}${address}`)).text();
      expect(html).toContain('Clipwerk shell');
      expect(html).not.toContain('data-drawn-screen');
    }
  });

  it('refuses a request body over the edge limit with 413 and the error body', async () => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: 'Het verzoek is te groot' });
  });

  it('limits /api requests per address with a Dutch 429, and leaves the web client alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await fetch(`${url}/api/auth/providers`)).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
    const limited = await fetch(`${url}/api/auth/providers`);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Te veel verzoeken. Probeer het over een moment opnieuw.',
    });
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it("sends the build's compressed copy the browser accepts, cached for good, and the plain file otherwise", async () => {
    const brotli = await rawGet(`${url}/static/js/index.0123abcd.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);

    const plain = await rawGet(`${url}/static/js/index.0123abcd.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const manifest = await rawGet(`${url}/remotes/account/mf-manifest.json`, { 'accept-encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toMatchObject({ name: 'account' });
  });
});
