import { ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { seedDemoProjects } from '../src';
import { DEMO_PROJECTS } from '../src/infrastructure/demo/demo-projects';
import { type ProjectsTestApp, registerCompany, startProjectsApp } from './support/projects-test-app';

describe('seedDemoProjects', () => {
  let projects: ProjectsTestApp;

  beforeAll(async () => {
    projects = await startProjectsApp();
  });

  afterAll(() => projects.close());

  it('waits for the demo company, then opens a dozen assignments, once', async () => {
    const seeding = seedDemoProjects(projects.app, { timeoutMs: 10_000 });
    // identity's seed registers the company a moment later, as in the embedded topology
    await new Promise((resolve) => setTimeout(resolve, 200));
    const demo = await registerCompany(projects, {
      email: 'demo@clipwerk.nl',
      companyName: 'Clipwerk Demo BV',
      testAccount: true,
    });
    await expect(seeding).resolves.toBeUndefined();
    await seedDemoProjects(projects.app);

    const list = (await projects.inject({ method: 'GET', url: '/api/projects?limit=50' })).json();
    expect(list.pagination.total).toBe(12);
    expect(DEMO_PROJECTS).toHaveLength(12);
    for (const project of list.projects) {
      expect(project).toMatchObject({
        status: 'open',
        owner: { id: demo.id, companyName: 'Clipwerk Demo BV' },
        contentType: 'beide',
      });
      expect(project.description.length).toBeGreaterThanOrEqual(50);
      expect(new Date(project.deadline).getTime()).toBeGreaterThan(Date.now());
    }
    const [{ count }] = await projects.app
      .get(DataSource, { strict: false })
      .query(`SELECT count(*)::int AS count FROM projects.outbox_message WHERE type = $1`, [ProjectEvents.ProjectPublished.type]);
    expect(count).toBe(12);
    expect(
      (await projects.inject({ method: 'GET', url: `/api/projects?search=${encodeURIComponent("video's")}` })).json().projects
        .length,
    ).toBeGreaterThan(3);
  });
});
