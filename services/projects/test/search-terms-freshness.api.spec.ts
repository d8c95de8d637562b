import { DataSource } from 'typeorm';
import { SEARCH_TERMS_FRESH_MS } from '../src/domain/project-search';
import {
  openProject,
  payDeposit,
  projectForm,
  type ProjectsTestApp,
  registerCompany,
  startProjectsApp,
} from './support/projects-test-app';

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

  it("takes a project's words into the vocabulary of typos when it opens, not when it is created", async () => {
    const known = async () =>
      (
        await projects.app
          .get(DataSource)
          .query(`SELECT word FROM project_search_word WHERE word IN ('snuffelmatj', 'x9snuffel', '-0') ORDER BY word`)
      ).map(({ word }: { word: string }) => word);
    const company = await registerCompany(projects, { companyName: 'Snuffelpret BV' });
    const created = await projects.inject({
      method: 'POST',
      url: '/api/projects',
      headers: company.headers,
      payload: projectForm({ title: 'Video over ons snuffelmatje x9snuffel-0' }),
    });
    expect(created.statusCode).toBe(201);
    const { project } = created.json();
    expect(project.status).toBe('awaiting_deposit');
    expect(await known()).toEqual([]);

    await payDeposit(projects, company, project);
    // The word joins once the project is open; a token that is not letters and digits alone never does.
    expect(await known()).toEqual(['snuffelmatj', 'x9snuffel']);
    // Words typed for the first time get fresh terms: the typo finds the project at once.
    expect(await found('snufelmatje')).toEqual([project.id]);
  }, 30_000);
});
