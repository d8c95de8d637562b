import { screen, within } from '@testing-library/react';
import CreatorsScreen from './CreatorsScreen';
import { aCreatorCard, company, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

describe('the creators list', () => {
  it('shows each card as identity answers it: her name, place, followers over every platform, work done and rate', async () => {
    installFetch({
      'GET /api/users/creators': {
        success: true,
        creators: [
          aCreatorCard({
            id: 'c-anna',
            name: 'Anna Creatief',
            displayName: 'Anna Creatief',
            location: { city: 'Utrecht', country: 'Nederland' },
            niches: ['food', 'lifestyle', 'travel', 'home'],
            // YouTube's subscribers count towards the total identity sends, not a sum of the card's own.
            socialMedia: { youtube: { username: 'anna', url: '', subscribers: 2000 } },
            followersTotal: 12500,
            stats: { completedProjects: 4, averageRating: 4.5, ratingCount: 2, responseRate: 90, followers: 12500 },
            pricing: { baseRate: 150, negotiable: true },
          }),
        ],
        pagination: { page: 1, limit: 12, total: 1, pages: 1 },
      },
    });
    renderScreen(<CreatorsScreen />, { path: '/creators', session: fakeSession({ user: company }) });

    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Anna Creatief');
    expect(card).toHaveTextContent('Utrecht, Nederland');
    expect(card).toHaveTextContent('+1 meer');
    expect(screen.getByRole('img', { name: 'Beoordeling 4,5 van 5' })).toBeInTheDocument();
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(fact('Volgers')).toBe('12,5K');
    expect(fact('Voltooid')).toBe('4');
    expect(fact('Tarief')).toBe('Vanaf € 150');
    expect(screen.getByRole('link', { name: 'Bekijk profiel van Anna Creatief' })).toHaveAttribute('href', '/creators/c-anna');
    expect(screen.getByText('1 creator gevonden')).toBeInTheDocument();
  });

  it('says a new creator has no ratings and no rate yet', async () => {
    installFetch({
      'GET /api/users/creators': {
        success: true,
        creators: [aCreatorCard()],
        pagination: { page: 1, limit: 12, total: 1, pages: 1 },
      },
    });
    renderScreen(<CreatorsScreen />, { path: '/creators' });
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Anna de Jong');
    expect(card).toHaveTextContent('Nog geen beoordelingen');
    expect(card).toHaveTextContent('Prijs op aanvraag');
  });
});
