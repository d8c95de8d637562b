import { screen } from '@testing-library/react';
import ProjectDetailScreen from './ProjectDetailScreen';
import { aProjectDetail, creator, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

const detail = aProjectDetail({ title: 'Unboxing koffiemachine', description: 'Uitpakken' });

const proposal = (overrides: Record<string, unknown>) => ({
  id: 'pr1',
  status: 'submitted',
  projectId: { id: 'p1', _id: 'p1', title: 'Unboxing koffiemachine' },
  rejectionReason: null,
  ...overrides,
});

function show(proposals: unknown[]) {
  const fetchMock = installFetch({ 'GET /api/projects/p1': detail, 'GET /api/proposals/my': { success: true, proposals } });
  renderScreen(<ProjectDetailScreen />, {
    path: '/projects/p1',
    route: '/projects/:id',
    session: fakeSession({ user: creator }),
  });
  return fetchMock;
}

describe("the creator's own proposal on a project", () => {
  it("shows a rejected proposal with the company's reason instead of 'Je voorstel is binnen'", async () => {
    show([
      proposal({ id: 'other', projectId: { id: 'p2' } }),
      proposal({ status: 'rejected', rejectionReason: 'Te duur voor ons' }),
    ]);
    expect(await screen.findByText('Je voorstel is afgewezen')).toBeInTheDocument();
    expect(screen.getByText(/Reden van het bedrijf: Te duur voor ons/)).toBeInTheDocument();
    expect(screen.queryByText('Je voorstel is binnen')).toBeNull();
  });

  it('says no reason was given when the company gave none', async () => {
    show([proposal({ status: 'rejected' })]);
    expect(await screen.findByText(/Het bedrijf heeft geen reden opgegeven/)).toBeInTheDocument();
  });

  it('keeps "Je voorstel is binnen" while the proposal waits', async () => {
    show([proposal({})]);
    expect(await screen.findByText('Je voorstel is binnen')).toBeInTheDocument();
  });

  it('links an accepted proposal to the workspace', async () => {
    show([proposal({ status: 'accepted' })]);
    expect(await screen.findByText('Je voorstel is geaccepteerd')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'werkruimte' })).toHaveAttribute('href', '/project-workspace/p1');
  });
});

describe('counting the view', () => {
  const viewCalls = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/projects/p1/views' && init?.method === 'POST');

  it("tells projects once that someone other than the owner saw the page, with this browser's visitor id when signed out", async () => {
    window.localStorage.removeItem('clipwerk.visitor');
    const fetchMock = installFetch({ 'GET /api/projects/p1': detail, 'POST /api/projects/p1/views': { success: true } });
    renderScreen(<ProjectDetailScreen />, { path: '/projects/p1', route: '/projects/:id', session: fakeSession() });
    await screen.findAllByText('Unboxing koffiemachine');
    expect(viewCalls(fetchMock)).toHaveLength(1);
    const sent = JSON.parse(String(viewCalls(fetchMock)[0][1].body));
    expect(sent.visitorId).toBe(window.localStorage.getItem('clipwerk.visitor'));
    expect(sent.visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('does not count the owner looking at her own project', async () => {
    const fetchMock = installFetch({ 'GET /api/projects/p1': { ...detail, isOwner: true } });
    renderScreen(<ProjectDetailScreen />, {
      path: '/projects/p1',
      route: '/projects/:id',
      session: fakeSession({ user: creator }),
    });
    await screen.findAllByText('Unboxing koffiemachine');
    expect(viewCalls(fetchMock)).toHaveLength(0);
  });
});
