import { API_DESCRIPTION_PATH, type OpenAPIObject, serveApiDescription } from '@clipwerk/kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One description out of several: paths and schemas side by side (each context owns distinct paths). */
export function mergeDescriptions(base: OpenAPIObject, others: readonly OpenAPIObject[]): OpenAPIObject {
  return {
    ...base,
    paths: Object.assign({}, base.paths, ...others.map((other) => other.paths)),
    components: {
      ...base.components,
      schemas: Object.assign({}, base.components?.schemas, ...others.map((other) => other.components?.schemas ?? {})),
    },
  };
}

/**
 * /api/docs and /api/docs/openapi.json for the whole product. Embedded, every service's controllers are in this
 * app; distributed, each service describes its own API and the gateway merges them on request (a service that
 * cannot be reached is named in `x-unavailable`, so a partial description never passes for a whole one).
 */
export function serveProductApiDescription(app: NestFastifyApplication, upstreams: Record<string, string>): void {
  serveApiDescription(app, async (base) => {
    const named = Object.entries(upstreams);
    const answers = await Promise.all(
      named.map(([, url]) =>
        fetch(`${url}${API_DESCRIPTION_PATH}`)
          .then((response) => (response.ok ? (response.json() as Promise<OpenAPIObject>) : null))
          .catch(() => null),
      ),
    );
    const merged = mergeDescriptions(
      base,
      answers.filter((answer): answer is OpenAPIObject => answer !== null),
    );
    const unavailable = named.filter((_, index) => answers[index] === null).map(([service]) => service);
    return { ...merged, ...(unavailable.length ? { 'x-unavailable': unavailable } : {}) };
  });
}
