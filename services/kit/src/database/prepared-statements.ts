import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Statements a hot read sends by name, straight to the driver's pool: PostgreSQL parses a named statement once per
 * connection and the pool skips TypeORM's query runner. Each text gets its own name and keeps it (a connection
 * refuses a known name with another text), so only a bounded set of texts may be named: texts built from what users
 * type go unnamed (`prepare: false`).
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    /** Unique per process, e.g. `identity_creator_cards`. */
    private readonly prefix: string,
  ) {}

  async query<R>(text: string, values: unknown[], { prepare = true }: { prepare?: boolean } = {}): Promise<R[]> {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query({ name: prepare ? this.nameOf(text) : undefined, text, values });
    return result.rows as R[];
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) this.names.set(text, (name = `${this.prefix}_${this.names.size + 1}`));
    return name;
  }
}
