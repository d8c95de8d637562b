import fastifyStatic from '@fastify/static';
import { fastifyOf } from '../hosts/fastify-instance';
import { AppError, toErrorResponse } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { GatewayMessages } from '../messages';
import { composeDrawnPages } from './drawn-pages';
import { SignedInPages } from './signed-in-pages';
import path from 'node:path';

const SHELL = 'shell';
/** The element of the shell's page that holds the runtime config; the shell reads it before it fetches. */
export const RUNTIME_CONFIG_ELEMENT = 'clipwerk-runtime-config';

/** Built remotes: every `frontends/<name>/dist` with a federation manifest, except the shell (the host). */
export function discoverRemotes(webRoot: string): Record<string, string> {
  if (!existsSync(webRoot)) return {};
  return Object.fromEntries(
    readdirSync(webRoot)
      .filter((name) => name !== SHELL && existsSync(path.join(webRoot, name, 'dist', 'mf-manifest.json')))
      .map((name) => [name, path.join(webRoot, name, 'dist')]),
  );
}

const PLACEHOLDER = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Clipwerk</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0">
<main><h1>Clipwerk</h1><p>De webapp is nog niet gebouwd. Voer <code>make start</code> uit.</p></main></body></html>`;

/**
 * Serves the web client: the shell at `/` with an SPA fallback, each remote under `/remotes/<name>/`, and
 * `/runtime-config.json` telling the shell where the remotes are, so a remote can move without rebuilding it.
 */
export async function serveWebClient(app: NestFastifyApplication, webRoot: string): Promise<void> {
  const fastify = fastifyOf(app);
  const shellDist = path.join(webRoot, SHELL, 'dist');
  const remotes = discoverRemotes(webRoot);
  const hasShell = existsSync(path.join(shellDist, 'index.html'));

  const runtimeConfig = {
    remotes: Object.fromEntries(Object.keys(remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
  };
  fastify.get('/runtime-config.json', (_request, reply) => {
    void reply.header('cache-control', 'no-cache').send(runtimeConfig);
  });

  for (const [name, dist] of Object.entries(remotes)) {
    await fastify.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      ...ASSETS,
    });
  }
  if (hasShell) {
    await fastify.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      wildcard: false,
      index: false,
      ...ASSETS,
    });
  }

  // The page carries the remotes' addresses itself (a data block, which the CSP lets be), so the first remote screen
  // does not wait a round trip for /runtime-config.json.
  const configBlock = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT}">${JSON.stringify(runtimeConfig)}</script>`;
  const withConfig = (html: string) => html.replace('</head>', `${configBlock}</head>`);
  const page = (file: string) => withConfig(readFileSync(path.join(shellDist, file), 'utf8'));
  const indexHtml = hasShell ? page('index.html') : PLACEHOLDER;
  // The landing page comes drawn by the shell's build, so its hero paints before any script has run.
  const landingHtml = existsSync(path.join(shellDist, 'landing.html')) ? page('landing.html') : indexHtml;
  // The public pages with a remote screen come drawn too: the shell's frame with the remote's screen in it.
  const drawnPages = new Map(
    hasShell ? [...composeDrawnPages(shellDist, remotes)].map(([address, html]) => [address, withConfig(html)]) : [],
  );
  // A page behind sign-in is drawn for its user when the load carries her session; it is hers alone.
  const signedInPages = hasShell ? SignedInPages.open(fastify, shellDist, remotes, withConfig) : null;
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  fastify.get('/', (_request, reply) => sendPage(reply, landingHtml));
  // Any other GET is a client-side route (or an unknown API path, which gets the JSON 404).
  fastify.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/remotes/') || request.url.startsWith('/socket.io')) {
      const { status, body } = toErrorResponse(AppError.notFound('NOT_FOUND', GatewayMessages.notFound));
      return reply.status(status).send(body);
    }
    const drawnForUser = await signedInPages?.draw(request);
    if (drawnForUser) {
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(drawnForUser);
    }
    return sendPage(reply, drawnPages.get(request.url.split('?')[0]) ?? indexHtml);
  });
}

/**
 * How every built file is sent: the build's Brotli or gzip copy when the browser accepts it (a phone on a slow
 * line downloads a third of the bytes), and our caching rule alone (the library's own would overwrite it).
 */
const ASSETS = { preCompressed: true, cacheControl: false, setHeaders: assetHeaders } as const;

/** Content-hashed assets never change; manifests and HTML must always be re-read. */
function assetHeaders(response: { setHeader(name: string, value: string): void }, filePath: string): void {
  const file = filePath.replace(/\.(br|gz)$/, '');
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpg|svg)$/.test(file) || /\/static\//.test(file);
  response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('vary', 'accept-encoding');
}
