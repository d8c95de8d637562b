import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral, ValueTransformer } from 'typeorm';
import { PreparedStatements, type StatementTarget } from './prepared-statements';

/**
 * An entity's columns read as plain rows by hand-written SQL (docs/decisions/006-read-queries-in-sql.md): the
 * select list (database names aliased to property names) and a reader that applies each column's transformer,
 * so the entity stays the one place that says how a column maps. `date` columns are read as text, as TypeORM does.
 */
export class PlainRows<T extends ObjectLiteral, K extends keyof T & string = keyof T & string> {
  private built?: { entity: EntityMetadata; select: string; transforms: [string, ValueTransformer][] };

  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
    private readonly alias: string,
    /** Only these properties (a card needs fewer columns than the whole row); all of them when left out. */
    private readonly properties?: readonly K[],
  ) {}

  /** `alias.column AS "property", …` for the chosen columns of the entity. */
  get select(): string {
    return this.metadata().select;
  }

  /** Turns a row selected with `select` into the entity's shape (in place, for speed on hot paths). */
  read<R extends Record<string, unknown>>(row: R): Pick<T, K> & R {
    for (const [property, transformer] of this.metadata().transforms) {
      (row as Record<string, unknown>)[property] = transformer.from(row[property]);
    }
    return row as Pick<T, K> & R;
  }

  /** The first row a statement selecting `select` answers (sent by name), as an entity; null when none. */
  async one(on: StatementTarget, text: string, values: readonly unknown[]): Promise<Pick<T, K> | null> {
    const [row] = await PreparedStatements.query<Record<string, unknown>>(on, text, values);
    return row ? Object.assign(this.metadata().entity.create() as T, this.read(row)) : null;
  }

  // Built on first use: entity metadata exists only once the data source has been initialised.
  private metadata() {
    if (!this.built) {
      const wanted = this.properties && new Set<string>(this.properties);
      const entity = this.dataSource.getMetadata(this.entity);
      const columns = entity.columns.filter((column) => !wanted || wanted.has(column.propertyName));
      this.built = {
        entity,
        select: columns
          .map(
            (column) =>
              `${this.alias}.${column.databaseName}${column.type === 'date' ? '::text' : ''} AS "${column.propertyName}"`,
          )
          .join(', '),
        transforms: columns
          .filter((column) => column.transformer && !Array.isArray(column.transformer))
          .map((column) => [column.propertyName, column.transformer as ValueTransformer]),
      };
    }
    return this.built;
  }
}
