import { SqlConditions } from './sql-conditions';

describe('SqlConditions', () => {
  it('numbers placeholders in the order values are added and joins conditions with AND', () => {
    const sql = new SqlConditions().and(`status = 'open'`);
    sql.and(`category = ${sql.param('beauty')}`).and(`budget >= ${sql.param(250)} OR budget IS NULL`);
    expect(sql.where).toBe(`WHERE (status = 'open') AND (category = $1) AND (budget >= $2 OR budget IS NULL)`);
    expect(sql.params).toEqual(['beauty', 250]);
  });

  it('answers no WHERE at all without conditions, and values stay out of the SQL text', () => {
    const sql = new SqlConditions();
    expect(sql.where).toBe('');
    sql.and(`title = ${sql.param(`'; DROP TABLE project; --`)}`);
    expect(sql.where).toBe('WHERE (title = $1)');
    expect(sql.params).toEqual([`'; DROP TABLE project; --`]);
  });

  it('writes page bounds into the SQL only when they are whole, non-negative numbers', () => {
    const sql = new SqlConditions();
    expect(sql.page(12, 24)).toBe('LIMIT 12 OFFSET 24');
    expect(sql.params).toEqual([]);
    for (const [limit, offset] of [
      [1.5, 0],
      [-1, 0],
      [12, Number.NaN],
      [12, '0; DROP TABLE x' as unknown as number],
    ]) {
      expect(() => sql.page(limit, offset)).toThrow(RangeError);
    }
  });
});

describe('SqlConditions with values written in', () => {
  it('writes each value as a literal PostgreSQL reads back unchanged, and adds no parameter', () => {
    const sql = new SqlConditions({ inline: true });
    sql.and(`title = ${sql.param(`'; DROP TABLE project; --`)}`).and(`path = ${sql.param('a\\b')}`);
    sql.and(`budget >= ${sql.param(25_000)}`).and(`words = ${sql.param(['koffie', "it's"])}`);
    sql.and(`deadline <= ${sql.param(new Date('2026-12-01T10:00:00Z'))}`);
    expect(sql.where).toBe(
      `WHERE (title = '''; DROP TABLE project; --') AND (path =  E'a\\\\b') AND (budget >= 25000) AND ` +
        `(words = ARRAY['koffie', 'it''s']) AND (deadline <= '2026-12-01T10:00:00.000Z')`,
    );
    expect(sql.params).toEqual([]);
  });

  it('refuses a value it cannot write exactly', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, new Date('nope'), [], { a: 1 }]) {
      expect(() => new SqlConditions({ inline: true }).param(value)).toThrow(TypeError);
    }
  });
});
