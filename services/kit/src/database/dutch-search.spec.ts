import { DutchSearch, dutchSearchTerms, SearchTermsCache, searchVocabularySql, searchWords } from './dutch-search';
import { SqlConditions } from './sql-conditions';

describe('Dutch search', () => {
  it('reads typed text as words: lower case, letters and digits, no single letters or repeats, at most eight', () => {
    expect(searchWords("  Video's van   KOFFIE-bonen!  ")).toEqual(['video', 'van', 'koffie', 'bonen']);
    expect(searchWords('a b')).toEqual([]);
    expect(searchWords('tas tas Tas')).toEqual(['tas']);
    expect(searchWords('een twee drie vier vijf zes zeven acht negen')).toHaveLength(8);
  });

  it('sends the words and the terms as parameters, never inside the SQL', async () => {
    const asked: unknown[][] = [];
    const terms = { exact: "'x':*", near: "'x':*", anything: "'x':* | 'drop'" };
    const found = await dutchSearchTerms(
      async (_sql, params) => {
        asked.push(params);
        return [terms];
      },
      'project_search_word',
      [{ word: "x'); DROP TABLE project; --", synonyms: ['food'] }],
      { synonymWeights: 'BC' },
    );
    expect(asked).toEqual([[JSON.stringify([{ w: "x'); DROP TABLE project; --", syn: ['food'] }]), ':BC']]);
    const filter = new SqlConditions().and(`status = 'open'`);
    const search = new DutchSearch(found, filter);
    expect(filter.params).toEqual([[terms.exact, terms.near, terms.anything]]);
    expect(search.matches('d')).toBe('d @@ ($1::text[])[3]::tsquery');
    await expect(dutchSearchTerms(async () => [], 'project; --', [])).rejects.toThrow(/unsafe/);
    await expect(dutchSearchTerms(async () => [], 'words', [], { synonymWeights: 'A,B' })).rejects.toThrow(RangeError);
  });

  it('matches nothing when only stop words were typed', async () => {
    const terms = await dutchSearchTerms(async () => [{ exact: null, near: null, anything: null }], 'words', [{ word: 'de' }]);
    expect(terms).toBeNull();
    const search = new DutchSearch(terms, new SqlConditions());
    expect(search.matches('d')).toBe('false');
  });

  it('keeps the vocabulary to the rows searched', () => {
    const statements = searchVocabularySql({
      table: 'app_user',
      vocabulary: 'creator_search_word',
      document: 'search_document',
      where: (row) => `${row}.role = 'creator'`,
    }).join('\n');
    expect(statements).toContain(`added.role = 'creator'`);
    expect(statements).toContain(`NEW.role = 'creator'`);
    expect(statements).toContain(`app_user.role = 'creator'`);
  });

  describe('SearchTermsCache', () => {
    const terms = { exact: "'x':*", near: "'x':*", anything: "'x':*" };
    const asking = () => {
      const asked: unknown[][] = [];
      const query = async (_sql: string, params: unknown[]) => (asked.push(params), [terms]);
      return { asked, query };
    };

    afterEach(() => jest.useRealTimers());

    it('asks once for the same words within its time, concurrent askers included, then again', async () => {
      jest.useFakeTimers({ now: 1_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const cache = new SearchTermsCache({ ttlMs: 5_000, size: 10, clock: Date });
      const { asked, query } = asking();
      const words = [{ word: 'koffie' }];
      await Promise.all([cache.terms(query, 'words', words), cache.terms(query, 'words', words)]);
      jest.advanceTimersByTime(4_999);
      expect(await cache.terms(query, 'words', words)).toEqual(terms);
      expect(asked).toHaveLength(1);
      await cache.terms(query, 'words', [{ word: 'thee' }]);
      await cache.terms(query, 'words', words, { synonymWeights: 'BC' });
      expect(asked).toHaveLength(3);
      jest.advanceTimersByTime(2); // past its 5 s
      await cache.terms(query, 'words', words);
      expect(asked).toHaveLength(4);
    });

    it('forgets the least recently used words when full, and a failed ask at once', async () => {
      const cache = new SearchTermsCache({ ttlMs: 60_000, size: 2 });
      const { asked, query } = asking();
      await cache.terms(query, 'words', [{ word: 'een' }]);
      await cache.terms(query, 'words', [{ word: 'twee' }]);
      await cache.terms(query, 'words', [{ word: 'een' }]);
      await cache.terms(query, 'words', [{ word: 'drie' }]); // 'twee' goes
      await cache.terms(query, 'words', [{ word: 'een' }]);
      expect(asked).toHaveLength(3);
      await cache.terms(query, 'words', [{ word: 'twee' }]);
      expect(asked).toHaveLength(4);

      const failing = async () => Promise.reject(new Error('down'));
      await expect(cache.terms(failing, 'words', [{ word: 'vier' }])).rejects.toThrow('down');
      await cache.terms(query, 'words', [{ word: 'vier' }]);
      expect(asked).toHaveLength(5);
    });
  });
});
