import { defineRemoteConfig } from '../shell/remote.config.mjs';

export default defineRemoteConfig({
  name: 'workspace',
  devPort: 3013,
  exposes: {
    './MyActiveProjects': './src/active/MyActiveProjectsScreen.tsx',
    './ProjectWorkspace': './src/workspace/ProjectWorkspaceScreen.tsx',
  },
});
