// The decision records keep one shape and one index: every docs/decisions/NNN-*.md starts with "# NNN: ", has a
// Status line and the sections Context, Decision and Consequences, and has a line in README.md; the index and the
// records link to no missing file, and a "superseded by"/"amended by" names an existing record.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDecisions, listRecords } from '../lib/check-decisions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures', 'decisions');
const realFolder = path.join(here, '..', '..', 'docs', 'decisions');

describe('the decisions checker on its fixtures', () => {
  test('a folder in order has no problems', () => {
    assert.deepEqual(checkDecisions(path.join(fixtures, 'good')), []);
  });

  test('each broken record or index line is named', () => {
    const problems = checkDecisions(path.join(fixtures, 'bad'));
    const expected = [
      /^002-wrong-number\.md: the first line must start with "# 002: "/,
      /^003-no-status\.md: needs exactly one "Status:" line/,
      /^004-no-consequences\.md: the sections must be exactly/,
      /^005-dangling-link\.md: "superseded by" links to 009-gone\.md, which is not a record here/,
      /^README\.md: links to 008-missing\.md, which does not exist/,
      /^README\.md: has no line linking to 006-not-indexed\.md/,
      /^README\.md: the line of 007-status-not-in-index\.md must state its status/,
    ];
    for (const pattern of expected) {
      assert.ok(
        problems.some((problem) => pattern.test(problem)),
        `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
      );
    }
    assert.ok(!problems.some((problem) => problem.startsWith('001-good.md')), 'the good record has no problem');
  });
});

describe('docs/decisions', () => {
  test('every record has the shape and a line in the index', () => {
    assert.deepEqual(checkDecisions(realFolder), []);
    assert.ok(listRecords(realFolder).length > 0, 'there are records');
  });

  describe('a broken copy fails', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'decisions-'));
    after(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(realFolder, copy, { recursive: true });
    const [first, second] = listRecords(copy);

    test('a record without its Consequences section', () => {
      const file = path.join(copy, first.file);
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace('## Consequences', '## What follows'));
      assert.match(checkDecisions(copy).join('\n'), new RegExp(`${first.file}: the sections must be exactly`));
      writeFileSync(file, text);
    });

    test('a record missing from the index, and an index line to a removed record', () => {
      const readme = path.join(copy, 'README.md');
      const text = readFileSync(readme, 'utf8');
      writeFileSync(
        readme,
        text
          .split('\n')
          .filter((line) => !line.startsWith(`- [${first.number}: `))
          .join('\n'),
      );
      assert.match(checkDecisions(copy).join('\n'), new RegExp(`has no line linking to ${first.file}`));
      writeFileSync(readme, text);

      const removed = readFileSync(path.join(copy, second.file), 'utf8');
      unlinkSync(path.join(copy, second.file));
      assert.match(checkDecisions(copy).join('\n'), new RegExp(`README.md: links to ${second.file}, which does not exist`));
      writeFileSync(path.join(copy, second.file), removed);
      assert.deepEqual(checkDecisions(copy), []);
    });
  });
});
