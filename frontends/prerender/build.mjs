import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import escapeHtml from 'escape-html';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where a front end's prerender bundle is built, beside its web build. */
const PRERENDER_DIR = '.prerender';
/** Drawn pages and screens, in a build's dist; `drawn.json` says which address is in which file. */
const DRAWN_DIR = 'drawn';
export const DRAWN_INDEX = 'drawn.json';
/** The page the gateway draws a signed-in address into: the frame and its screen go where the marker is. */
const SIGNED_IN_PAGE = `${DRAWN_DIR}/signed-in.html`;
const SIGNED_IN_MARKER = '<!--clipwerk:signed-in-page-->';

/**
 * The build of `entry` for Node, run before the web build, whose plugin below calls it. No federation and no CSS:
 * it only draws markup; the page's stylesheets are the web build's. CommonJS, so the gateway (and its tests under
 * Jest) can require it on any Node 20.
 * @param {string} entry
 */
export function definePrerenderConfig(entry) {
  return defineConfig({
    plugins: [pluginReact()],
    source: { entry: { prerender: entry } },
    output: {
      target: 'node',
      distPath: { root: PRERENDER_DIR },
      module: false,
      cleanDistPath: true,
      emitCss: false,
      minify: false,
    },
  });
}

/** The prerender bundle of the front end being built, with the functions it exports. */
function prerenderBundle(api) {
  const bundle = path.join(api.context.rootPath, PRERENDER_DIR, 'prerender.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} ontbreekt: bouw eerst rsbuild.prerender.config.ts`);
  return createRequire(import.meta.url)(bundle);
}

/** `drawn/projects.html` for `/projects`. */
const drawnFile = (address) => `${DRAWN_DIR}/${address.slice(1).replaceAll('/', '_') || 'index'}.html`;

/**
 * The shell's pages drawn ahead, beside the built `index.html`: `landing.html`, the landing page whole (the gateway
 * serves it at `/`), and for each public address with a remote screen the shell's frame around the screen's empty
 * slot (`drawn/*.html`, listed in `drawn.json` with the remote and screen that fill the slot), and the page the
 * gateway draws a signed-in address into (`drawn/signed-in.html`). Every other address keeps the empty page that
 * React draws.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrerenderPages() {
  return {
    name: 'clipwerk:prerender-pages',
    setup(api) {
      api.onAfterBuild(({ isWatch }) => {
        if (isWatch) return;
        const { renderLanding, renderFrame, drawnFrames } = prerenderBundle(api);
        const dist = api.context.distPath;
        const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
        writeFileSync(path.join(dist, AFTER_PAINT), AFTER_PAINT_SCRIPT);
        writeFileSync(path.join(dist, 'landing.html'), drawnPage(page, renderLanding()));
        mkdirSync(path.join(dist, DRAWN_DIR), { recursive: true });
        writeFileSync(path.join(dist, SIGNED_IN_PAGE), drawnPage(page, SIGNED_IN_MARKER));
        const index = {};
        for (const frame of drawnFrames()) {
          const { path: address, title, remote, module } = frame;
          const file = drawnFile(address);
          writeFileSync(path.join(dist, file), drawnPage(page, renderFrame(frame), title));
          index[address] = { file, remote, module };
        }
        writeFileSync(path.join(dist, DRAWN_INDEX), JSON.stringify(index, null, 2));
      });
    },
  };
}

/**
 * A remote's screens drawn ahead (`drawn/*.html`, listed in `drawn.json` by address with the screen's name): the
 * markup each one draws first (its controls waiting for its code: `drawScreen`), for the gateway to put in the
 * shell's frame of that address.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginDrawScreens() {
  return {
    name: 'clipwerk:draw-screens',
    setup(api) {
      api.onAfterBuild(({ isWatch }) => {
        if (isWatch) return;
        const { drawScreens } = prerenderBundle(api);
        const dist = api.context.distPath;
        mkdirSync(path.join(dist, DRAWN_DIR), { recursive: true });
        const index = {};
        for (const { path: address, module, markup } of drawScreens()) {
          const file = drawnFile(address);
          writeFileSync(path.join(dist, file), markup);
          index[address] = { file, module };
        }
        writeFileSync(path.join(dist, DRAWN_INDEX), JSON.stringify(index, null, 2));
      });
    },
  };
}

/** The one script a drawn page starts with: it starts the page's own scripts once the page has painted. */
const AFTER_PAINT = 'after-paint.js';
const AFTER_PAINT_SCRIPT = `// Starts a drawn page's scripts (named in data-scripts, in order) once the page has painted: on a slow line they
// would otherwise share it with what the first paint needs. Three seconds at most, for a page that is not shown.
(function () {
  var sources = (document.currentScript.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (_entries, observer) {
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  setTimeout(start, 3000);
})();
`;

/**
 * The built page with `markup` in its root, `title` as its title, and its preloaded stylesheets applied at once. The
 * drawn page needs no script to be read, and on a slow line the scripts would share it with the stylesheet its first
 * paint needs: their preloads go, and the scripts themselves are started by `after-paint.js` once it has painted.
 */
export function drawnPage(page, markup, title) {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) throw new Error('index.html heeft geen lege <div id="root">');
  const scripts = [...page.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('index.html heeft geen scripts met defer');
  const drawn = page
    .replace(/<link href="([^"]+\.css)" rel="preload" as="style">/g, '<link href="$1" rel="stylesheet">')
    .replace(/<link href="[^"]+\.js" rel="preload" as="script">/g, '')
    .replace(/<script defer src="[^"]+"><\/script>/g, '')
    .replace('</head>', `<script defer src="/${AFTER_PAINT}" data-scripts="${scripts.join(' ')}"></script></head>`)
    .replace(root, `<div id="root">${markup}</div>`);
  return title ? drawn.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`) : drawn;
}
