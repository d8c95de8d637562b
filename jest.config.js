// One jest run covers every package: `make test` counts its JSON report and its exit code for the closing line.
// globalSetup starts one embedded PostgreSQL for the whole run; each test file creates its own database.
// Every service of the registry (infra/services.js) is a project of its own.
const { SERVICES } = require('./infra/services');

module.exports = {
  globalSetup: '<rootDir>/infra/testing/jest-global-setup.js',
  globalTeardown: '<rootDir>/infra/testing/jest-global-teardown.js',
  projects: [
    '<rootDir>/services/kit',
    ...SERVICES.map(({ name }) => `<rootDir>/services/${name}`),
    '<rootDir>/gateway',
    '<rootDir>/frontends/ui',
    '<rootDir>/frontends/shell',
    '<rootDir>/frontends/account',
    '<rootDir>/frontends/marketplace',
    '<rootDir>/frontends/workspace',
    '<rootDir>/frontends/messaging',
    '<rootDir>/frontends/analytics',
  ],
  testTimeout: 60000,
};
