import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/** The Fastify instance under Nest, typed with Fastify's defaults so plugins register without casts everywhere. */
export function fastifyOf(app: NestFastifyApplication): FastifyInstance {
  return app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
}
