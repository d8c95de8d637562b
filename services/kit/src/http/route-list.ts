import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The OpenAPI operation of a route registered on Fastify directly (`config: { describe }`); Nest's are found by Nest. */
  describe?: Record<string, unknown>;
}

const ROUTES = new WeakMap<object, RegisteredRoute[]>();

/** Remembers every route registered on the instance from now on (Nest registers its controllers' at init). */
export function recordRoutes(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  ROUTES.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    const describe = (route.config as { describe?: Record<string, unknown> } | undefined)?.describe;
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, describe });
  });
}

/** The routes the app registered, e.g. to check that its API description names every one. */
export function registeredRoutes(app: NestFastifyApplication): readonly RegisteredRoute[] {
  return ROUTES.get(app.getHttpAdapter().getInstance()) ?? [];
}
