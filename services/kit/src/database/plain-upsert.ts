import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { PreparedStatements, type Statement } from './prepared-statements';

/** Per property, the stored values an upsert leaves in place. */
export type Kept<T> = { readonly [K in keyof T & string]?: readonly T[K][] };

/**
 * An entity's upsert by hand-written SQL, for projections that apply what an event says: the statement TypeORM's
 * `upsert` would send (the given properties inserted, or written over the row with the same key; its update-date
 * columns set anew), its text built once per set of given properties from the entity's metadata, so the entity
 * stays the one place that says how a column maps. In a transaction it goes with the next statement or the COMMIT,
 * since nobody reads its answer: a projection's apply then takes no round trip of its own. A property may keep the
 * row's value when that value is one the caller names (`kept`): a rule that needs the stored value then costs no read.
 */
export class PlainUpsert<T extends ObjectLiteral> {
  private readonly texts = new Map<string, string>();
  private built?: { table: string; columns: ColumnMetadata[]; conflict: ColumnMetadata[]; updateDates: ColumnMetadata[] };

  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
    /** The properties whose unique index decides which row is the same one. */
    private readonly conflictPaths: readonly (keyof T & string)[],
  ) {}

  /**
   * The statement for these properties (those left undefined keep the row's value, or take their default). `kept`:
   * a given property keeps the row's current value when that value is one of these.
   */
  statement(properties: Partial<T>, kept: Kept<T> = {}): Statement {
    const { table, columns, conflict, updateDates } = this.metadata();
    const given = columns.filter((column) => column.getEntityValue(properties) !== undefined);
    // The given properties whose stored value may stay, each with the values that make it stay.
    const guarded = given.flatMap((column) => {
      const values = kept[column.propertyName as keyof T & string];
      return values ? [{ column, values }] : [];
    });
    const key = `${given.map((column) => column.propertyName).join(',')} kept ${guarded.map(({ column }) => column.propertyName).join(',')}`;
    let text = this.texts.get(key);
    if (!text) {
      const names = given.map((column) => quoted(column.databaseName));
      const overwritten = [...new Set([...conflict, ...given])].map((column) => {
        const name = quoted(column.databaseName);
        const guard = guarded.findIndex((entry) => entry.column === column);
        if (guard < 0) return `${name} = EXCLUDED.${name}`;
        const current = `${quoted(table)}.${name}`;
        return `${name} = CASE WHEN ${current} = ANY($${given.length + guard + 1}) THEN ${current} ELSE EXCLUDED.${name} END`;
      });
      const renewed = updateDates
        .filter((column) => !given.includes(column))
        .map((column) => `${quoted(column.databaseName)} = DEFAULT`);
      text = `INSERT INTO ${quoted(table)} (${names.join(', ')}) VALUES (${given.map((_, index) => `$${index + 1}`).join(', ')})
        ON CONFLICT (${conflict.map((column) => quoted(column.databaseName)).join(', ')})
        DO UPDATE SET ${[...overwritten, ...renewed].join(', ')}`;
      this.texts.set(key, text);
    }
    const values = given.map((column) => persisted(column, column.getEntityValue(properties)));
    const keptValues = guarded.map(({ column, values: stay }) => stay.map((value) => persisted(column, value)));
    return { text, values: [...values, ...keptValues] };
  }

  /** Queues the upsert in the manager's transaction (sent at once outside one). */
  queue(manager: EntityManager, properties: Partial<T>, kept?: Kept<T>): Promise<void> {
    const { text, values } = this.statement(properties, kept);
    return PreparedStatements.queue(manager, text, values);
  }

  // Built on first use: entity metadata exists only once the data source has been initialised.
  private metadata() {
    if (!this.built) {
      const metadata = this.dataSource.getMetadata(this.entity);
      const columns = metadata.columns.filter((column) => !column.isVirtual);
      const conflict = metadata.mapPropertyPathsToColumns([...this.conflictPaths]);
      if (conflict.length !== this.conflictPaths.length) throw new Error(`unknown conflict paths of ${metadata.name}`);
      this.built = { table: metadata.tableName, columns, conflict, updateDates: columns.filter((c) => c.isUpdateDate) };
    }
    return this.built;
  }
}

function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** What TypeORM would send for the value: its column's transformer applied, JSON columns as JSON text. */
function persisted(column: ColumnMetadata, value: unknown): unknown {
  if (value === null) return null;
  const transformed = column.transformer && !Array.isArray(column.transformer) ? column.transformer.to(value) : value;
  return column.type === 'json' || column.type === 'jsonb' ? JSON.stringify(transformed) : transformed;
}
