import { screen } from '@testing-library/react';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import ProjectsScreen, { SKELETON_CARDS } from './ProjectsScreen';

const project = {
  id: 'p1',
  title: 'Unboxing-video van ons nieuwe vitamine C-serum',
  description: 'Wij lanceren een vitamine C-serum voor de gevoelige huid en zoeken een eerlijke eerste indruk.',
  status: 'open',
  category: 'beauty-cosmetics',
  budget: 275,
  deadline: new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString(),
  location: 'Amsterdam',
  contentRequirements: ['30-60 seconden'],
  owner: { id: 'c1', companyName: 'Clipwerk Demo BV' },
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
    expect(await screen.findByRole('article')).toHaveTextContent(project.title);
    expect(screen.getByText('1 opdracht gevonden')).toBeInTheDocument();
    expect(container.querySelector('.mk-skeleton-card')).toBeNull();
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
});
