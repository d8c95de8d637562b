import { defineRemoteConfig } from '../shell/remote.config.mjs';

export default defineRemoteConfig({
  name: 'analytics',
  devPort: 3015,
  exposes: {
    './Analytics': './src/AnalyticsScreen.tsx',
  },
});
