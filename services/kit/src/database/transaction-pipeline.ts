import { type Pool, type PoolClient, Query, type QueryConfig, type QueryResult } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { repeatedStatementName } from './statement-names';

/**
 * Within a transaction, a statement whose answer nobody reads travels with the next statement instead of taking a
 * round trip of its own: every round trip costs a socket write and a wake-up on both sides, which is most of a short
 * transaction's CPU. Two kinds wait like this:
 * - BEGIN: TypeORM's `START TRANSACTION` is answered at once, and the transaction begins with its first statement;
 *   a transaction that sent no statement ends without a word to PostgreSQL, since it never began there.
 * - What the kit queues (`queueInTransaction`): an outbox row, a reminder, a counter nobody reads back.
 * Statements whose answers are read but that need nothing of each other's go together the same way (`sendTogether`).
 * Waiting statements go ahead of the next statement in the same write, before one Sync, when that statement goes by
 * name and PostgreSQL already parsed every waiting one on this connection; otherwise they are sent one by one
 * before it, as without waiting. COMMIT goes by name for this, and a text sent with values but without a name
 * (TypeORM's) goes by name from its second use (`repeatedStatementName`): it is then planned once per connection,
 * and what waits can go with it. The order of the transaction's statements never changes, so what a statement
 * reads is what it read when every statement went on its own; only a waiting statement's failure surfaces at the
 * statement it went with, which fails the transaction all the same.
 */
export function pipelineTransactions(pool: Pool): void {
  pool.on('acquire', (client) => pipeline(client));
  // A connection goes back to the pool with nothing waiting and no transaction, whatever its last user left.
  pool.on('release', (_error, client) => {
    waiting.delete(client);
    inTransaction.delete(client);
  });
}

/**
 * Queues a named statement on a connection in a transaction, to go with the transaction's next statement or its
 * COMMIT; its answer is dropped. False when the connection is in no transaction this module began (the caller then
 * sends it itself). Values are turned into PostgreSQL's text here, so a value that cannot be sent fails here.
 */
export function queueInTransaction(client: PoolClient, config: NamedStatement): boolean {
  if (!inTransaction.has(client)) return false;
  const step: Step = { name: config.name, text: config.text, values: config.values.map(prepareValue) };
  const steps = waiting.get(client);
  if (steps) steps.push(step);
  else waiting.set(client, [step]);
  return true;
}

/**
 * Sends named statements on a connection in a transaction in one write, in order, and answers each one's result;
 * null when the connection is in no transaction this module began (the caller then sends them itself). When one
 * is not parsed yet on the connection they go one by one. The first failure fails the rest, and the transaction.
 */
export function sendTogether(client: PoolClient, statements: readonly NamedStatement[]): Promise<QueryResult[]> | null {
  if (!inTransaction.has(client) || statements.length === 0) return null;
  return client.query(new Together(statements) as unknown as QueryConfig) as unknown as Promise<QueryResult[]>;
}

type NamedStatement = Required<Pick<QueryConfig, 'name' | 'text' | 'values'>>;

/** What `sendTogether` hands the wrapped `query`. */
class Together {
  constructor(readonly statements: readonly NamedStatement[]) {}
}

interface Step {
  name: string;
  text: string;
  values: unknown[];
}

/** BEGIN and COMMIT by name: once PostgreSQL knows them on a connection, each costs a Bind and an Execute there. */
const BEGIN: Step = { name: 'k_begin', text: 'BEGIN', values: [] };
const COMMIT: QueryConfig = { name: 'k_commit', text: 'COMMIT' };

/** What waits on each connection, in order; BEGIN first while the transaction has not begun at PostgreSQL. */
const waiting = new WeakMap<PoolClient, Step[]>();
/** Connections between a `START TRANSACTION` and its COMMIT or ROLLBACK. */
const inTransaction = new WeakSet<PoolClient>();
const wrapped = new WeakSet<PoolClient>();

const answered = (command: string): QueryResult => ({ command, rowCount: null, oid: 0, rows: [], fields: [] });

interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
}

/** A named statement whose Bind and Execute follow those of the waiting statements, all before one Sync. */
class StatementWithWaiting extends Query {
  private ahead: readonly Step[] = [];

  static of(ahead: readonly Step[], config: QueryConfig, done: (error: Error | undefined, results: unknown) => void) {
    const query = new StatementWithWaiting(config, undefined, done);
    query.ahead = ahead;
    return query;
  }

  prepare(connection: ProtocolConnection): void {
    for (const step of this.ahead) {
      connection.bind({ statement: step.name, values: step.values });
      connection.describe({ type: 'P', name: '' }); // its rows, if any, come described, and are dropped
      connection.execute({ portal: '', rows: 0 });
    }
    (Query.prototype as unknown as { prepare(connection: ProtocolConnection): void }).prepare.call(this, connection);
  }
}

type Send = (config: unknown, values?: unknown, callback?: unknown) => Promise<QueryResult>;

function pipeline(client: PoolClient): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const send = client.query.bind(client) as Send;
  const parsed = (step: { name?: string; text: string }) =>
    (client as unknown as { connection: ProtocolConnection }).connection.parsedStatements[step.name!] === step.text;

  /**
   * The waiting statements, then `config`: in one write when all can go by name, else one by one. Answers the
   * results of the last `kept` statements (the waiting ones answer theirs first).
   */
  const withWaiting = (steps: readonly Step[], config: QueryConfig, kept = 1): Promise<QueryResult[]> => {
    if (steps.every(parsed)) {
      return new Promise((resolve, reject) => {
        send(
          StatementWithWaiting.of(steps, config, (error, results) =>
            error ? reject(error) : resolve((Array.isArray(results) ? results : [results as QueryResult]).slice(-kept)),
          ),
        );
      });
    }
    return inTurn(steps).then(async (results) => [...results.slice(results.length - kept + 1), await send(config)]);
  };
  const inTurn = async (steps: readonly Step[]) => {
    const results: QueryResult[] = [];
    for (const { name, text, values } of steps) results.push(await send({ name, text, values }));
    return results;
  };
  const last = (results: Promise<QueryResult[]>) => results.then((all) => all[all.length - 1]);

  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = repeatedStatementName(config);
      if (name) return client.query({ name, text: config, values });
    }
    if (config instanceof Together) {
      const statements = config.statements.map((statement) => ({ ...statement, values: statement.values.map(prepareValue) }));
      const steps = [...(waiting.get(client) ?? []), ...statements.slice(0, -1)];
      waiting.delete(client);
      return withWaiting(steps, statements[statements.length - 1], statements.length);
    }
    const plain = values === undefined && callback === undefined;
    if (plain && config === 'START TRANSACTION' && !inTransaction.has(client)) {
      inTransaction.add(client);
      waiting.set(client, [BEGIN]);
      return Promise.resolve(answered('BEGIN'));
    }
    const ending = plain && (config === 'COMMIT' || config === 'ROLLBACK');
    if (ending) inTransaction.delete(client);
    const steps = waiting.get(client);
    if (!steps) return send(config, values, callback);
    waiting.delete(client);
    const begun = steps[0] !== BEGIN;
    if (config === 'ROLLBACK' && ending) return begun ? send(config) : Promise.resolve(answered(config));
    if (config === 'COMMIT' && ending) {
      return steps.length === 1 && !begun ? Promise.resolve(answered(config)) : last(withWaiting(steps, COMMIT));
    }
    const named = typeof config === 'object' && config !== null && typeof (config as QueryConfig).name === 'string';
    if (named && plain) return last(withWaiting(steps, config as QueryConfig));
    return inTurn(steps).then(() => send(config, values, callback));
  }) as typeof client.query;
}
