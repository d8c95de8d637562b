import { drawScreens } from './prerender';
import { ARTICLES } from './knowledge/articles';

// The build draws these screens in Node (a screen that reads the browser while drawing breaks the build): the same
// server renderer here, not the browser's copy jsdom would pick.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));

describe('the marketplace’s public screens drawn by the build', () => {
  const drawn = drawScreens();
  const at = (path: string) => drawn.find((screen) => screen.path === path);

  it('draws the assignments and the creators as a visitor first sees them, their lists still loading', () => {
    expect(at('/projects')).toMatchObject({ module: 'Projects' });
    expect(at('/projects')?.markup).toContain('<h1>Opdrachten</h1>');
    expect(at('/projects')?.markup).toContain('Zoek opdrachten');
    expect(at('/projects')?.markup).toContain('data-testid="projects-skeleton"');
    expect(at('/projects')?.markup).not.toContain('mk-project-card__title');
    expect(at('/creators')).toMatchObject({ module: 'Creators' });
    expect(at('/creators')?.markup).toContain('<h1>');
  });

  it('draws every knowledge page at its own address with its own article', () => {
    for (const article of ARTICLES) {
      const screen = at(article.path);
      expect(screen?.module).toBe('Knowledge');
      expect(screen?.markup).toContain(`<h1>${article.title.replaceAll('&', '&amp;')}</h1>`);
    }
  });
});
