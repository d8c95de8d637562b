import { createTestDatabase } from '@clipwerk/kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readGatewayConfig } from '../src/config';
import { createGatewayApp } from '../src/create-gateway-app';
import { DRAWN_STATE_ELEMENT, PAGE_SESSION_COOKIE } from '../src/web/signed-in-pages';
import { jsonClient, registerCompanies, runWord } from './support/burst';

/**
 * A built web client in miniature: the shell's page for signed-in addresses and its prerender, which draws the frame
 * of /messages with the user's e-mail address in it; and the messaging remote's prerender, which draws the inbox
 * from what GET /api/conversations answers the user's token.
 */
async function fakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-signed-in-'));
  await mkdir(path.join(root, 'shell/dist/drawn'), { recursive: true });
  await mkdir(path.join(root, 'shell/.prerender'), { recursive: true });
  await mkdir(path.join(root, 'messaging/dist'), { recursive: true });
  await mkdir(path.join(root, 'messaging/.prerender'), { recursive: true });
  await writeFile(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><head><title>Clipwerk shell</title></head><div id="root"></div>',
  );
  await writeFile(
    path.join(root, 'shell/dist/drawn/signed-in.html'),
    '<!doctype html><head><title>Clipwerk</title></head><div id="root"><!--clipwerk:signed-in-page--></div>',
  );
  await writeFile(
    path.join(root, 'shell/.prerender/prerender.js'),
    `exports.renderSignedInFrame = (location, user) =>
      location.startsWith('/messages')
        ? { title: 'Berichten - Clipwerk', remote: 'messaging', module: 'Inbox',
            markup: '<nav>' + user.email + '</nav><div data-drawn-screen="messaging/Inbox" style="display:contents"></div>' }
        : null;`,
  );
  await writeFile(
    path.join(root, 'messaging/dist/mf-manifest.json'),
    JSON.stringify({
      name: 'messaging',
      exposes: [{ name: 'Inbox', assets: { css: { sync: ['static/css/inbox.1a2b3c4d.css'] } } }],
    }),
  );
  await writeFile(
    path.join(root, 'messaging/.prerender/prerender.js'),
    `exports.drawSignedInScreen = async ({ location, module, user, fetch }) => {
      if (location.includes('traag')) return new Promise(() => {});
      const answer = await fetch(location.includes('kapot') ? '/api/conversations/onbekend' : '/api/conversations?limit=20');
      if (!answer.ok) throw new Error('niet gevonden: ' + answer.status);
      const inbox = await answer.json();
      return {
        module,
        markup: '<h1>Berichten</h1><p>' + inbox.conversations.length + ' gesprekken voor ' + user.id + '</p>',
        queries: { mutations: [], queries: [{ queryKey: ['inbox'], state: { data: { inbox, note: '</script><img src=x>' } } }] },
      };
    };`,
  );
  return root;
}

describe('signed-in pages drawn by the gateway', () => {
  let app: NestFastifyApplication;
  let url: string;
  let webRoot: string;
  let token: string;

  beforeAll(async () => {
    webRoot = await fakeWebRoot();
    const env = { DATABASE_URL: await createTestDatabase('signed_in_pages'), STORAGE_DIR: path.join(webRoot, 'files') };
    app = await createGatewayApp(readGatewayConfig({ TOPOLOGY: 'embedded', WEB_ROOT: webRoot }), { ...process.env, ...env });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = await app.getUrl();
    [{ token }] = await registerCompanies(
      jsonClient(() => url),
      runWord(),
      1,
    );
  });

  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const load = (address: string, session?: string) =>
    fetch(`${url}${address}`, { headers: session ? { cookie: `${PAGE_SESSION_COOKIE}=${session}; andere=1` } : {} });
  const stateOf = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${DRAWN_STATE_ELEMENT}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
    );

  it('draws the page for the user of the session cookie: her frame, her screen from her data, and that data', async () => {
    const me = (await (await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      user: { id: string; email: string };
    };
    const page = await load('/messages', token);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<nav>${me.user.email}</nav>`);
    expect(html).toContain(
      `<div data-drawn-screen="messaging/Inbox" style="display:contents"><h1>Berichten</h1><p>0 gesprekken voor ${me.user.id}</p></div>`,
    );
    expect(html).toContain('<title>Berichten - Clipwerk</title>');
    expect(html).toContain('<link href="/remotes/messaging/static/css/inbox.1a2b3c4d.css" rel="stylesheet">');
    expect(html).toContain('id="clipwerk-runtime-config"');
    const state = stateOf(html);
    expect(state.user.id).toBe(me.user.id);
    expect(state.queries.queries[0].state.data.inbox.conversations).toEqual([]);
    // What the data says cannot end the block early.
    expect(html).not.toContain('</script><img');
    expect(state.queries.queries[0].state.data.note).toBe('</script><img src=x>');
    // Hers alone: no cache keeps it, and a cache that does keeps it per cookie.
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toContain('cookie');
  });

  it('serves the empty page without a session, with an ended one, or where nothing can be drawn', async () => {
    const empty = async (address: string, session?: string) => {
      const page = await load(address, session);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Clipwerk shell</title>');
      expect(html).not.toContain(DRAWN_STATE_ELEMENT);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    };
    await empty('/messages');
    await empty('/messages', 'geen-echt-token');
    // An address the shell draws no frame for, and a screen whose data the API refuses her.
    await empty('/dashboard', token);
    await empty('/messages?kapot=1', token);
  });

  it('serves the empty page when the drawing takes too long, within the time it allows', async () => {
    const started = Date.now();
    const page = await load('/messages?traag=1', token);
    expect(await page.text()).toContain('<title>Clipwerk shell</title>');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
