import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What rsbuild.prerender.config.ts builds. */
const PRERENDER_BUNDLE = path.join(import.meta.dirname, '.prerender', 'prerender.js');

/**
 * Writes `landing.html` beside the built `index.html`: the same page with the landing drawn into its root, and its
 * stylesheet in the head as a stylesheet rather than a preload, so the hero paints from the HTML alone. The gateway
 * serves it at `/`; every other address keeps the empty page that React draws.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrerenderLanding() {
  return {
    name: 'clipwerk:prerender-landing',
    setup(api) {
      api.onAfterBuild(({ isWatch }) => {
        if (isWatch) return;
        if (!existsSync(PRERENDER_BUNDLE))
          throw new Error(`${PRERENDER_BUNDLE} ontbreekt: bouw eerst rsbuild.prerender.config.ts`);
        const { renderLanding } = createRequire(import.meta.url)(PRERENDER_BUNDLE);
        const page = readFileSync(path.join(api.context.distPath, 'index.html'), 'utf8');
        writeFileSync(path.join(api.context.distPath, 'landing.html'), landingPage(page, renderLanding()));
      });
    },
  };
}

/**
 * The built page with `markup` in its root and its preloaded stylesheets applied at once. The scripts' preloads go:
 * on a slow line they would share it with the stylesheet the first paint needs, and the drawn page needs no script
 * to be read; the entry fetches them once the page has painted.
 */
export function landingPage(page, markup) {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) throw new Error('index.html heeft geen lege <div id="root">');
  return page
    .replace(/<link href="([^"]+\.css)" rel="preload" as="style">/g, '<link href="$1" rel="stylesheet">')
    .replace(/<link href="[^"]+\.js" rel="preload" as="script">/g, '')
    .replace(root, `<div id="root">${markup}</div>`);
}
