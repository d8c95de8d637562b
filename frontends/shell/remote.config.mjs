import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './federation.shared.mjs';
import { pluginPrecompress } from './precompress.mjs';
import { pluginDrawScreens } from '@clipwerk/prerender/build';

/**
 * The build of a remote micro-frontend, the same for every one: what differs is its name, its dev-server port and
 * the screens it exposes (one module per screen, so each is its own lazily loaded chunk). `drawsScreens`: its
 * `src/prerender.tsx` draws its public screens, built first by its `rsbuild.prerender.config.ts`.
 * @param {{ name: string, devPort: number, exposes: Record<string, string>, drawsScreens?: boolean }} remote
 */
export function defineRemoteConfig({ name, devPort, exposes, drawsScreens = false }) {
  // The gateway serves the build under /remotes/<name>/; the shell finds its mf-manifest.json through /runtime-config.json.
  const publicPath = `/remotes/${name}/`;
  const port = Number(process.env.PORT ?? devPort);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedSingletons('remote'),
        dts: false,
        // Uses the shell's federation runtime instead of bundling its own (the shell sets provideExternalRuntime).
        experiments: { optimization: { target: 'web' }, externalRuntime: true },
      }),
      ...(drawsScreens ? [pluginDrawScreens()] : []),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    // One chunk per npm package, as in the shell: shared code never sits in a chunk that waits for it.
    splitChunks: { preset: 'per-package' },
    html: { template: './src/index.html' },
    output: { assetPrefix: publicPath, distPath: { root: 'dist' }, cleanDistPath: true },
    // In development the shell loads the remote straight from its own dev server (see frontends/shell/rsbuild.config.ts).
    dev: { assetPrefix: `http://localhost:${port}/` },
    server: { port, headers: { 'Access-Control-Allow-Origin': '*' } },
    tools: { rspack: { watchOptions: { ignored: ['**/@mf-types/**', '**/node_modules/**', '**/dist/**'] } } },
  });
}
