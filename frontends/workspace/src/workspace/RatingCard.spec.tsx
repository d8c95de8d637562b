import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectWorkspaceScreen from './ProjectWorkspaceScreen';
import { MESSAGES } from '../messages';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';

const project = (status = 'completed') => ({
  id: 'p1',
  title: 'Unboxing koffiemachine',
  description: 'Laat zien hoe je de machine uitpakt.',
  status,
  budget: 500,
  deadline: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
  owner: { id: 'u-company', companyName: 'Bakkerij Jansen' },
  selectedCreator: { id: 'u-creator', name: 'Sanne de Vries', profilePictureUrl: null },
});
const open = (isOwner: boolean) => ({ project: project(), isOwner, canApply: false });
const rating = (stars: number, text: string, publishedAt: string | null = null) => ({
  stars,
  text,
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt,
});

function renderWorkspace(user = company) {
  renderScreen(<ProjectWorkspaceScreen />, {
    path: '/project-workspace/p1',
    route: '/project-workspace/:projectId',
    session: fakeSession({ user }),
  });
}

describe('rating each other after completion (workspace overview)', () => {
  it('asks the company for stars and a text, and sends what was chosen', async () => {
    const fetchMock = installFetch({
      'GET /api/projects/p1': open(true),
      'GET /api/projects/p1/ratings': {
        ratings: { mine: null, theirs: null, canRate: true, windowEndsAt: '2026-12-04T10:00:00.000Z' },
      },
      'POST /api/projects/p1/ratings': {
        message: 'Bedankt voor je beoordeling!',
        ratings: { mine: rating(4, 'Mooi werk'), theirs: null, canRate: false, windowEndsAt: '2026-12-04T10:00:00.000Z' },
      },
    });
    renderWorkspace();
    expect(await screen.findByText(MESSAGES.ratingLead('Sanne de Vries'))).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('4 sterren'));
    await userEvent.type(screen.getByLabelText(MESSAGES.ratingTextLabel), 'Mooi werk');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.ratingSubmit }));

    expect(await screen.findByText(MESSAGES.ratingHidden('Sanne de Vries', '4 december 2026'))).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ stars: 4, text: 'Mooi werk' });
  });

  it("shows the server's Dutch field errors next to the form", async () => {
    installFetch({
      'GET /api/projects/p1': open(true),
      'GET /api/projects/p1/ratings': { ratings: { mine: null, theirs: null, canRate: true, windowEndsAt: null } },
      'POST /api/projects/p1/ratings': jsonResponse(400, {
        message: 'Validatiefout',
        errors: [{ field: 'stars', message: 'Geef 1 tot 5 sterren' }],
      }),
    });
    renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.ratingSubmit }));
    expect(await screen.findByText('Geef 1 tot 5 sterren')).toBeInTheDocument();
  });

  it("shows the creator both ratings once published, the company's by its name", async () => {
    installFetch({
      'GET /api/projects/p1': open(false),
      'GET /api/projects/p1/ratings': {
        ratings: {
          mine: rating(5, 'Duidelijke briefing', '2026-11-21T10:00:00.000Z'),
          theirs: rating(3, 'Iets te laat geleverd', '2026-11-21T10:00:00.000Z'),
          canRate: false,
          windowEndsAt: '2026-12-04T10:00:00.000Z',
        },
      },
    });
    renderWorkspace(creator);
    expect(await screen.findByText('Iets te laat geleverd')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.theirRating('Bakkerij Jansen'))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 sterren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.ratingSubmit })).not.toBeInTheDocument();
  });

  it('asks nothing before the project is completed', async () => {
    const fetchMock = installFetch({ 'GET /api/projects/p1': { project: project('approved'), isOwner: true, canApply: false } });
    renderWorkspace();
    expect(await screen.findByText('Unboxing koffiemachine')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/ratings'))).toBe(false);
    expect(screen.queryByText(MESSAGES.ratingTitle)).not.toBeInTheDocument();
  });
});
