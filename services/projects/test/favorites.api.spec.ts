import { IdentityEvents, PaymentEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Messages } from '../src/domain/messages';
import {
  hireCreator,
  projectForm,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

describe('favourites (PUT/DELETE /projects/{id}/favorite, GET /projects/favorites; real PostgreSQL)', () => {
  let projects: ProjectsTestApp;
  let company: TestUser;
  let sanne: TestUser;
  let lotte: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    company = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    sanne = await registerCreator(projects, 'Sanne de Vries');
    lotte = await registerCreator(projects, 'Lotte Bakker');
  });

  afterAll(() => projects.close());

  const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, user?: TestUser) =>
    projects.inject({ method, url, headers: user?.headers ?? {} });
  const mark = (id: string, user: TestUser) => call('PUT', `/api/projects/${id}/favorite`, user);
  const unmark = (id: string, user: TestUser) => call('DELETE', `/api/projects/${id}/favorite`, user);
  const favoritesOf = async (user: TestUser) =>
    ((await call('GET', '/api/projects/favorites', user)).json().projects as { id: string }[]).map((p) => p.id);
  const countOn = async (id: string) => (await call('GET', `/api/projects/${id}`)).json().project.favorites as number;

  async function created(form: Record<string, unknown> = {}) {
    const response = await projects.inject({
      method: 'POST',
      url: '/api/projects',
      headers: company.headers,
      payload: projectForm(form),
    });
    return response.json().project as { id: string; budget: number };
  }
  async function openProject() {
    const project = await created();
    await projects.deliver(PaymentEvents.DepositPaid, project.id, {
      paymentId: randomUUID(),
      projectId: project.id,
      ownerId: company.id,
      amountCents: BigInt(project.budget * 50),
      provider: 'simulated',
      method: 'card',
      paidAt: new Date().toISOString(),
    });
    return project;
  }

  it('counts each creator once, however often she marks, and uncounts on unmark, also twice', async () => {
    const project = await openProject();
    expect((await mark(project.id, sanne)).json()).toEqual({ success: true, favorite: true, favorites: 1 });
    expect((await mark(project.id, sanne)).json()).toEqual({ success: true, favorite: true, favorites: 1 });
    expect((await mark(project.id, lotte)).json()).toMatchObject({ favorites: 2 });
    expect(await countOn(project.id)).toBe(2);

    expect((await unmark(project.id, sanne)).json()).toEqual({ success: true, favorite: false, favorites: 1 });
    const again = await unmark(project.id, sanne);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ favorite: false, favorites: 1 });
    expect(await countOn(project.id)).toBe(1);
  });

  it("lists the creator's own favourites, newest first, and only open ones", async () => {
    const first = await openProject();
    const second = await openProject();
    await mark(first.id, lotte);
    await mark(second.id, lotte);
    const lotteFirst = await favoritesOf(lotte);
    expect(lotteFirst.slice(0, 2)).toEqual([second.id, first.id]);
    expect(await favoritesOf(sanne)).not.toContain(first.id);

    await projects.inject({ method: 'DELETE', url: `/api/projects/${second.id}`, headers: company.headers });
    expect(await favoritesOf(lotte)).not.toContain(second.id);
  });

  it('refuses an assignment past its proposals with a Dutch 409 and one she may not see with a 404, storing nothing', async () => {
    const hired = await hireCreator(projects, company, sanne);
    const response = await mark(hired, sanne);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROJECT.FAVORITE_NOT_OPEN', message: Messages.favoriteNotOpen });
    const waiting = await created();
    const unseen = await mark(waiting.id, sanne);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe(Messages.projectNotFound);
    expect(await favoritesOf(sanne)).toEqual(expect.not.arrayContaining([hired, waiting.id]));
    expect((await call('GET', `/api/projects/${hired}`, sanne)).json().project.favorites).toBe(0);
  });

  it('is for creators: a company is refused, a visitor must sign in; an unknown id is a 404', async () => {
    const project = await openProject();
    expect((await mark(project.id, company)).statusCode).toBe(403);
    expect((await call('PUT', `/api/projects/${project.id}/favorite`)).statusCode).toBe(401);
    expect((await call('GET', '/api/projects/favorites', company)).statusCode).toBe(403);
    expect((await mark(randomUUID(), sanne)).statusCode).toBe(404);
    expect(await countOn(project.id)).toBe(0);
  });

  it('forgets the marks of a creator who deletes her account: the card no longer counts her', async () => {
    const project = await openProject();
    const leaving = await registerCreator(projects, 'Fleur Jansen');
    await mark(project.id, leaving);
    await mark(project.id, sanne);
    expect(await countOn(project.id)).toBe(2);

    const deleted = { userId: leaving.id, role: 'creator', deletedAt: new Date().toISOString() };
    await projects.deliver(IdentityEvents.AccountDeleted, leaving.id, deleted);
    await projects.deliver(IdentityEvents.AccountDeleted, leaving.id, deleted); // delivered again: counted once

    expect(await countOn(project.id)).toBe(1);
    expect(await favoritesOf(sanne)).toContain(project.id);
  });
});
