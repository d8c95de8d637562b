// PostgreSQL's own account of the statements a benchmark makes it run (pg_stat_statements): per unit of work (a
// message, a request), how often each statement ran and how long it took, planning apart. Its times are time spent
// in the statement, waits and a busy machine's queueing included: they rank the statements, CPU is measured apart.
import pg from 'pg';

/** The server settings `startBenchPostgres` needs for `statementCosts` (the library is loaded only at start). */
export const STATEMENT_COSTS_SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track_planning': 'on',
};

/** `reset()` before the work, `read(units)` after it: the statements of this database, the costliest first. */
export async function statementCosts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    reset: () => client.query('SELECT pg_stat_statements_reset()'),
    async read(units, limit = 12) {
      const { rows } = await client.query(
        `SELECT calls, total_exec_time AS exec_ms, total_plan_time AS plan_ms, rows,
                regexp_replace(query, '\\s+', ' ', 'g') AS text
           FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND query NOT LIKE '%pg_stat_statements%'
          ORDER BY total_exec_time + total_plan_time DESC
          LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        callsPerUnit: Number(row.calls) / units,
        execMsPerUnit: row.exec_ms / units,
        planMsPerUnit: row.plan_ms / units,
        rowsPerCall: Number(row.rows) / Number(row.calls),
        text: row.text,
      }));
    },
    close: () => client.end(),
  };
}

/** One line per statement: calls and ms per unit, rows per call, the statement's start. */
export function formatStatementCosts(costs, unit) {
  return costs.map(
    (cost) =>
      `  ${cost.callsPerUnit.toFixed(2).padStart(6)} calls/${unit}  ` +
      `${(cost.execMsPerUnit * 1000).toFixed(1).padStart(6)} µs executing  ` +
      `${(cost.planMsPerUnit * 1000).toFixed(1).padStart(5)} µs planning  ` +
      `${cost.rowsPerCall.toFixed(1).padStart(5)} rows/call  ${cost.text.slice(0, 90)}`,
  );
}
