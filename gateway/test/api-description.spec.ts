import { openApiPath, registeredRoutes } from '@clipwerk/kit';
import { startEmbedded, type Topology } from './support/topologies';

/** Routes that are not in the description, each for a reason. */
const UNDESCRIBED: Array<[RegExp, string]> = [
  [/^\/api\/docs/, 'the description itself and its reference page'],
  [/^\/api\/uploads/, 'resumable uploads speak the tus 1.0 protocol, described in docs/api/projects.md'],
];

/**
 * The API description at /api/docs/openapi.json names every route the product serves under /api, so a route
 * added without it fails here; and the reference page renders.
 */
describe('API description through the gateway: embedded', () => {
  let topology: Topology;

  beforeAll(async () => {
    topology = await startEmbedded();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('describes every /api route of every service, and the gateway’s own', async () => {
    const response = await fetch(`${topology.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const description = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(description.openapi).toMatch(/^3\./);

    const served = registeredRoutes(topology.app!)
      .filter(({ url, method }) => url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(method))
      .filter(({ url }) => !UNDESCRIBED.some(([pattern]) => pattern.test(url)));
    const missing = served.filter(({ method, url }) => !description.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(served.length).toBeGreaterThan(60);
    expect(description.paths['/api/users/me/export']?.get).toBeDefined();
    expect(description.paths['/api/conversations/{id}/attachments']?.post).toBeDefined();
  });

  it('serves a reference page for people, with the scripts and styles it loads', async () => {
    const page = await fetch(`${topology.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Clipwerk API');
    const loads = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(loads).toEqual(expect.arrayContaining(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui.css']));
    for (const url of loads) {
      const asset = await fetch(`${topology.url}${url}`);
      expect([url, asset.status]).toEqual([url, 200]);
      expect((await asset.text()).length).toBeGreaterThan(20);
    }
  });
});
