import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AnalyticsScreen, { trendLabel } from './AnalyticsScreen';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from './test/renderScreen';

// jsdom measures nothing; the chart's container only needs the observer to exist.
beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const OVERVIEW = 'GET /api/analytics/overview';

const answer = {
  success: true,
  overview: {
    totalViews: 1234,
    totalProjects: 3,
    totalEarnings: 4321.6,
    // As analytics sends it, whatever the screen would have made of the total.
    monthlyAverage: 4380.1,
    averageRating: 4.67,
    responseRate: 66.7,
    completionRate: null,
  },
  trends: {
    totalViews: 12.5,
    totalProjects: -25,
    totalEarnings: null,
    monthlyAverage: 8,
    averageRating: 0,
    responseRate: null,
    completionRate: null,
  },
  chartData: { labels: ['2026-10', '2026-11'], earnings: [1000, 3321.6], projects: [1, 2], views: [400, 834] },
  topPerformers: [{ id: 'p1', name: 'Ontbijt op bed', views: 834, engagement: 2.4, revenue: 1500 }],
};

/** Projects' own counts: 10 active assignments of the company, 2 completed of the creator. */
const PROJECTS_FIGURES = {
  'GET /api/projects/my': {
    projects: [],
    stats: { totalProjects: 14, activeProjects: 10, completedProjects: 3, proposalCount: 20 },
  },
  'GET /api/projects/my-active': { projects: [], stats: { activeProjects: 1, completedProjects: 2, totalEarnings: 0 } },
};

function show(user = company, routes: Record<string, unknown> = { [OVERVIEW]: answer }) {
  const fetchMock = installFetch({ ...PROJECTS_FIGURES, ...routes });
  renderScreen(<AnalyticsScreen />, { path: '/analytics', session: fakeSession({ user }) });
  return fetchMock;
}

const kpi = (label: string) => screen.getByRole('group', { name: label });

describe('the analytics page', () => {
  it("shows a company's figures with its labels, real trends, whole euros and what each counts", async () => {
    const fetchMock = show(company);
    await screen.findByRole('group', { name: 'Totaal uitgegeven' });
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/overview?period=30d', expect.anything());
    // The dashboard's number, as projects counts it, not a count of the period; so no trend.
    expect(await screen.findByText('10')).toBeInTheDocument();
    expect(kpi('Actieve opdrachten')).toHaveTextContent(/^Actieve opdrachten10Gepubliceerd en nog niet afgerond$/);
    expect(kpi('Totaal uitgegeven')).toHaveTextContent('Aanbetalingen en eindbetalingen in deze periode');
    expect(kpi('Totaal uitgegeven')).toHaveTextContent('€ 4.322');
    expect(kpi('Totaal uitgegeven')).toHaveTextContent('—');
    // The month at the period's pace, as analytics computed it, with its own trend.
    expect(kpi('Maandelijkse uitgaven')).toHaveTextContent('€ 4.380');
    expect(kpi('Maandelijkse uitgaven')).toHaveTextContent('+8%');
    expect(kpi('Maandelijkse uitgaven')).toHaveTextContent('Het totaal per maand, in het tempo van deze periode');
    // All views of the period, said as such: not a best project's figure above a table that shows less.
    expect(kpi('Weergaven')).toHaveTextContent(/^Weergaven1\.234Keren dat je opdrachten zijn bekeken in deze periode/);
    expect(kpi('Weergaven')).toHaveTextContent('+12,5%');
    expect(screen.getByText(/4,67 \/ 5/)).toBeInTheDocument();
    expect(screen.getByText('Uitgaven per maand')).toBeInTheDocument();
    expect(screen.getByText('Opdrachten met de meeste weergaven')).toBeInTheDocument();
    expect(screen.getByText('oktober 2026')).toBeInTheDocument();
    expect(screen.getByText('€ 3.322')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reactiepercentage' })).toHaveAttribute('aria-valuenow', '66.7');
    expect(screen.getByText('66,7%')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Ontbijt op bed/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Ontbijt op bed', '834', '2,4%', '€ 1.500']);
    expect(screen.getByRole('link', { name: 'Bekijk alles' })).toHaveAttribute('href', '/projects');
  });

  it("uses a creator's own labels, and her completed assignments as projects counts them", async () => {
    show(creator);
    expect(await screen.findByRole('group', { name: 'Voltooide opdrachten' })).toBeInTheDocument();
    await waitFor(() => expect(kpi('Voltooide opdrachten')).toHaveTextContent(/^Voltooide opdrachten2Goedgekeurd/));
    for (const label of ['Totaal verdiend', 'Maandelijkse inkomsten', 'Weergaven']) expect(kpi(label)).toBeInTheDocument();
    expect(kpi('Totaal verdiend')).toHaveTextContent('Aan jou uitbetaald in deze periode');
    expect(kpi('Weergaven')).toHaveTextContent('de opdrachten waarvoor je gekozen bent');
    // What the table counts are views of the assignment's page, so it says so, not 'content'.
    expect(screen.getByText('Opdrachten met de meeste weergaven')).toBeInTheDocument();
    expect(screen.queryByText(/Content met/)).toBeNull();
    expect(screen.getByText('Inkomsten per maand')).toBeInTheDocument();
    expect(screen.queryByText('Totaal uitgegeven')).toBeNull();
  });

  it("asks for the chosen period and shows that period's figures", async () => {
    const yearly = { ...answer, period: '1y', overview: { ...answer.overview, monthlyAverage: 360.13 } };
    const fetchMock = show(company, {
      [OVERVIEW]: (url: string) => jsonResponse(200, url.endsWith('period=1y') ? yearly : answer),
    });
    await screen.findByRole('group', { name: 'Totaal uitgegeven' });
    expect(screen.getByRole('button', { name: '30 dagen' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '1 jaar' }));
    expect(screen.getByRole('button', { name: '1 jaar' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('group', { name: 'Totaal uitgegeven' });
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/overview?period=1y', expect.anything());
    expect(await screen.findByText('€ 360')).toBeInTheDocument();
    for (const label of ['7 dagen', '90 dagen']) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('says it is loading, then shows the error with a retry that asks again', async () => {
    let calls = 0;
    show(company, {
      [OVERVIEW]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { success: false, message: 'kapot' }) : jsonResponse(200, answer);
      },
    });
    expect(screen.getByText('Statistieken worden geladen...')).toBeInTheDocument();
    expect(await screen.findByText('Er is een fout opgetreden bij het laden van de statistieken')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('group', { name: 'Actieve opdrachten' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says so when the period has no projects to list', async () => {
    show(creator, { [OVERVIEW]: { ...answer, topPerformers: [] } });
    expect(await screen.findByText('Nog geen gegevens in deze periode.')).toBeInTheDocument();
  });

  it('shows a fresh account dashes and no chart, not figures that pretend a history', async () => {
    const empty = {
      ...answer,
      overview: {
        totalViews: 1,
        totalProjects: 0,
        totalEarnings: 0,
        monthlyAverage: null,
        averageRating: null,
        responseRate: null,
        completionRate: null,
      },
      trends: {
        totalViews: null,
        totalProjects: null,
        totalEarnings: null,
        monthlyAverage: null,
        averageRating: null,
        responseRate: null,
        completionRate: null,
      },
      chartData: { labels: ['2026-10', '2026-11'], earnings: [0, 0], projects: [0, 0], views: [0, 1] },
      topPerformers: [],
    };
    show(creator, { [OVERVIEW]: empty });
    expect(await screen.findByRole('group', { name: 'Maandelijkse inkomsten' })).toHaveTextContent(
      /^Maandelijkse inkomsten—Het totaal per maand, in het tempo van deze periode— t\.o\.v/,
    );
    expect(kpi('Weergaven')).toHaveTextContent(/^Weergaven1Keren/);
    expect(screen.getByText('Nog geen bedragen in deze periode.')).toBeInTheDocument();
    expect(screen.queryByText('oktober 2026')).toBeNull();
  });

  it('shows the rating with its trend, and without one when the previous period had no rating', async () => {
    show(company);
    expect(await screen.findByText(/4,67 \/ 5/)).toHaveTextContent(/^4,67 \/ 5 \(0%\)$/);
    cleanup();
    show(company, { [OVERVIEW]: { ...answer, trends: { ...answer.trends, averageRating: null } } });
    expect(await screen.findByText(/4,67 \/ 5/)).toHaveTextContent(/^4,67 \/ 5$/);
  });

  it('writes trends the Dutch way, a dash when there is nothing to compare with', () => {
    expect([12.5, -3, 0, null].map(trendLabel)).toEqual(['+12,5%', '−3%', '0%', '—']);
  });
});
