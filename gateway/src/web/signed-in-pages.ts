import { createLogger } from '@clipwerk/kit';
import { parse as parseCookies } from 'cookie';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fillSlot, readExposes, screenStylesheets, type ExposedModule } from './drawn-pages';

/** The cookie the shell keeps a copy of the session's token in, for a page load (which carries no Authorization header). */
export const PAGE_SESSION_COOKIE = 'clipwerk_session';
/** The element of a drawn signed-in page holding the user and the data it was drawn with; the shell reads it. */
export const DRAWN_STATE_ELEMENT = 'clipwerk-drawn-state';
/** Where the shell's build leaves the page a signed-in address is drawn into, and the marker the page goes in. */
const SIGNED_IN_PAGE = 'drawn/signed-in.html';
const SIGNED_IN_MARKER = '<!--clipwerk:signed-in-page-->';
/** A front end's build for Node (its prerender), beside its dist folder. */
const PRERENDER_BUNDLE = path.join('..', '.prerender', 'prerender.js');
/** A page that is not drawn within this time is served empty, as without a session: the screen then loads its data itself. */
export const DRAW_BUDGET_MS = 1_500;

const log = createLogger('gateway');

/** The signed-in user as GET /api/auth/me answers. */
interface User {
  id: string;
  role: string;
}

/** What the shell's prerender exports for a signed-in page. */
interface ShellBundle {
  renderSignedInFrame(location: string, user: User): { title: string; remote: string; module: string; markup: string } | null;
}
/** What a remote's prerender exports, when it draws a screen for a signed-in user. */
interface RemoteBundle {
  drawSignedInScreen?(request: {
    location: string;
    module: string;
    user: User;
    fetch: typeof fetch;
  }): Promise<{ module: string; markup: string; queries: unknown } | null>;
}

const load = <T>(bundle: string): T | null => (existsSync(bundle) ? (createRequire(__filename)(bundle) as T) : null);

/**
 * Draws a page behind sign-in with its user's data, when the page load carries her session (the shell's cookie): the
 * shell's frame as she sees it, with the screen its remote draws from the data the API gives her token. The page
 * carries that data for the screen, so it paints from the HTML alone and the screen does not ask for it again.
 * Anything else (no or an ended session, an address no remote draws, a fetch that fails or takes too long) is
 * served the empty page, where the screen loads and says what went wrong as before.
 */
export class SignedInPages {
  private readonly remoteBundles = new Map<string, { bundle: RemoteBundle | null; exposes: ExposedModule[] }>();

  private constructor(
    private readonly fastify: FastifyInstance,
    private readonly page: string,
    private readonly shell: ShellBundle,
    private readonly remotes: Record<string, string>,
  ) {}

  /** Null when the shell was built without the signed-in page or its prerender. */
  static open(
    fastify: FastifyInstance,
    shellDist: string,
    remotes: Record<string, string>,
    finishPage: (html: string) => string,
  ): SignedInPages | null {
    const pageFile = path.join(shellDist, SIGNED_IN_PAGE);
    const shell = load<ShellBundle>(path.join(shellDist, PRERENDER_BUNDLE));
    if (!existsSync(pageFile) || typeof shell?.renderSignedInFrame !== 'function') return null;
    const page = finishPage(readFileSync(pageFile, 'utf8'));
    return page.includes(SIGNED_IN_MARKER) ? new SignedInPages(fastify, page, shell, remotes) : null;
  }

  /** The page of `request` drawn for the user of its session cookie, or null to serve the empty page. */
  async draw(request: FastifyRequest): Promise<string | null> {
    const token = parseCookies(request.headers.cookie ?? '')[PAGE_SESSION_COOKIE];
    if (!token) return null;
    let timer: NodeJS.Timeout | undefined;
    const outOfTime = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DRAW_BUDGET_MS)));
    try {
      return await Promise.race([this.drawFor(request, token), outOfTime]);
    } catch (error) {
      log.warn({ err: error, url: request.url }, 'signed-in page not drawn');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async drawFor(request: FastifyRequest, token: string): Promise<string | null> {
    const fetchAsUser = this.apiAs(request, token);
    const me = await fetchAsUser('/api/auth/me');
    if (!me.ok) return null;
    const { user } = (await me.json()) as { user: User };
    const location = request.url;
    const frame = this.shell.renderSignedInFrame(location, user);
    const remote = frame ? this.remote(frame.remote) : null;
    if (!frame || !remote?.bundle?.drawSignedInScreen) return null;
    const screen = await remote.bundle.drawSignedInScreen({ location, module: frame.module, user, fetch: fetchAsUser });
    const markup = screen && fillSlot(frame.markup, `${frame.remote}/${frame.module}`, screen.markup);
    if (!screen || !markup) return null;
    const state = JSON.stringify({ user, queries: screen.queries }).replace(/</g, '\\u003c');
    const head = `${screenStylesheets(frame.remote, remote.exposes, frame.module)}<script type="application/json" id="${DRAWN_STATE_ELEMENT}">${state}</script></head>`;
    return this.page
      .replace(SIGNED_IN_MARKER, () => markup)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(frame.title)}</title>`)
      .replace('</head>', () => head);
  }

  /**
   * A `fetch` that calls this gateway's own API in-process as the page's user: her token, her address (the rate
   * limit counts these calls as hers), and the routes, checks and services of any other API call.
   */
  private apiAs(request: FastifyRequest, token: string): typeof fetch {
    return (async (input: string | URL | Request, init?: RequestInit) => {
      const answer = await this.fastify.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        remoteAddress: request.ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    }) as typeof fetch;
  }

  private remote(name: string) {
    if (!this.remoteBundles.has(name)) {
      const dist = this.remotes[name];
      this.remoteBundles.set(name, {
        bundle: dist ? load<RemoteBundle>(path.join(dist, PRERENDER_BUNDLE)) : null,
        exposes: dist ? readExposes(dist) : [],
      });
    }
    return this.remoteBundles.get(name)!;
  }
}
