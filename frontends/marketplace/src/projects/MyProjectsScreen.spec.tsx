import { screen, within } from '@testing-library/react';
import MyProjectsScreen from './MyProjectsScreen';
import { PROJECT_STATE_NAMES, company, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

describe('my projects: state names', () => {
  it('shows every project state with its one Dutch name, on the card and on the filter chip', async () => {
    installFetch({
      'GET /api/projects/my': {
        projects: PROJECT_STATE_NAMES.map(([status]) => ({
          id: `p-${status}`,
          title: `Opdracht ${status}`,
          status,
          budget: 100,
          createdAt: '2026-03-01T10:00:00Z',
        })),
      },
    });
    renderScreen(<MyProjectsScreen />, { session: fakeSession({ user: company }) });
    await screen.findByRole('article', { name: 'Opdracht draft' });
    for (const [status, name] of PROJECT_STATE_NAMES) {
      const card = screen.getByRole('article', { name: `Opdracht ${status}` });
      expect(card.querySelector('.cw-badge')).toHaveTextContent(new RegExp(`^${name}$`));
      expect(screen.getByRole('radio', { name })).toHaveAttribute('value', status);
    }
    // A card tells when a project was made, not that it was placed: an unpaid one is not live yet.
    expect(within(screen.getByRole('article', { name: 'Opdracht awaiting_deposit' })).queryByText(/Geplaatst/)).toBeNull();
  });
});
