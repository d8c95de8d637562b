import { screen } from '@testing-library/react';
import { StatsTab } from './StatsTab';
import { company, creator, fakeSession, installFetch, renderScreen } from '../test/renderScreen';
import type { MyStatsAnswer } from '@clipwerk/contracts/identity';

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const figure = (label: string) => nbsp(screen.getByText(label).nextElementSibling?.textContent);

describe('profile stats tab', () => {
  it("shows a creator's figures from the identity service's answer, as it sends them", async () => {
    // The shape GET /users/me/stats sends, typed by the identity context's own contract.
    const answer: MyStatsAnswer = {
      success: true,
      stats: {
        role: 'creator',
        completedProjects: 7,
        averageRating: 4.56,
        ratingCount: 12,
        responseRate: 93.4,
        portfolioItems: 3,
        followersTotal: 15_400,
        profileCompleteness: 80,
        missingProfileFields: ['pricing'],
        memberSince: '2025-02-03T09:00:00.000Z',
      },
    };
    installFetch({ 'GET /api/users/me/stats': answer });
    renderScreen(<StatsTab />, { session: fakeSession({ user: creator }) });
    expect(await screen.findByText('Aantal beoordelingen')).toBeInTheDocument();
    expect(figure('Voltooide opdrachten')).toBe('7');
    expect(figure('Gemiddelde beoordeling')).toBe('4,6 / 5');
    expect(figure('Aantal beoordelingen')).toBe('12');
    expect(figure('Reactiepercentage')).toBe('93%');
    expect(figure('Volgers in totaal')).toMatch(/^15[.,]4K$/);
    expect(figure('Portfolio items')).toBe('3');
    expect(figure('Profiel compleet')).toBe('80%');
    expect(figure('Lid sinds')).toBe('3 februari 2025');
  });

  it("shows a company's profile figures and no creator figures", async () => {
    const answer: MyStatsAnswer = {
      success: true,
      stats: { role: 'bedrijf', profileCompleteness: 50, missingProfileFields: ['bio'], memberSince: '2026-01-10T12:00:00.000Z' },
    };
    installFetch({ 'GET /api/users/me/stats': answer });
    renderScreen(<StatsTab />, { session: fakeSession({ user: company }) });
    expect(await screen.findByText('Profiel compleet')).toBeInTheDocument();
    expect(figure('Profiel compleet')).toBe('50%');
    expect(figure('Lid sinds')).toBe('10 januari 2026');
    expect(screen.queryByText('Aantal beoordelingen')).toBeNull();
  });
});
