// Shared jest settings for every front-end package: jsdom, swc, styles stubbed, and the design system, the
// shell's SDK and the prerender's drawScreen mapped to their sources (remotes receive them shared at runtime; tests need no build first).
const path = require('node:path');

const FRONTENDS = path.resolve(__dirname, '../..');

module.exports = function frontendProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j)sx?$': require('./swc') },
    // jose ships only ES modules to a browser (jsdom): compiled like our own sources.
    transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '^@clipwerk/ui$': path.join(FRONTENDS, 'ui/src/index.ts'),
      '^@clipwerk/shell/sdk$': path.join(FRONTENDS, 'shell/src/sdk/index.ts'),
      '^@clipwerk/prerender/draw-screen$': path.join(FRONTENDS, 'prerender/src/drawScreen.tsx'),
    },
    setupFiles: [path.join(__dirname, 'polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
  };
};
