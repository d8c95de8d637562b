import { PaymentEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import {
  projectForm,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

/** Who may do what with a project: refusals never reveal that someone else's project exists. */
describe('projects access rules', () => {
  let projects: ProjectsTestApp;
  let owner: TestUser;
  let otherCompany: TestUser;
  let creator: TestUser;
  let projectId: string;
  let awaitingId: string;

  beforeAll(async () => {
    projects = await startProjectsApp();
    owner = await registerCompany(projects);
    otherCompany = await registerCompany(projects, { companyName: 'Concurrent BV' });
    creator = await registerCreator(projects);
    projectId = (
      await projects.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload: projectForm() })
    ).json().project.id;
    await projects.deliver(PaymentEvents.DepositPaid, projectId, { projectId, ownerId: owner.id, amountCents: 15_000n });
    awaitingId = (
      await projects.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload: projectForm() })
    ).json().project.id;
  });

  afterAll(() => projects.close());

  const edit = { title: 'Overgenomen titel', description: 'Niet van jou', budget: 300 };

  it('a visitor without a token cannot create, edit or delete', async () => {
    expect((await projects.inject({ method: 'POST', url: '/api/projects', payload: projectForm() })).statusCode).toBe(401);
    expect((await projects.inject({ method: 'PUT', url: `/api/projects/${projectId}`, payload: edit })).statusCode).toBe(401);
    expect((await projects.inject({ method: 'DELETE', url: `/api/projects/${projectId}` })).statusCode).toBe(401);
    expect((await projects.inject({ method: 'GET', url: '/api/projects/my' })).statusCode).toBe(401);
  });

  it('a creator cannot create or edit projects', async () => {
    const created = await projects.inject({
      method: 'POST',
      url: '/api/projects',
      headers: creator.headers,
      payload: projectForm(),
    });
    expect(created.statusCode).toBe(403);
    const edited = await projects.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}`,
      headers: creator.headers,
      payload: edit,
    });
    expect(edited.statusCode).toBe(403);
    expect(
      (await projects.inject({ method: 'DELETE', url: `/api/projects/${projectId}`, headers: creator.headers })).statusCode,
    ).toBe(403);
    expect((await projects.inject({ method: 'GET', url: '/api/projects/my', headers: creator.headers })).statusCode).toBe(403);
  });

  it('a company cannot see creator pages', async () => {
    expect((await projects.inject({ method: 'GET', url: '/api/projects/my-active', headers: owner.headers })).statusCode).toBe(
      403,
    );
  });

  it('another company cannot edit or delete the project: 404, as if it did not exist', async () => {
    const unknown = randomUUID();
    for (const id of [projectId, awaitingId, unknown]) {
      const edited = await projects.inject({
        method: 'PUT',
        url: `/api/projects/${id}`,
        headers: otherCompany.headers,
        payload: edit,
      });
      expect(edited.statusCode).toBe(404);
      expect(edited.json()).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Opdracht niet gevonden' });
      const deleted = await projects.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: otherCompany.headers });
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().message).toBe('Opdracht niet gevonden');
    }
    const detail = (await projects.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: owner.headers })).json();
    expect(detail.project.title).toBe(projectForm().title);
  });

  it('a project that is not open is hidden from everyone but its owner', async () => {
    for (const headers of [{}, otherCompany.headers, creator.headers]) {
      const response = await projects.inject({ method: 'GET', url: `/api/projects/${awaitingId}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Opdracht niet gevonden');
    }
    expect(
      (await projects.inject({ method: 'GET', url: `/api/projects/${awaitingId}`, headers: owner.headers })).statusCode,
    ).toBe(200);
  });

  it("another company's list of own projects does not include this one", async () => {
    const mine = (await projects.inject({ method: 'GET', url: '/api/projects/my', headers: otherCompany.headers })).json();
    expect(mine.projects).toEqual([]);
  });

  it('a forged token is refused', async () => {
    const response = await projects.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      payload: projectForm(),
    });
    expect(response.statusCode).toBe(401);
  });
});
