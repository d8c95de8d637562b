import { SEARCH_TERMS_FRESH_MS } from '../src/domain/project-search';
import { openProject, type ProjectsTestApp, registerCompany, startProjectsApp } from './support/projects-test-app';

/**
 * The list reuses the search terms of the same typed words for a few seconds: a just-published assignment is found
 * at once by the words it contains, and by typos of its new words once the reused terms are that old.
 */
describe('the search terms of the same words are reused for a few seconds (real PostgreSQL)', () => {
  let projects: ProjectsTestApp;

  beforeAll(async () => {
    projects = await startProjectsApp();
  });

  afterAll(() => projects.close());

  const found = async (search: string): Promise<string[]> => {
    const answer = await projects.inject({
      method: 'GET',
      url: `/api/projects?search=${encodeURIComponent(search)}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json().projects as { id: string }[]).map(({ id }) => id);
  };

  it('finds a new word at once, and its typo once the terms asked before it was published are stale', async () => {
    expect(await found('kwispelstaart')).toEqual([]);
    expect(await found('kwipselstaart')).toEqual([]);

    const company = await registerCompany(projects, { companyName: 'Hondenmand BV' });
    const { id } = await openProject(projects, company, { title: 'Video over onze kwispelstaart' });

    // The terms asked before are reused: the word itself matches the assignment's own text.
    expect(await found('kwispelstaart')).toEqual([id]);
    // Its typo is not yet a candidate: the reused terms knew no word like it.
    expect(await found('kwipselstaart')).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, SEARCH_TERMS_FRESH_MS + 100));
    expect(await found('kwipselstaart')).toEqual([id]);
  }, 30_000);
});
