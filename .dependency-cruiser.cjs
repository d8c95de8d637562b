// Layer rules, checked in `make test`: a service's domain is plain TypeScript (no framework, no database, no I/O);
// services never import each other (they talk through events); only the gateway hosts several; a front end reads a
// service only through its answer contracts; no module imports itself through others.
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds rules and state machines only: no NestJS, TypeORM, HTTP, or other layers',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/' },
      to: {
        pathNot: ['^services/[^/]+/src/domain/', '^proto/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/' },
      to: { dependencyTypes: ['core'], path: '^(fs|http|https|net|child_process|node:fs|node:http|node:net)$' },
    },
    {
      name: 'services-are-independent',
      comment: 'a service reaches another only through events (or the gateway), never by import',
      severity: 'error',
      from: { path: '^services/(?!kit/)([^/]+)/' },
      to: { path: '^services/(?!kit/)([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'kit-knows-no-service',
      severity: 'error',
      from: { path: '^services/kit/' },
      to: { path: '^services/(?!kit/)' },
    },
    {
      name: 'application-not-interface',
      comment: 'use cases do not depend on controllers or DTO wiring',
      severity: 'error',
      from: { path: '^services/[^/]+/src/application/' },
      to: { path: '^services/[^/]+/src/interface/' },
    },
    {
      name: 'contracts-are-types',
      comment: 'an answer contract is read by the browser build: it may import types only, never code',
      severity: 'error',
      from: { path: '^services/[^/]+/src/interface/http/[^/]+\\.contract\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'frontends-read-only-contracts',
      comment: 'a front end knows a service only by its answer types (@clipwerk/contracts/<context>), no code of it',
      severity: 'error',
      from: { path: '^frontends/' },
      to: { path: '^services/', pathNot: '^services/[^/]+/src/interface/http/[^/]+\\.contract\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'no import circle, type imports included: a module that two others share belongs in a file of its own',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.spec\\.ts$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
