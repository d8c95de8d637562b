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

  /** A copy of the values so far; placeholders added later continue the numbering. */
  get params(): unknown[] {
    return [...this.values];
  }
}
