import { hire } from './support/hire';
import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

/**
 * Analytics through the gateway, fed by the other contexts' real events: a hired project is looked at, and each
 * party's overview counts it at once; the earnings page's analytics path still reaches payments.
 */
describe.each(TOPOLOGIES)('analytics journey through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('counts views, the project, the deposit and the hire for each party, and only for them', async () => {
    const run = Math.random().toString(36).slice(2, 8);
    const { owner, creator, projectId } = await hire(api, run);

    const view = (token?: string, body: unknown = {}) => api('POST', `/projects/${projectId}/views`, body, token);
    // Hired, the project is its two parties' only: a visitor's look is refused, not counted.
    expect((await view(undefined, { visitorId: `bezoeker-${run}` })).status).toBe(404);
    expect((await view(creator)).body).toMatchObject({ counted: true });
    expect((await view(creator)).body).toMatchObject({ counted: false });
    expect((await view(owner)).body).toMatchObject({ counted: false });

    const company = await api('GET', '/analytics/overview', undefined, owner);
    expect(company.status).toBe(200);
    expect(company.body.overview).toEqual({
      totalViews: 1,
      totalProjects: 1,
      totalEarnings: 100,
      // Thirty days are a month: the month's pace is the total.
      monthlyAverage: 100,
      averageRating: null,
      responseRate: 100,
      completionRate: 0,
    });
    expect(company.body.topPerformers).toEqual([expect.objectContaining({ id: projectId, views: 1, revenue: 100 })]);

    const maker = await api('GET', '/analytics/overview?period=7d', undefined, creator);
    expect(maker.body.overview).toEqual({
      totalViews: 1,
      totalProjects: 0,
      totalEarnings: 0,
      monthlyAverage: null,
      averageRating: null,
      responseRate: 100,
      completionRate: 0,
    });

    expect((await api('GET', '/analytics/overview?period=2w', undefined, owner)).body.message).toBe(
      'Kies een periode: 7d, 30d, 90d of 1y',
    );
    const earnings = await api('GET', '/analytics/earnings', undefined, creator);
    expect(earnings.status).toBe(200);
    expect(earnings.body.data.overview).toBeDefined();
  }, 90_000);
});
