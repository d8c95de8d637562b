import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The landing page's prerender, built for Node before the web build, which runs it (prerender.mjs). No federation:
// the landing's own part is the shell's; the sections below it stay a remote's, drawn as their skeleton.
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { prerender: './src/prerender.tsx' } },
  output: {
    target: 'node',
    distPath: { root: '.prerender' },
    cleanDistPath: true,
    emitCss: false,
    minify: false,
  },
});
