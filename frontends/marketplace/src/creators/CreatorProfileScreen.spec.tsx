import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreatorProfileScreen from './CreatorProfileScreen';
import {
  aCreatorProfile,
  aPortfolioItem,
  company,
  creator,
  fakeSession,
  installFetch,
  jsonResponse,
  renderScreen,
} from '../test/renderScreen';

const profile = { success: true, data: { creator: aCreatorProfile({ bio: 'Ik maak video’s.' }) } };

function renderProfile(session = fakeSession({ user: company })) {
  return renderScreen(<CreatorProfileScreen />, { path: '/creators/c-anna', route: '/creators/:id', session });
}

describe("'Start gesprek' on a creator's profile", () => {
  it('a company starts (or reopens) the conversation and lands in it in the inbox', async () => {
    const started: unknown[] = [];
    installFetch({
      'GET /api/users/creators/c-anna': profile,
      'POST /api/conversations': (_url: string, init: RequestInit) => {
        started.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { conversation: { id: 'conv-1' } });
      },
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=conv-1'));
    expect(started).toEqual([{ participantId: 'c-anna' }]);
  });

  it('says in Dutch when the start failed', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile, 'POST /api/conversations': jsonResponse(503, {}) });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    expect(await screen.findByText('Er is een fout opgetreden bij het starten van een gesprek')).toBeInTheDocument();
  });

  it('a visitor is sent to log in first', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile });
    renderProfile(fakeSession());
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('a creator does not start conversations with other creators: no button', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile });
    renderProfile(fakeSession({ user: creator }));
    expect(await screen.findByText('Ik maak video’s.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start gesprek/ })).not.toBeInTheDocument();
  });
});

describe("a creator's portfolio", () => {
  const withPortfolio = {
    success: true,
    data: {
      creator: aCreatorProfile({
        profilePictureUrl: '/api/media/0b8e6f7e-4d1e-4f7a-9a51-0c2f4c1d2e3f',
        portfolio: [
          aPortfolioItem({
            id: 'p-1',
            title: 'Pasta in 10 minuten',
            category: 'tutorial',
            videoUrl: '/api/media/5a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b',
            thumbnailUrl: '/api/media/7c2e1d0f-3a4b-4c5d-9e6f-0a1b2c3d4e5f',
          }),
          aPortfolioItem({ id: 'p-2', title: 'Op TikTok', category: 'review', videoUrl: 'https://www.tiktok.com/@anna/video/1' }),
        ],
      }),
    },
  };

  it('shows the photo and each still, and plays an uploaded clip in its tile when clicked', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': withPortfolio });
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Profielfoto van Anna de Jong' })).toHaveAttribute(
      'src',
      '/api/media/0b8e6f7e-4d1e-4f7a-9a51-0c2f4c1d2e3f',
    );
    expect(screen.queryByRole('img', { name: 'Anna de Jong' })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Video ‘Pasta in 10 minuten’ afspelen' }));
    const video = screen.getByLabelText('Video ‘Pasta in 10 minuten’');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/media/5a1f0c9e-2b3d-4e5f-8a7b-9c0d1e2f3a4b');
    expect(video).toHaveAttribute('poster', '/api/media/7c2e1d0f-3a4b-4c5d-9e6f-0a1b2c3d4e5f');

    // a video elsewhere is not played here: it stays a link that opens in a new tab
    expect(screen.queryByRole('button', { name: /Op TikTok/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bekijk video Op TikTok/ })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@anna/video/1',
    );
  });
});

describe("a creator's profile as identity answers it", () => {
  it('names her as identity does, and counts YouTube in subscribers and the other platforms in followers', async () => {
    installFetch({
      'GET /api/users/creators/c-anna': {
        success: true,
        data: {
          creator: aCreatorProfile({
            name: 'Anna Creatief',
            displayName: 'Anna Creatief',
            location: { city: 'Utrecht', country: 'Nederland' },
            socialMedia: {
              instagram: { username: 'anna', url: 'https://instagram.com/anna', followers: 1500 },
              youtube: { username: 'annamaakt', url: '', subscribers: 2000 },
            },
            followersTotal: 3500,
          }),
        },
      },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Creatief' })).toBeInTheDocument();
    expect(screen.getByText('Utrecht, Nederland')).toBeInTheDocument();
    const socials = within(screen.getByRole('heading', { name: 'Social media' }).closest('section')!);
    expect(socials.getByText('Instagram').closest('li')).toHaveTextContent('Instagram @anna · 1,5K volgers');
    expect(socials.getByText('YouTube').closest('li')).toHaveTextContent('YouTube @annamaakt · 2K abonnees');
    expect(screen.getByText('Volgers').closest('div')).toHaveTextContent('3,5K');
  });
});
