import { escapeLiteral } from 'pg';

/** A value as SQL text: strings quoted by the driver's own escaping, numbers checked finite, arrays of those. */
export function sqlLiteral(value: unknown): string {
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A date untyped, as a parameter is sent: PostgreSQL reads it as the column's type it is compared with.
  if (value instanceof Date && !Number.isNaN(value.getTime())) return escapeLiteral(value.toISOString());
  if (Array.isArray(value) && value.length > 0) return `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  throw new TypeError(`no SQL literal for ${String(value)}`);
}

/**
 * The WHERE clause of a hand-written read query, with numbered parameters ($1, $2 …). Hot public lists read
 * plain rows with SQL instead of hydrating entities through the query builder, which costs more than the query
 * itself (docs/decisions/006-read-queries-in-sql.md); this keeps those queries parameterised and composable.
 */
export class SqlConditions {
  private readonly conditions: string[] = [];
  private readonly values: unknown[] = [];

  /**
   * `inline`: each value is written into the text as a literal instead of a parameter, for a statement whose plan
   * must see its values and that a hot search sends again as it is (`HotStatements`).
   */
  constructor(private readonly options: { inline?: boolean } = {}) {}

  /** Adds a value and answers its placeholder (or, inline, its literal), for use inside a condition. */
  param(value: unknown): string {
    if (this.options.inline) return sqlLiteral(value);
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Adds a condition (joined with AND). */
  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `WHERE a AND b …`, or nothing when there are no conditions. */
  get where(): string {
    return this.conditions.length === 0 ? '' : `WHERE ${this.conditions.map((condition) => `(${condition})`).join(' AND ')}`;
  }

  /**
   * `LIMIT n OFFSET m` written into the SQL, checked to be whole numbers: a list without filters then has no
   * parameters at all, and the driver uses PostgreSQL's simple protocol (one message, no separate parse and bind).
   */
  page(limit: number, offset: number): string {
    for (const value of [limit, offset]) {
      if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a page bound: ${String(value)}`);
    }
    return `LIMIT ${limit} OFFSET ${offset}`;
  }

  /** A copy of the values so far; placeholders added later continue the numbering. */
  get params(): unknown[] {
    return [...this.values];
  }
}
