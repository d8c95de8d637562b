import { fileURLToPath } from 'node:url';

// Shared singletons of the shell (host) and every remote: one React, one router, one query cache,
// one design system and one shell SDK (session, API client, socket, toasts) in the page.
const singleton = { singleton: true };

export const HOST_SDK = '@clipwerk/shell/sdk';
const ROUTER_FACADE = fileURLToPath(new URL('./src/shared/react-router-dom.ts', import.meta.url));

/** @param {'host' | 'remote'} role */
export function sharedSingletons(role) {
  return {
    react: { ...singleton, requiredVersion: '^19.1.0' },
    'react-dom': { ...singleton, requiredVersion: '^19.1.0' },
    // Only the router API of src/shared/react-router-dom.ts is shared (tree-shaken), not the whole package.
    'react-router-dom': { ...singleton, import: ROUTER_FACADE, requiredVersion: '^7.9.0' },
    '@tanstack/react-query': singleton,
    '@clipwerk/ui': { ...singleton, requiredVersion: false },
    // A remote never bundles its own SDK copy: it must use the shell's live session and socket.
    [HOST_SDK]: { ...singleton, requiredVersion: false, ...(role === 'remote' ? { import: false } : {}) },
  };
}
