const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything else in an id is simply not found (and never reaches PostgreSQL's uuid parser). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
