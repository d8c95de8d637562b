/** node-postgres turns a parameter into PostgreSQL's text with this, as it does for every statement it sends. */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): unknown;
}
