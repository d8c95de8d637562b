import type { Pool, PoolClient, QueryConfig } from 'pg';
import { DataSource, EntityManager, InstanceChecker, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { statementName } from './statement-names';
import { queueInTransaction, sendTogether } from './transaction-pipeline';

export { statementName } from './statement-names';

/**
 * Where a statement goes: a transaction's manager sends it on the transaction's connection; a data source, a pool,
 * or a manager outside a transaction on whichever pooled connection is free.
 */
export type StatementTarget = EntityManager | DataSource | Pool;

/** A fixed text and its values, for `PreparedStatements.together`. */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

/**
 * The one way to send a statement by name at its first use: PostgreSQL parses and plans a named statement once per
 * connection instead of at every execution. Only fixed texts may be named (every name stays known to every
 * connection that used it). A text whose plan must see its values (typed search words) goes with `prepare: false`,
 * or with its values written in through `HotStatements`. TypeORM's statements and a repository's `query` with
 * values go by name from their second use (`repeatedStatementName`). The pg client counts a statement as prepared only once PostgreSQL confirmed its parse,
 * so a parse that failed (an aborted transaction) is sent again next time.
 */
export const PreparedStatements = {
  /**
   * The rows the statement answers (for UPDATE and DELETE too: TypeORM's `query` would answer `[rows, count]`).
   * Through a manager or a data source a failure is TypeORM's `QueryFailedError`, as `query` throws it.
   */
  async query<R>(
    on: StatementTarget,
    text: string,
    values: readonly unknown[],
    { prepare = true }: { prepare?: boolean } = {},
  ): Promise<R[]> {
    const config: QueryConfig = { name: prepare ? statementName(text) : undefined, text, values: values as unknown[] };
    if (!(on instanceof EntityManager) && !InstanceChecker.isDataSource(on)) return (await on.query(config)).rows as R[];
    try {
      return (await (await connectionOf(on)).query(config)).rows as R[];
    } catch (error) {
      throw error instanceof QueryRunnerAlreadyReleasedError
        ? error
        : new QueryFailedError(text, values as unknown[], error as Error);
    }
  },

  /**
   * Several statements by name in one round trip, in order, answering each one's rows: for statements that need
   * nothing of each other's answers (a lock, then an insert that reads the locked row itself). Outside a
   * transaction, or on a connection that does not pipeline, they go one by one.
   */
  async together<R extends unknown[][]>(on: EntityManager, statements: readonly Statement[]): Promise<R> {
    const runner = on.queryRunner;
    if (runner?.isTransactionActive && !runner.isReleased) {
      const configs = statements.map(({ text, values }) => ({ name: statementName(text), text, values: values as unknown[] }));
      const sent = sendTogether((await runner.connect()) as PoolClient, configs);
      if (sent) {
        try {
          return (await sent).map((result) => result.rows) as R;
        } catch (error) {
          throw new QueryFailedError(statements.map(({ text }) => text).join(';\n'), [], error as Error);
        }
      }
    }
    const rows: unknown[][] = [];
    for (const { text, values } of statements) rows.push(await this.query(on, text, values));
    return rows as R;
  },

  /**
   * A statement whose answer nobody reads (an outbox row, a reminder): in a transaction it goes to PostgreSQL with
   * the transaction's next statement or its COMMIT, saving its round trip, and its failure fails that statement and
   * so the transaction. Outside a transaction, or on a connection that does not pipeline, it is sent at once.
   */
  async queue(on: EntityManager, text: string, values: readonly unknown[]): Promise<void> {
    const runner = on.queryRunner;
    if (runner?.isTransactionActive && !runner.isReleased) {
      const config = { name: statementName(text), text, values: values as unknown[] };
      if (queueInTransaction((await runner.connect()) as PoolClient, config)) return;
    }
    await this.query(on, text, values);
  },
};

async function connectionOf(on: EntityManager | DataSource): Promise<Pool | PoolClient> {
  const runner = on instanceof EntityManager ? on.queryRunner : undefined;
  if (!runner) return ((on instanceof EntityManager ? on.connection : on).driver as PostgresDriver).master as Pool;
  if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
  return (await runner.connect()) as PoolClient;
}
