// Jest project for the design system (selected with `npx jest --selectProjects ui`).
const path = require('node:path');

module.exports = {
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': require('./jest/swc') },
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest/style-stub.js') },
  setupFiles: [path.join(__dirname, 'jest/polyfills.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.ts')],
};
