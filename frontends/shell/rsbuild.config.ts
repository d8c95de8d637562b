import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './federation.shared.mjs';
import { pluginPrecompress } from './precompress.mjs';
import { pluginPrerenderPages } from '@clipwerk/prerender/build';

// The gateway (http://localhost:3000) serves /api, /socket.io, /runtime-config.json and the remotes.
const GATEWAY = process.env.CLIPWERK_GATEWAY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // No remotes here on purpose: they are registered at run time from /runtime-config.json.
      remotes: {},
      shared: sharedSingletons('host'),
      dts: false,
      // The shell hands its federation runtime to the remotes (built with `externalRuntime`: shell/remote.config.mjs), so a
      // screen of theirs does not download a second copy of it (about 30 KB gzipped).
      experiments: { optimization: { target: 'web' }, provideExternalRuntime: true },
    }),
    // Before the precompression, so the drawn pages get their compressed copies too.
    pluginPrerenderPages(),
    pluginPrecompress(),
  ],
  source: { entry: { index: './src/index.ts' } },
  // One chunk per npm package: a shared library's code must never sit in the chunk that waits for it
  // (the federation runtime would wait for itself).
  splitChunks: { preset: 'per-package' },
  // The chunks the first render waits for are named in the HTML, so a phone fetches them beside the entry instead of
  // a round trip per level of imports; the socket client waits for a signed-in screen.
  performance: { preload: { type: 'async-chunks', exclude: [/socket\.io|engine\.io/, /\.(txt|br|gz)$/] } },
  html: { template: './src/index.html' },
  output: {
    assetPrefix: '/',
    distPath: { root: 'dist' },
    cleanDistPath: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3001),
    historyApiFallback: true,
    proxy: {
      '/api': { target: GATEWAY, changeOrigin: true },
      '/socket.io': { target: GATEWAY, changeOrigin: true, ws: true },
      '/runtime-config.json': { target: GATEWAY, changeOrigin: true },
      '/remotes': { target: GATEWAY, changeOrigin: true },
    },
  },
  dev: {
    // Rspack's HMR runtime refuses the chunks of remotes ("Chunk is from another build"), so the shell
    // reloads the whole page on a change instead of hot-swapping modules.
    hmr: false,
    liveReload: true,
  },
  tools: {
    rspack: {
      watchOptions: { ignored: ['**/@mf-types/**', '**/node_modules/**', '**/dist/**'] },
    },
  },
});
