import { REPEATED_TEXTS_FOLLOWED, repeatedStatementName, statementName } from './statement-names';

describe('the names of statements sent without one', () => {
  it('names a text from its second use, by the name the text has when sent by name', () => {
    const text = 'SELECT label FROM item WHERE id = $1';
    expect(repeatedStatementName(text)).toBeUndefined();
    expect(repeatedStatementName(text)).toBe(statementName(text));
    expect(repeatedStatementName(text)).toBe(statementName(text));
  });

  it('never names a text that reads every column of a table, whose columns a migration may change under it', () => {
    for (const text of [
      'SELECT * FROM invoice WHERE id = $1',
      'UPDATE rating SET published_at = $2 WHERE id = $1 RETURNING *',
      'SELECT earning.* FROM earning WHERE id = $1',
    ]) {
      expect(repeatedStatementName(text)).toBeUndefined();
      expect(repeatedStatementName(text)).toBeUndefined();
    }
    const counted = 'SELECT count(*)::int AS n FROM item WHERE id > $1';
    repeatedStatementName(counted);
    expect(repeatedStatementName(counted)).toBe(statementName(counted));
  });

  it('follows a bounded number of texts: one that comes after them stays unnamed however often it is sent', () => {
    for (let i = 0; i < REPEATED_TEXTS_FOLLOWED; i += 1) repeatedStatementName(`SELECT ${i}`);
    expect(repeatedStatementName('SELECT late')).toBeUndefined();
    expect(repeatedStatementName('SELECT late')).toBeUndefined();
    // The texts followed before go on being named.
    expect(repeatedStatementName('SELECT 0')).toBe(statementName('SELECT 0'));
  });
});
