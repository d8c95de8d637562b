import { ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { seedDemoProjects } from '../src';
import {
  DEMO_COMPANY_EMAIL,
  DEMO_FOOD_COMPANY_EMAIL,
  DEMO_PROJECTS,
  DEMO_SPORTS_COMPANY_EMAIL,
} from '../src/infrastructure/demo/demo-projects';
import { type ProjectsTestApp, projectForm, registerCompany, startProjectsApp, type TestUser } from './support/projects-test-app';

/** The demo companies as identity's seed registers them (only the first is a configured test account). */
const COMPANIES = [
  { email: DEMO_COMPANY_EMAIL, companyName: 'Clipwerk Demo BV', testAccount: true },
  { email: DEMO_FOOD_COMPANY_EMAIL, companyName: 'Goedgemutst Ontbijt BV', testAccount: false },
  { email: DEMO_SPORTS_COMPANY_EMAIL, companyName: 'Veerkracht Sport BV', testAccount: false },
];

async function registerDemoCompanies(app: ProjectsTestApp): Promise<Map<string, TestUser>> {
  const registered = new Map<string, TestUser>();
  for (const company of COMPANIES) registered.set(company.email, await registerCompany(app, company));
  return registered;
}

describe('seedDemoProjects', () => {
  let projects: ProjectsTestApp;

  beforeAll(async () => {
    projects = await startProjectsApp();
  });

  afterAll(() => projects.close());

  it('waits for every demo company, then opens a dozen assignments spread over them, once', async () => {
    const seeding = seedDemoProjects(projects.app, { timeoutMs: 10_000 });
    // identity's seed registers the companies a moment later, as in the embedded topology
    await new Promise((resolve) => setTimeout(resolve, 200));
    const companies = await registerDemoCompanies(projects);
    await expect(seeding).resolves.toBeUndefined();
    await seedDemoProjects(projects.app);

    expect(DEMO_PROJECTS).toHaveLength(12);
    expect(new Set(DEMO_PROJECTS.map((project) => project.title)).size).toBe(12);
    const list = (await projects.inject({ method: 'GET', url: '/api/projects?limit=50' })).json();
    expect(list.pagination.total).toBe(12);
    const titlesByOwner = new Map<string, string[]>();
    for (const project of list.projects) {
      const demo = DEMO_PROJECTS.find((candidate) => candidate.title === project.title)!;
      const company = COMPANIES.find((candidate) => candidate.email === demo.companyEmail)!;
      expect(project).toMatchObject({
        status: 'open',
        companyId: { _id: companies.get(company.email)!.id, companyName: company.companyName },
      });
      const detail = (await projects.inject({ method: 'GET', url: `/api/projects/${project.id}` })).json().project;
      expect(detail.contentType).toBe('beide');
      expect(project.description.length).toBeGreaterThanOrEqual(50);
      expect(new Date(project.deadline).getTime()).toBeGreaterThan(Date.now());
      const ownerId = project.companyId._id;
      titlesByOwner.set(ownerId, [...(titlesByOwner.get(ownerId) ?? []), project.title]);
    }
    // a few companies, each with its own assignments; the demo company of the README keeps most of them
    expect([...titlesByOwner.keys()].sort()).toEqual([...companies.values()].map((company) => company.id).sort());
    expect(titlesByOwner.get(companies.get(DEMO_COMPANY_EMAIL)!.id)!.length).toBeGreaterThanOrEqual(6);
    for (const company of companies.values()) expect(titlesByOwner.get(company.id)!.length).toBeGreaterThanOrEqual(2);
    expect(titlesByOwner.get(companies.get(DEMO_FOOD_COMPANY_EMAIL)!.id)).toContain(
      'Recepten-video met onze biologische havermout',
    );
    expect(titlesByOwner.get(companies.get(DEMO_SPORTS_COMPANY_EMAIL)!.id)).toContain(
      'Hardloopschoenen testen tijdens een echte training',
    );

    const [{ count }] = await projects.app
      .get(DataSource, { strict: false })
      .query(`SELECT count(*)::int AS count FROM projects.outbox_message WHERE type = $1`, [ProjectEvents.ProjectPublished.type]);
    expect(count).toBe(12);
    expect(
      (await projects.inject({ method: 'GET', url: `/api/projects?search=${encodeURIComponent("video's")}` })).json().projects
        .length,
    ).toBeGreaterThan(3);
  });

  it('gives no copy of an assignment that another demo company already has (a data folder from before the split)', async () => {
    const earlier = await startProjectsApp();
    try {
      const companies = await registerDemoCompanies(earlier);
      // the demo company placed all twelve once; one of them still stands under its name
      const oats = DEMO_PROJECTS.find((project) => project.companyEmail === DEMO_FOOD_COMPANY_EMAIL)!;
      const created = await earlier.inject({
        method: 'POST',
        url: '/api/projects',
        headers: companies.get(DEMO_COMPANY_EMAIL)!.headers,
        payload: projectForm({ title: oats.title }),
      });
      expect(created.statusCode).toBe(201);

      await seedDemoProjects(earlier.app, { timeoutMs: 10_000 });
      await seedDemoProjects(earlier.app);

      const [{ count }] = await earlier.app
        .get(DataSource, { strict: false })
        .query(`SELECT count(*)::int AS count FROM projects.project WHERE title = $1`, [oats.title]);
      expect(count).toBe(1);
      const open = (await earlier.inject({ method: 'GET', url: '/api/projects?limit=50' })).json();
      expect(open.pagination.total).toBe(11);
    } finally {
      await earlier.close();
    }
  });
});
