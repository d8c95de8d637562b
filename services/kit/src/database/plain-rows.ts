import type { DataSource, EntityTarget, ObjectLiteral, ValueTransformer } from 'typeorm';

/**
 * An entity's columns read as plain rows by hand-written SQL (docs/decisions/006-read-queries-in-sql.md): the
 * select list (database names aliased to property names) and a reader that applies each column's transformer,
 * so the entity stays the one place that says how a column maps. `date` columns are read as text, as TypeORM does.
 */
export class PlainRows<T extends ObjectLiteral> {
  private built?: { select: string; transforms: [string, ValueTransformer][] };

  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
    private readonly alias: string,
  ) {}

  /** `alias.column AS "property", …` for every column of the entity. */
  get select(): string {
    return this.metadata().select;
  }

  /** Turns a row selected with `select` into the entity's shape (in place, for speed on hot paths). */
  read<R extends Record<string, unknown>>(row: R): T & R {
    for (const [property, transformer] of this.metadata().transforms) {
      (row as Record<string, unknown>)[property] = transformer.from(row[property]);
    }
    return row as T & R;
  }

  // Built on first use: entity metadata exists only once the data source has been initialised.
  private metadata() {
    if (!this.built) {
      const { columns } = this.dataSource.getMetadata(this.entity);
      this.built = {
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
