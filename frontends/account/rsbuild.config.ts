import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../shell/federation.shared.mjs';

// The gateway serves this build under /remotes/account/; the shell finds its mf-manifest.json through /runtime-config.json.
const PUBLIC_PATH = '/remotes/account/';
const DEV_PORT = Number(process.env.PORT ?? 3011);

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'account',
      // One module per screen, so each screen is its own lazily loaded chunk.
      exposes: {
        './Login': './src/auth/LoginScreen.tsx',
        './Register': './src/auth/RegisterScreen.tsx',
        './ForgotPassword': './src/auth/ForgotPasswordScreen.tsx',
        './ResetPassword': './src/auth/ResetPasswordScreen.tsx',
        './OAuthSuccess': './src/auth/OAuthSuccessScreen.tsx',
        './Dashboard': './src/dashboard/DashboardScreen.tsx',
        './Profile': './src/profile/ProfileScreen.tsx',
        './Terms': './src/legal/TermsScreen.tsx',
        './Privacy': './src/legal/PrivacyScreen.tsx',
      },
      shared: sharedSingletons('remote'),
      dts: false,
      experiments: { optimization: { target: 'web' } },
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
