// Checks the contexts table of docs/architecture.md against the code: each context's "publishes" cell names exactly
// the events its proto registry (proto/src/contexts/<context>.ts) defines, its "reacts to" cell exactly the events its
// services/<context>/src/interface/events/subscriptions.ts subscribes to, and no cell names an event that does not
// exist. Words in parentheses may say why; every event is named by its type name. Used by
// scripts/test/contexts-table.test.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DEFINITION = /(\w+): defineEvent\('([a-z]+)'/g;
const SUBSCRIPTION = /\b(?:on|notice)\(\s*\w+Events\.(\w+)\s*,/g;
/** A word shaped like an event type name: two or more capitalised parts (ProjectCreated, not KvK or BTW). */
const EVENT_NAME = /\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g;

/** What the code says: `{ published: Map<context, Set<event>>, subscribed: Map<context, Set<event>> }`. */
export function readCode(root) {
  const published = new Map();
  const contextsFolder = path.join(root, 'proto', 'src', 'contexts');
  for (const file of readdirSync(contextsFolder).filter((name) => name.endsWith('.ts'))) {
    for (const [, event, context] of readFileSync(path.join(contextsFolder, file), 'utf8').matchAll(DEFINITION)) {
      if (!published.has(context)) published.set(context, new Set());
      published.get(context).add(event);
    }
  }
  const subscribed = new Map();
  const servicesFolder = path.join(root, 'services');
  for (const context of readdirSync(servicesFolder)) {
    const file = path.join(servicesFolder, context, 'src', 'interface', 'events', 'subscriptions.ts');
    if (!existsSync(file)) continue;
    subscribed.set(context, new Set([...readFileSync(file, 'utf8').matchAll(SUBSCRIPTION)].map(([, event]) => event)));
  }
  return { published, subscribed };
}

/** The rows of the table under "## Contexts running today": `{ context, publishes, reactsTo }` per row. */
export function readTable(markdown) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Contexts running today'));
  if (!section) return null;
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[0] ?? '|');
  const column = (name) => header.indexOf(name);
  return lines.slice(2).map((line) => {
    const row = cells(line);
    return {
      context: row[column('context')],
      publishes: row[column('publishes')] ?? '',
      reactsTo: row[column('reacts to')] ?? '',
    };
  });
}

const sorted = (set) => [...set].sort().join(', ');

/** Every problem of the table against the code, each naming its context and column; an empty list when true. */
export function checkContextsTable(markdown, { published, subscribed }) {
  const rows = readTable(markdown);
  if (!rows) return ['docs/architecture.md: has no "## Contexts running today" section'];
  const known = new Set([...published.values()].flatMap((events) => [...events]));
  const problems = [];
  const contexts = new Set([...subscribed.keys(), ...published.keys()]);
  for (const context of contexts) {
    if (!rows.some((row) => row.context === context)) problems.push(`${context}: has no row in the table`);
  }
  for (const row of rows) {
    if (!contexts.has(row.context)) {
      problems.push(`${row.context}: has a row but no service or events`);
      continue;
    }
    for (const [column, text, expected] of [
      ['publishes', row.publishes, published.get(row.context) ?? new Set()],
      ['reacts to', row.reactsTo, subscribed.get(row.context) ?? new Set()],
    ]) {
      const named = new Set(text.match(EVENT_NAME) ?? []);
      const unknown = [...named].filter((event) => !known.has(event));
      const missing = [...expected].filter((event) => !named.has(event));
      const extra = [...named].filter((event) => known.has(event) && !expected.has(event));
      if (unknown.length) problems.push(`${row.context} ${column}: names ${sorted(unknown)}, which no context publishes`);
      if (missing.length) problems.push(`${row.context} ${column}: leaves out ${sorted(missing)}`);
      if (extra.length) problems.push(`${row.context} ${column}: names ${sorted(extra)}, which the code does not`);
    }
  }
  return problems;
}
