import { drawSignedInScreen } from './prerender';
import { aPaymentStatus, aProjectDetail, company, jsonResponse } from './test/renderScreen';
import { paymentStatusKey } from '@clipwerk/shell/sdk';
import { projectKey } from './workspace/workspaceApi';

// The gateway draws in Node: the same server renderer here, not the browser's copy jsdom would pick.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));

const detail = aProjectDetail(
  { id: 'p1', title: 'Unboxing koffiemachine', description: 'Laat zien hoe je de machine uitpakt.', status: 'in_progress' },
  { isOwner: true },
);

/** The gateway's fetch as the signed-in company: her project and its payment, anything else not found. */
const asCompany = jest.fn(async (url: string) => {
  if (url === '/api/projects/p1') return jsonResponse(200, detail);
  if (url === '/api/payments/projects/p1/status') return jsonResponse(200, { success: true, data: aPaymentStatus() });
  return jsonResponse(404, { message: 'Niet gevonden' });
}) as unknown as typeof fetch;

const request = (location: string) => ({ location, module: 'ProjectWorkspace', user: company, fetch: asCompany });

describe('the workspace as the gateway draws it for a signed-in party', () => {
  it('draws the project with its data, and hands that data over for the page', async () => {
    const drawn = await drawSignedInScreen(request('/project-workspace/p1'));
    expect(drawn?.markup).toContain('<h1>Unboxing koffiemachine</h1>');
    expect(drawn?.markup).toContain('Laat zien hoe je de machine uitpakt.');
    expect(drawn?.markup).toContain('Overzicht');
    // Its controls wait for its code.
    expect(drawn?.markup).toMatch(/^<fieldset disabled="" role="presentation" class="cw-drawn-screen">/);
    const keys = drawn?.queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([[...projectKey('p1')], [...paymentStatusKey('p1')]]));
  });

  it('draws nothing for a project the API does not give her, nor for another screen', async () => {
    await expect(drawSignedInScreen(request('/project-workspace/p2'))).rejects.toMatchObject({ status: 404 });
    expect(await drawSignedInScreen({ ...request('/my-active-projects'), module: 'MyActiveProjects' })).toBeNull();
  });
});
