import { DutchSearch, searchVocabularySql, searchWords } from './dutch-search';
import { SqlConditions } from './sql-conditions';

describe('Dutch search', () => {
  it('reads typed text as words: lower case, letters and digits, no single letters or repeats, at most eight', () => {
    expect(searchWords("  Video's van   KOFFIE-bonen!  ")).toEqual(['video', 'van', 'koffie', 'bonen']);
    expect(searchWords('a b')).toEqual([]);
    expect(searchWords('tas tas Tas')).toEqual(['tas']);
    expect(searchWords('een twee drie vier vijf zes zeven acht negen')).toHaveLength(8);
  });

  it('sends the words as one parameter, never inside the SQL', () => {
    const filter = new SqlConditions().and(`status = 'open'`);
    const search = new DutchSearch('project_search_word', [{ word: "x'); DROP TABLE project; --" }], filter);
    expect(filter.params).toEqual([JSON.stringify([{ w: "x'); DROP TABLE project; --", syn: [] }])]);
    expect(search.with).not.toContain('DROP TABLE');
    expect(() => new DutchSearch('project; --', [], filter)).toThrow(/unsafe/);
    expect(() => new DutchSearch('words', [], filter, { synonymWeights: 'A,B' })).toThrow(RangeError);
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
});
