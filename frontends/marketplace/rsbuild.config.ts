import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../shell/federation.shared.mjs';

// The gateway serves this build under /remotes/marketplace/; the shell finds its mf-manifest.json through /runtime-config.json.
const PUBLIC_PATH = '/remotes/marketplace/';
const DEV_PORT = Number(process.env.PORT ?? 3012);

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'marketplace',
      // One module per screen, so each screen is its own lazily loaded chunk.
      exposes: {
        // Everything of / below the shell's hero.
        './LandingSections': './src/landing/LandingSectionsScreen.tsx',
        './Projects': './src/projects/ProjectsScreen.tsx',
        './ProjectDetail': './src/projects/ProjectDetailScreen.tsx',
        './CreateProject': './src/wizard/CreateProjectScreen.tsx',
        './EditProject': './src/projects/EditProjectScreen.tsx',
        './MyProjects': './src/projects/MyProjectsScreen.tsx',
        './Proposals': './src/proposals/ProposalsScreen.tsx',
        './Creators': './src/creators/CreatorsScreen.tsx',
        './CreatorProfile': './src/creators/CreatorProfileScreen.tsx',
        './MyActiveProjects': './src/active/MyActiveProjectsScreen.tsx',
        './Deposit': './src/payments/DepositScreen.tsx',
        './PaymentSimulator': './src/payments/PaymentSimulatorScreen.tsx',
        './PaymentSuccess': './src/payments/PaymentSuccessScreen.tsx',
        './PaymentCancel': './src/payments/PaymentCancelScreen.tsx',
      },
      shared: sharedSingletons('remote'),
      dts: false,
      // Uses the shell's federation runtime instead of bundling its own (the shell sets provideExternalRuntime).
      experiments: { optimization: { target: 'web' }, externalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  // One chunk per npm package, as in the shell: shared code never sits in a chunk that waits for it.
  splitChunks: { preset: 'per-package' },
  html: { template: './src/index.html' },
  output: {
    assetPrefix: PUBLIC_PATH,
    distPath: { root: 'dist' },
    cleanDistPath: true,
  },
  dev: {
    // In development the shell loads this remote straight from its own dev server (see frontends/shell/rsbuild.config.ts).
    assetPrefix: `http://localhost:${DEV_PORT}/`,
  },
  server: {
    port: DEV_PORT,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  tools: {
    rspack: { watchOptions: { ignored: ['**/@mf-types/**', '**/node_modules/**', '**/dist/**'] } },
  },
});
