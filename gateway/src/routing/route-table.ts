import { SERVICE_REGISTRY } from './service-registry';

/** The bounded contexts behind the gateway. */
export const SERVICES: readonly string[] = SERVICE_REGISTRY.map(({ name }) => name);
export type ServiceName = string;

/**
 * Which context owns which `/api` path, in both topologies, from each service's `routes` in the registry. The
 * longest matching prefix wins, so `/api/users/me/stripe` goes to payments while the rest of `/api/users` goes to
 * identity.
 */
export const ROUTE_TABLE: ReadonlyArray<{ prefix: string; service: ServiceName }> = SERVICE_REGISTRY.flatMap(({ name, routes }) =>
  routes.map((prefix) => ({ prefix, service: name })),
);

const ORDERED = [...ROUTE_TABLE].sort((a, b) => b.prefix.length - a.prefix.length);

/** The owning service of a request path, or undefined when no context owns it. */
export function owningService(pathname: string): ServiceName | undefined {
  return ORDERED.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.service;
}
