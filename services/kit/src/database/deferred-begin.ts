import { type Pool, type PoolClient, Query, type QueryConfig, type QueryResult } from 'pg';

/**
 * A transaction's BEGIN travels with its first statement instead of taking a round trip of its own: every round
 * trip costs a socket write and a wake-up on both sides, which is most of a short transaction's CPU. TypeORM's
 * `START TRANSACTION` is answered at once and remembered; the next statement on that connection opens the
 * transaction. A named statement (the kit's PreparedStatements) carries BEGIN in the same write, ahead of its own
 * messages and before one Sync; any other statement is preceded by BEGIN as before. A transaction that sent no
 * statement ends without a word to PostgreSQL, since it never began there.
 */
export function deferTransactionStarts(pool: Pool): void {
  pool.on('acquire', (client) => deferBegin(client));
  // A connection goes back to the pool with nothing pending, whatever its last user left.
  pool.on('release', (_error, client) => deferred.delete(client));
}

/** BEGIN prepared by name: once PostgreSQL knows it on a connection, it costs a Bind and an Execute there. */
const BEGIN: QueryConfig = { name: 'k_begin', text: 'BEGIN' };

/** Connections whose transaction was asked for and not begun yet. */
const deferred = new WeakSet<PoolClient>();
const wrapped = new WeakSet<PoolClient>();

const answered = (command: string): QueryResult => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  bind(config: { statement: string }): void;
  execute(config: { portal: string; rows: number }): void;
}

/** A named statement whose Bind and Execute follow BEGIN's, all before one Sync: one round trip for both. */
class StatementAfterBegin extends Query {
  prepare(connection: ProtocolConnection): void {
    connection.bind({ statement: BEGIN.name! });
    connection.execute({ portal: '', rows: 0 });
    (Query.prototype as unknown as { prepare(connection: ProtocolConnection): void }).prepare.call(this, connection);
  }
}

function deferBegin(client: PoolClient): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const beginKnown = () =>
    (client as unknown as { connection: ProtocolConnection }).connection.parsedStatements[BEGIN.name!] === BEGIN.text;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const plain = values === undefined && callback === undefined;
    if (plain && config === 'START TRANSACTION') {
      deferred.add(client);
      return Promise.resolve(answered('BEGIN'));
    }
    if (!deferred.has(client)) return send(config, values, callback);
    deferred.delete(client);
    if (plain && (config === 'COMMIT' || config === 'ROLLBACK')) return Promise.resolve(answered(config));
    const named = typeof config === 'object' && config !== null && typeof (config as QueryConfig).name === 'string';
    if (named && plain && beginKnown()) return afterBegin(client, config as QueryConfig);
    return (send(BEGIN) as Promise<unknown>).then(() => send(config, values, callback));
  }) as typeof client.query;
}

/** The statement's own result: the query answers BEGIN's result first and the statement's last. */
function afterBegin(client: PoolClient, config: QueryConfig): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    client.query(
      new StatementAfterBegin(config, undefined, (error, results: QueryResult | QueryResult[]) =>
        error ? reject(error) : resolve(Array.isArray(results) ? results[results.length - 1] : results),
      ),
    );
  });
}
