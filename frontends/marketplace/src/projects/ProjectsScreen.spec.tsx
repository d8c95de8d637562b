import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProject, company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import type { ProjectCardBody } from '@clipwerk/contracts/projects';
import ProjectsScreen, { SKELETON_CARDS } from './ProjectsScreen';

/** A card as GET /projects answers it: no more of the project than a card shows. */
const project: ProjectCardBody = {
  id: 'p1',
  title: 'Unboxing-video van ons nieuwe vitamine C-serum',
  description: 'Wij lanceren een vitamine C-serum voor de gevoelige huid en zoeken een eerlijke eerste indruk.',
  status: 'open',
  category: 'beauty-cosmetics',
  budget: 275,
  deadline: new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString(),
  location: 'Amsterdam',
  contentRequirements: ['30-60 seconden'],
  companyId: { _id: 'c1', companyName: 'Clipwerk Demo BV', averageRating: 4.5, logoUrl: null },
  views: 0,
  proposalCount: 0,
  favorites: 0,
  publishedAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
};

/** A fetch of /api/projects that answers only when the test says so. */
function slowProjectList() {
  let answer: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  installFetch({ 'GET /api/projects': () => pending as unknown as Response });
  return () => answer(jsonResponse(200, { projects: [project], pagination: { total: 1 } }));
}

describe('project list', () => {
  it('holds the space of the cards with placeholders while the list loads (no layout shift), then shows the cards', async () => {
    const answer = slowProjectList();
    const { container } = renderScreen(<ProjectsScreen />);

    expect(screen.getByText('Opdrachten laden...')).toHaveAttribute('role', 'status');
    expect(container.querySelectorAll('.mk-skeleton-card')).toHaveLength(SKELETON_CARDS);
    expect(screen.getByTestId('projects-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    answer();
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent(project.title);
    expect(card).toHaveTextContent('Clipwerk Demo BV ★ 4,5');
    expect(screen.getByText('1 opdracht gevonden')).toBeInTheDocument();
    expect(container.querySelector('.mk-skeleton-card')).toBeNull();
  });

  it('dates a card by when it went live for creators, not by when its draft was started', async () => {
    const drafted = { ...project, createdAt: '2026-03-01T10:00:00Z', publishedAt: '2026-03-09T10:00:00Z' };
    installFetch({ 'GET /api/projects': () => jsonResponse(200, { projects: [drafted], pagination: { total: 1 } }) });
    renderScreen(<ProjectsScreen />);
    expect(await screen.findByRole('article')).toHaveTextContent('Geplaatst 9 maart 2026');
  });

  it('counts views, proposals and favourites with the noun in the right number and thousands dots', async () => {
    const seen = { ...project, views: 1, proposalCount: 1, favorites: 1234 };
    installFetch({ 'GET /api/projects': () => jsonResponse(200, { projects: [seen], pagination: { total: 1 } }) });
    renderScreen(<ProjectsScreen />);
    expect(await screen.findByRole('article')).toHaveTextContent('1 weergave1 voorstel1.234 favorieten');
  });

  it('keeps the search and the filters in the address, so a reload or a shared link shows the same list', async () => {
    const asked: URLSearchParams[] = [];
    installFetch({
      'GET /api/projects': (url: string) => {
        asked.push(new URL(url, 'http://test').searchParams);
        return jsonResponse(200, { projects: [project], pagination: { total: 1 } });
      },
    });
    const typed = renderScreen(<ProjectsScreen />, { path: '/projects' });
    await userEvent.type(screen.getByLabelText('Zoek opdrachten'), 'koffie');
    expect(screen.getByTestId('path')).toHaveTextContent('/projects?search=koffie');
    typed.unmount();

    // Opened again from that address (a reload, a shared link): the same words, filters and list.
    asked.length = 0;
    renderScreen(<ProjectsScreen />, { path: '/projects?search=koffie&category=food-drinks&utm_source=mail' });
    expect(screen.getByLabelText('Zoek opdrachten')).toHaveValue('koffie');
    expect(screen.getByLabelText('Categorie')).toHaveValue('food-drinks');
    await screen.findByRole('article');
    expect(asked.at(-1)?.get('search')).toBe('koffie');
    expect(asked.at(-1)?.get('category')).toBe('food-drinks');
    // A parameter the list does not own stays; an emptied field leaves the address.
    await userEvent.clear(screen.getByLabelText('Zoek opdrachten'));
    expect(screen.getByTestId('path')).toHaveTextContent('/projects?category=food-drinks&utm_source=mail');
  });

  it('counts every match, not only the page, and pages through them from the address', async () => {
    const asked: (string | null)[] = [];
    installFetch({
      'GET /api/projects': (url: string) => {
        const page = new URL(url, 'http://test').searchParams.get('page');
        asked.push(page);
        return jsonResponse(200, {
          projects: [{ ...project, id: `p-${page ?? 1}` }],
          pagination: { page: Number(page ?? 1), limit: 50, total: 1234, pages: 25 },
        });
      },
    });
    renderScreen(<ProjectsScreen />, { path: '/projects' });
    expect(await screen.findByText('1.234 opdrachten gevonden')).toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Pagina 2 van 25')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('2');
    expect(screen.getByTestId('path')).toHaveTextContent('/projects?page=2');
  });

  it('shows the last page for an address past it, not an empty list without a way back', async () => {
    installFetch({
      'GET /api/projects': (url: string) => {
        const page = Number(new URL(url, 'http://test').searchParams.get('page') ?? 1);
        return jsonResponse(200, {
          projects: page <= 3 ? [{ ...project, id: `p-${page}` }] : [],
          pagination: { page, limit: 50, total: 101, pages: 3 },
        });
      },
    });
    renderScreen(<ProjectsScreen />, { path: '/projects?page=9' });
    expect(await screen.findByText('Pagina 3 van 3')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/projects?page=3'));
  });

  it('shows the sign-up band to visitors only, and not while a saved session is still read', () => {
    slowProjectList();
    const band = 'Creator? Reageer op deze opdrachten.';
    const first = renderScreen(<ProjectsScreen />, { session: fakeSession({ loading: true }) });
    expect(screen.queryByText(band)).not.toBeInTheDocument();
    first.unmount();

    const second = renderScreen(<ProjectsScreen />, { session: fakeSession({ user: creator }) });
    expect(screen.queryByText(band)).not.toBeInTheDocument();
    second.unmount();

    renderScreen(<ProjectsScreen />);
    expect(screen.getByText(band)).toBeInTheDocument();
  });

  it("lets a creator mark a card as favourite, shows the server's count, and lists her favourites", async () => {
    const coffee = aProject({ id: 'p1', title: 'Koffie-unboxing', favorites: 0 });
    const tea = aProject({ id: 'p2', title: 'Thee-review', favorites: 4 });
    let marked: string[] = [];
    const fetchMock = installFetch({
      'GET /api/projects': () =>
        jsonResponse(200, {
          projects: [coffee, tea].map((p) => ({ ...p, favorites: p.favorites + (marked.includes(p.id) ? 1 : 0) })),
          pagination: { total: 2 },
        }),
      'GET /api/projects/favorites': () =>
        jsonResponse(200, { success: true, projects: [coffee, tea].filter((p) => marked.includes(p.id)) }),
      'PUT /api/projects/p1/favorite': () => {
        marked = ['p1'];
        return jsonResponse(200, { success: true, favorite: true, favorites: 1 });
      },
    });
    renderScreen(<ProjectsScreen />, { session: fakeSession({ user: creator }) });
    const heart = await screen.findByRole('button', { name: 'Favoriet: Koffie-unboxing' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favoriet: Koffie-unboxing' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const card = screen.getByRole('button', { name: 'Favoriet: Koffie-unboxing' }).closest('article')!;
    await waitFor(() => expect(within(card).getByText('1 favoriet')).toBeInTheDocument());
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/projects/p1/favorite') && init?.method === 'PUT'),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Mijn favorieten' }));
    expect(screen.getByRole('button', { name: 'Mijn favorieten' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Koffie-unboxing');
  });

  it('offers no favourites to a company or a visitor', async () => {
    installFetch({ 'GET /api/projects': { projects: [aProject()], pagination: { total: 1 } } });
    const first = renderScreen(<ProjectsScreen />, { session: fakeSession({ user: company }) });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: /Favoriet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mijn favorieten' })).not.toBeInTheDocument();
    first.unmount();
    renderScreen(<ProjectsScreen />);
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: /Favoriet/ })).not.toBeInTheDocument();
  });
});
