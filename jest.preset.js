// Shared jest settings for every backend package: swc for speed (with decorator metadata, which Nest needs),
// workspace packages mapped to their sources so tests never need a build first.
const path = require('node:path');

const swcConfig = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};

module.exports = function backendProject(dir, displayName, extra = {}) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.ts$': ['@swc/jest', swcConfig] },
    moduleNameMapper: {
      '^@clipwerk/kit$': path.join(__dirname, 'services/kit/src'),
      '^@clipwerk/kit/(.*)$': path.join(__dirname, 'services/kit/src/$1'),
      '^@clipwerk/proto$': path.join(__dirname, 'proto/src'),
      '^@clipwerk/(identity|projects|proposals|payments|messaging|notifications|analytics)$': path.join(
        __dirname,
        'services/$1/src',
      ),
    },
    ...extra,
  };
};
