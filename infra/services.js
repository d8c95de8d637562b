// The one list of Clipwerk's services. The gateway's route table and upstream settings, the embedded host's
// modules, the local distributed stack, docker-compose.yml (scripts/generate-compose.js), the jest projects and
// module mapping are all derived from it; adding a service is one entry here (docs/adding-a-service.md).
// CommonJS with no dependencies, so the gateway, scripts and jest can all read it.

/**
 * @typedef {object} ServiceEntry
 * @property {string} name the bounded context: folder `services/<name>`, package `@clipwerk/<name>`, schema, consumer group
 * @property {string} rootModule the Nest root module exported by the package (hosted in-process by the embedded gateway)
 * @property {string[]} routes the `/api` path prefixes it owns; the longest matching prefix wins
 * @property {number} port its HTTP port in the distributed topology
 * @property {boolean} scalable whether several replicas may run side by side (no host port, reached by name)
 * @property {boolean} [issuesTokens] signs the access tokens; every other process verifies them with its keys
 * @property {{ environment?: Record<string, string>, dependsOn?: string[] }} [compose] extra settings in docker-compose.yml
 */

/** In start order: the token issuer first, since every other process reads its keys at start. */
/** @type {ServiceEntry[]} */
const SERVICES = [
  {
    name: 'identity',
    rootModule: 'IdentityModule',
    // `/upload` is identity's profile pictures, videos and images; projects' own uploads are longer prefixes.
    routes: ['/api/auth', '/api/users', '/api/media', '/api/upload'],
    port: 4001,
    scalable: true,
    issuesTokens: true,
  },
  {
    name: 'projects',
    rootModule: 'ProjectsModule',
    routes: [
      '/api/projects',
      '/api/upload/deliverable',
      '/api/upload/deliverables',
      '/api/upload/preview',
      '/api/upload/download',
      '/api/upload/poster',
      // Resumable (tus) uploads of deliverables.
      '/api/uploads',
    ],
    port: 4002,
    scalable: true,
    compose: {
      // Signs preview links; every replica must share it (set your own outside a local try-out).
      environment: { PREVIEW_LINK_SECRET: '${PREVIEW_LINK_SECRET:-local-preview-link-secret}' },
    },
  },
  { name: 'proposals', rootModule: 'ProposalsModule', routes: ['/api/proposals'], port: 4003, scalable: true },
  {
    name: 'payments',
    rootModule: 'PaymentsModule',
    // A creator's payout account is about money, though its path is under the user's; the earnings page's call
    // stays with payments, which owns the money (a longer prefix than analytics'). Disputes and support's desk
    // decide about the money payments holds (decision 063).
    routes: ['/api/payments', '/api/users/me/stripe', '/api/analytics/earnings', '/api/disputes', '/api/support/disputes'],
    port: 4004,
    scalable: true,
    compose: {
      // Set both secrets for real Stripe; without them the simulated provider takes its place.
      environment: {
        STRIPE_SECRET_KEY: '${STRIPE_SECRET_KEY:-}',
        STRIPE_WEBHOOK_SECRET: '${STRIPE_WEBHOOK_SECRET:-}',
        STRIPE_PUBLISHABLE_KEY: '${STRIPE_PUBLISHABLE_KEY:-}',
      },
    },
  },
  { name: 'messaging', rootModule: 'MessagingModule', routes: ['/api/conversations'], port: 4005, scalable: true },
  {
    name: 'notifications',
    rootModule: 'NotificationsModule',
    routes: ['/api/notifications'],
    port: 4006,
    scalable: true,
    compose: {
      // Every replica must sign unsubscribe links alike; set your own secret outside a local try-out.
      environment: {
        SMTP_URL: '${SMTP_URL:-smtp://mailcatcher:1025}',
        UNSUBSCRIBE_SECRET: '${UNSUBSCRIBE_SECRET:-clipwerk-local-unsubscribe-secret}',
      },
      dependsOn: ['mailcatcher'],
    },
  },
  // Figures per user and period, fed only by the other contexts' events.
  { name: 'analytics', rootModule: 'AnalyticsModule', routes: ['/api/analytics'], port: 4007, scalable: true },
];

/** `payments` → `PAYMENTS_URL`: the gateway's setting with the service's address (or its replicas', comma-separated). */
const urlVariable = (name) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

module.exports = { SERVICES, urlVariable };
