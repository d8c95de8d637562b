import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** A facade file has no package.json of its own: it is shared under the installed package's version. */
const installedVersion = (name) => require(`${name}/package.json`).version;

// Shared singletons of the shell (host) and every remote: one React, one router, one query cache,
// one design system and one shell SDK (session, API client, socket, toasts) in the page.
const singleton = { singleton: true };
// Workspace packages (design system, shell SDK) are always built together: no version check.
// (`false` typed as the literal, which the plugin's types require for requiredVersion and import.)
const ANY_VERSION = /** @type {false} */ (false);
const NO_FALLBACK = /** @type {false} */ (false);

export const HOST_SDK = '@clipwerk/shell/sdk';
const ROUTER_FACADE = fileURLToPath(new URL('./src/shared/react-router-dom.ts', import.meta.url));

/** @param {'host' | 'remote'} role */
export function sharedSingletons(role) {
  return {
    react: { ...singleton, requiredVersion: '^19.1.0' },
    'react-dom': { ...singleton, requiredVersion: '^19.1.0' },
    // Every compiled JSX element calls it: shared, a remote's screen needs no chunk of its own before it can render.
    'react/jsx-runtime': { ...singleton, requiredVersion: '^19.1.0' },
    // The router is shared through a facade listing only the API we use, so the bundler can drop the rest
    // (the facade imports from 'react-router', not from the shared name, or it would wait for itself).
    'react-router-dom': {
      ...singleton,
      import: ROUTER_FACADE,
      version: installedVersion('react-router-dom'),
      requiredVersion: '^7.9.0',
    },
    '@tanstack/react-query': { ...singleton, requiredVersion: '^5.90.0' },
    '@clipwerk/ui': { ...singleton, requiredVersion: ANY_VERSION },
    // A remote never bundles its own SDK copy: it must use the shell's live session and socket.
    [HOST_SDK]: { ...singleton, requiredVersion: ANY_VERSION, ...(role === 'remote' ? { import: NO_FALLBACK } : {}) },
  };
}
