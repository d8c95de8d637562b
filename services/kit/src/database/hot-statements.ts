import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';
import { type DataSource, InstanceChecker, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** What the pg client knows a connection has parsed, by name (it sends no Parse for a name it holds). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

/**
 * Texts with their values written in (`SqlConditions` with `inline`: a search's words and filters), whose plan
 * must see those values, so one named statement with parameters cannot serve them all. A text asked for again goes
 * by name on the connection that runs it: PostgreSQL parses and plans it there once, and a hot search (the same
 * words and filters all day) costs its execution only. Each connection keeps its `perConnection` most recently used
 * names and deallocates the rest (a search's plan holds about 66 KiB); a text asked for once, or no longer among
 * the `followed` last texts, goes unnamed as before.
 */
export class HotStatements {
  private readonly seen: LRUCache<string, true>;
  private readonly named = new WeakMap<PoolClient, LRUCache<string, string>>();

  constructor(private readonly options: { perConnection: number; followed: number }) {
    this.seen = new LRUCache({ max: options.followed });
  }

  /** The rows of `text` (no parameters); a failure is TypeORM's `QueryFailedError`, as `query` throws it. */
  async query<R>(on: DataSource | Pool, text: string): Promise<R[]> {
    const pool = InstanceChecker.isDataSource(on) ? ((on.driver as PostgresDriver).master as Pool) : on;
    try {
      if (!this.seen.has(text)) {
        this.seen.set(text, true);
        return (await pool.query({ text })).rows as R[];
      }
      const client = await pool.connect();
      try {
        const { rows } = await client.query({ name: this.nameOn(client, text), text, values: [] });
        client.release();
        return rows as R[];
      } catch (error) {
        client.release(error as Error); // as the pool's own query: a connection that failed a statement is not reused
        throw error;
      }
    } catch (error) {
      throw new QueryFailedError(text, [], error as Error);
    }
  }

  private nameOn(client: PoolClient, text: string): string {
    let names = this.named.get(client);
    if (!names) {
      names = new LRUCache<string, string>({
        max: this.options.perConnection,
        dispose: (name, _text, reason) => reason === 'evict' && deallocate(client, name),
      });
      this.named.set(client, names);
    }
    let name = names.get(text);
    if (name === undefined) {
      name = `h_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`; // lower case: DEALLOCATE takes it as is
      names.set(text, name); // evicts the least recently used name first, so its DEALLOCATE goes before this text
    }
    return name;
  }
}

/**
 * Frees a name on its connection. The client forgets it at once, and the DEALLOCATE is queued ahead of anything
 * sent later, so a later use of the name parses it again after the server freed it.
 */
function deallocate(client: PoolClient, name: string): void {
  const { parsedStatements } = (client as unknown as ParsedStatements).connection;
  if (parsedStatements[name] === undefined) return; // its parse never went through
  delete parsedStatements[name];
  client.query(`DEALLOCATE ${name}`).catch(() => undefined); // a broken connection is the pool's to drop
}
