// The contexts table of docs/architecture.md says which events each context publishes and reacts to; the code says it
// too (proto/src/contexts, each service's subscriptions.ts). This keeps the two the same.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkContextsTable, readCode, readTable } from '../lib/check-contexts-table.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
const code = readCode(root);
const copyOf = ({ published, subscribed }) => ({
  published: new Map([...published].map(([context, events]) => [context, new Set(events)])),
  subscribed: new Map([...subscribed].map(([context, events]) => [context, new Set(events)])),
});

describe('docs/architecture.md, contexts table', () => {
  test('reads every context of the code, and events on both sides', () => {
    assert.deepEqual(
      readTable(doc)
        .map((row) => row.context)
        .sort(),
      [...code.subscribed.keys()].sort(),
    );
    assert.ok(code.published.get('projects').has('ProjectCreated'));
    assert.ok(code.subscribed.get('identity').has('RatingPublished'));
  });

  test('says what the code says', () => {
    assert.deepEqual(checkContextsTable(doc, code), []);
  });

  test('an event a context starts to publish is missed until the table names it', () => {
    const changed = copyOf(code);
    changed.published.get('messaging').add('ProjectCompleted');
    changed.published.get('projects').delete('ProjectCompleted');
    assert.deepEqual(checkContextsTable(doc, changed), [
      'projects publishes: names ProjectCompleted, which the code does not',
      'messaging publishes: leaves out ProjectCompleted',
    ]);
  });

  test('a subscription added or removed is missed until the table says so', () => {
    const changed = copyOf(code);
    changed.subscribed.get('identity').add('AccountDeleted');
    changed.subscribed.get('analytics').delete('PayoutReleased');
    assert.deepEqual(checkContextsTable(doc, changed), [
      'identity reacts to: leaves out AccountDeleted',
      'analytics reacts to: names PayoutReleased, which the code does not',
    ]);
  });

  test('a name that is no event, and a context without a row, are named', () => {
    const renamed = doc.replace('ProjectViewed, ProjectPurged', 'ProjectSeen, ProjectPurged');
    assert.notEqual(renamed, doc, 'the projects row ends its publishes cell with ProjectViewed, ProjectPurged');
    const problems = checkContextsTable(renamed.replace(/^\| analytics .*\n/m, ''), code);
    assert.deepEqual(problems, [
      'analytics: has no row in the table',
      'projects publishes: names ProjectSeen, which no context publishes',
      'projects publishes: leaves out ProjectViewed',
    ]);
  });
});
