/** The bounded contexts behind the gateway. */
export const SERVICES = ['identity', 'projects', 'proposals', 'payments', 'messaging', 'notifications', 'analytics'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Which context owns which `/api` path, in both topologies. The longest matching prefix wins, so
 * `/api/users/me/stripe` goes to payments while the rest of `/api/users` goes to identity.
 */
export const ROUTE_TABLE: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/auth', service: 'identity' },
  // A creator's payout account is about money: payments owns it, though its path is under the user's.
  { prefix: '/api/users/me/stripe', service: 'payments' },
  { prefix: '/api/users', service: 'identity' },
  { prefix: '/api/media', service: 'identity' },
  { prefix: '/api/upload/deliverable', service: 'projects' },
  { prefix: '/api/upload/deliverables', service: 'projects' },
  { prefix: '/api/upload/preview', service: 'projects' },
  { prefix: '/api/upload/download', service: 'projects' },
  { prefix: '/api/upload/poster', service: 'projects' },
  { prefix: '/api/upload', service: 'identity' },
  // Resumable (tus) uploads of deliverables.
  { prefix: '/api/uploads', service: 'projects' },
  { prefix: '/api/projects', service: 'projects' },
  { prefix: '/api/proposals', service: 'proposals' },
  { prefix: '/api/payments', service: 'payments' },
  { prefix: '/api/conversations', service: 'messaging' },
  { prefix: '/api/notifications', service: 'notifications' },
  // The earnings page's call stays with payments, which owns the money; the rest of /analytics is analytics'.
  { prefix: '/api/analytics/earnings', service: 'payments' },
  { prefix: '/api/analytics', service: 'analytics' },
];

const ORDERED = [...ROUTE_TABLE].sort((a, b) => b.prefix.length - a.prefix.length);

/** The owning service of a request path, or undefined when no context owns it. */
export function owningService(pathname: string): ServiceName | undefined {
  return ORDERED.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.service;
}
