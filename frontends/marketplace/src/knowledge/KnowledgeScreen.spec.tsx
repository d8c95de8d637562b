import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT } from '@clipwerk/ui';
import { ROUTES } from '../../../shell/src/routing/routeTable';
import KnowledgeScreen from './KnowledgeScreen';
import { ARTICLES, articleAt } from './articles';
import { creator, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

const show = (path: string, session = fakeSession()) => renderScreen(<KnowledgeScreen />, { path, route: path, session });

describe('knowledge pages', () => {
  it('has real content for every knowledge path of the route table, and the route table shows it', () => {
    const knowledgeRoutes = ROUTES.filter((route) => route.screen.kind === 'remote' && route.screen.module === 'Knowledge');
    expect(knowledgeRoutes.map((route) => route.path).sort()).toEqual(ARTICLES.map((article) => article.path).sort());
    for (const article of ARTICLES) {
      const words = [
        article.lead,
        ...article.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.list ?? []), ...(s.links ?? []).map((l) => l.label)]),
      ]
        .concat((article.questions ?? []).flatMap((q) => [q.question, q.answer]))
        .join(' ')
        .split(/\s+/).length;
      expect({ path: article.path, enough: words >= 60 }).toEqual({ path: article.path, enough: true });
    }
  });

  it('shows an article with its sections, further reading of the same audience, and a next step for visitors', () => {
    show('/ugc-campagne-opzetten');
    expect(screen.getByRole('heading', { level: 1, name: 'UGC-campagne opzetten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tips voor een goede briefing' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Verder lezen' });
    expect(within(aside).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(aside).queryByRole('link', { name: 'UGC-tips voor creators' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start gratis' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in reader to her dashboard instead of the sign-up', () => {
    show('/ugc-tips-creators', fakeSession({ user: creator }));
    expect(screen.getByRole('link', { name: 'Naar je dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('answers help questions in place, with the revision rounds projects states', async () => {
    installFetch({
      'GET /api/payments/terms': { success: true, data: { feePercent: 15, holdPeriod: '7 dagen' } },
      'GET /api/projects/terms': { success: true, data: { revisionRounds: 3 } },
    });
    show('/help');
    const question = screen.getByText('Hoeveel revisies krijg ik?');
    await userEvent.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(await screen.findByText(/Er zijn 3 revisierondes inbegrepen/)).toBeVisible();
  });

  it('gives the contact details the footer gives', () => {
    show('/contact');
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.phoneHref);
    expect(articleAt('/contact')?.lead).toContain('24 uur op werkdagen');
  });
});
