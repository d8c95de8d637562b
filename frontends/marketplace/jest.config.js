// Jest project for the marketplace remote (`npx jest --selectProjects marketplace`).
const path = require('node:path');

module.exports = {
  displayName: 'marketplace',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': require('../ui/jest/swc') },
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, '../ui/jest/style-stub.js'),
    '^@clipwerk/ui$': path.join(__dirname, '../ui/src/index.ts'),
    '^@clipwerk/shell/sdk$': path.join(__dirname, '../shell/src/sdk/index.ts'),
  },
  setupFiles: [path.join(__dirname, '../ui/jest/polyfills.js')],
  setupFilesAfterEnv: [path.join(__dirname, '../ui/jest/setup.ts')],
};
