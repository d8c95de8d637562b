import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { registeredRoutes } from './route-list';

export type { OpenAPIObject };

/** Where every process serves its API description, and the reference page that reads it. */
export const API_DESCRIPTION_PATH = '/api/docs/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';
const ASSETS_PATH = '/api/docs/assets/';
/** Swagger UI's files, found by its package: its main module would load the browser bundle into this process. */
const SWAGGER_UI_FILES = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** Fastify's `/api/projects/:id` as OpenAPI writes it: `/api/projects/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The OpenAPI description of every route the app hosts under the `/api` prefix: its controllers, found by Nest,
 * and the routes registered on Fastify directly, each described where it is registered (`config: { describe }`).
 */
export function describeApi(app: NestFastifyApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Clipwerk API')
    .setDescription('De API van Clipwerk. Fouten hebben overal dezelfde vorm: { success: false, code, message, errors }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, info);
  for (const route of registeredRoutes(app)) {
    if (!route.describe) continue;
    const path = openApiPath(route.url);
    document.paths[path] = { ...document.paths[path], [route.method.toLowerCase()]: route.describe };
  }
  return document;
}

/** The reference page: Swagger UI from our own origin, its start-up in a file (no inline script under the CSP). */
const REFERENCE_PAGE = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <title>Clipwerk API</title>
    <link rel="stylesheet" href="${ASSETS_PATH}swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${ASSETS_PATH}swagger-ui-bundle.js"></script>
    <script src="${API_REFERENCE_PATH}/start.js"></script>
  </body>
</html>`;
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${API_DESCRIPTION_PATH}', dom_id: '#reference' });`;

/**
 * Serves the description and a reference page. The document is built on first request, from the controllers Nest
 * knows; `patch` lets a host add what it answers itself or what others describe (the distributed gateway).
 */
export function serveApiDescription(
  app: NestFastifyApplication,
  patch?: (document: OpenAPIObject) => Promise<OpenAPIObject>,
): void {
  let document: OpenAPIObject | undefined;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(API_DESCRIPTION_PATH, async () => {
    document ??= describeApi(app);
    return patch ? patch(document) : document;
  });
  fastify.get(API_REFERENCE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE));
  fastify.get(`${API_REFERENCE_PATH}/start.js`, (_request, reply) => reply.type('text/javascript').send(START_SCRIPT));
  void fastify.register(fastifyStatic as never, { root: SWAGGER_UI_FILES, prefix: ASSETS_PATH, decorateReply: false });
}
