/**
 * The WHERE clause of a hand-written read query, with numbered parameters ($1, $2 …). Hot public lists read
 * plain rows with SQL instead of hydrating entities through the query builder, which costs more than the query
 * itself (docs/decisions/006-read-queries-in-sql.md); this keeps those queries parameterised and composable.
 */
export class SqlConditions {
  private readonly conditions: string[] = [];
  private readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder, for use inside a condition. */
  param(value: unknown): string {
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
