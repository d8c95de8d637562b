import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/**
 * The name of a fixed text: one per text, derived from the text itself, so no two texts share a name in a process
 * (a connection refuses a known name with another text), even where two copies of this module share a pool.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * How many texts sent without a name are followed. A text built from what users type must not leave a statement
 * per search in PostgreSQL's memory on every connection: past this many, a new text stays unnamed.
 */
export const REPEATED_TEXTS_FOLLOWED = 1_000;

/**
 * `SELECT *`, `RETURNING *`, `t.*`: PostgreSQL refuses to run a named statement whose result's columns changed
 * since its parse ("cached plan must not change result type"), as after a migration under a running process.
 */
const ALL_COLUMNS = /\b(?:SELECT|RETURNING)\s+(?:DISTINCT\s+)?\*|\w\.\*/i;

/** Each followed text: null after its first use, its name from its second. */
const repeated = new Map<string, string | null>();

/**
 * The name a text sent with values but without a name (TypeORM's statements, a repository's `query`) goes by from
 * its second use on: PostgreSQL then parses and plans it once per connection instead of at every execution, as
 * pgJDBC and Npgsql do for a statement used again. Undefined at its first use (a migration's insert, a one-off
 * read), for a text that reads all columns of a table (`ALL_COLUMNS`), and for a text past the first
 * `REPEATED_TEXTS_FOLLOWED`.
 */
export function repeatedStatementName(text: string): string | undefined {
  const known = repeated.get(text);
  if (known) return known;
  if (known === null) {
    const name = statementName(text);
    repeated.set(text, name);
    return name;
  }
  // Only a text not followed yet is looked at: a statement sent again pays one lookup, not a scan of its text.
  if (repeated.size < REPEATED_TEXTS_FOLLOWED && !ALL_COLUMNS.test(text)) repeated.set(text, null);
  return undefined;
}
