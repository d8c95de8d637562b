// The closing line of `make test` must never be green over a failure. The fixtures are real reports: jest 29's
// --json output and node 20's TAP, produced by small suites that fail each way (paths shortened to /repo).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { closingLine, countCheck, countJest, countLedger, countTap, parseLedger } from '../lib/count-results.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => readFileSync(path.join(here, 'fixtures', name), 'utf8');
const jestReport = (name) => JSON.parse(fixture(name));

describe('jest report and exit code', () => {
  test('all green: every test passed, nothing failed', () => {
    assert.deepEqual(countJest(jestReport('jest-green.json'), 0), { passed: 2, failed: 0, notes: [] });
  });

  test('a failing afterAll fails although every test in the suite passed', () => {
    const counts = countJest(jestReport('jest-afterall-hook-failed.json'), 1);
    assert.equal(counts.passed, 2);
    assert.equal(counts.failed, 1);
    assert.match(counts.notes[0], /could not drop database/);
  });

  test('an afterAll that times out fails', () => {
    const counts = countJest(jestReport('jest-afterall-timeout.json'), 1);
    assert.equal(counts.failed, 1);
    assert.match(counts.notes[0], /Exceeded timeout/);
  });

  test('a suite that failed to run fails, next to a suite that passed', () => {
    const counts = countJest(jestReport('jest-suite-failed-to-run.json'), 1);
    assert.deepEqual([counts.passed, counts.failed], [1, 1]);
    assert.match(counts.notes[0], /Cannot find module/);
  });

  test('a crashed worker fails', () => {
    const counts = countJest(jestReport('jest-worker-crashed.json'), 1);
    assert.deepEqual([counts.passed, counts.failed], [1, 1]);
    assert.match(counts.notes[0], /worker process .* was terminated/);
  });

  test('open handles left after the tests fail, although jest exited 0', () => {
    const counts = countJest(jestReport('jest-open-handles.json'), 0);
    assert.equal(counts.failed, 1);
    assert.match(counts.notes[0], /open handle/);
  });

  test('a green report with a non-zero exit code fails (e.g. a failing globalTeardown after the report)', () => {
    assert.equal(countJest(jestReport('jest-green.json'), 1).failed, 1);
  });

  test('no report at all fails (jest crashed, or a global hook failed before writing it)', () => {
    assert.equal(countJest(null, 1).failed, 1);
    assert.equal(countJest(null, 0).failed, 1);
  });

  test('failing tests are counted one by one', () => {
    const report = jestReport('jest-green.json');
    report.testResults[0].assertionResults.forEach((result) => (result.status = 'failed'));
    Object.assign(report.testResults[0], { status: 'failed' });
    Object.assign(report, { numPassedTests: 0, numFailedTests: 2, success: false });
    assert.deepEqual([countJest(report, 1).passed, countJest(report, 1).failed], [0, 2]);
  });
});

describe('node --test TAP and exit code', () => {
  test('all green: skipped and todo are reported, not failed', () => {
    const counts = countTap(fixture('tap-green.tap'), 0);
    assert.deepEqual([counts.passed, counts.failed], [2, 0]);
    assert.deepEqual(counts.notes, ['1 skipped', '1 todo']);
  });

  test('a cancelled test fails (# cancelled 1, # fail 0)', () => {
    const counts = countTap(fixture('tap-cancelled.tap'), 1);
    assert.deepEqual([counts.passed, counts.failed], [1, 1]);
    assert.ok(counts.notes.includes('1 cancelled'));
  });

  test('a cancelled test fails even when node exits 0', () => {
    assert.equal(countTap(fixture('tap-cancelled.tap'), 0).failed, 1);
  });

  test('a process that exited 1 with # fail 0 fails', () => {
    const counts = countTap(fixture('tap-green.tap'), 1);
    assert.equal(counts.failed, 1);
    assert.match(counts.notes.at(-1), /exited with 1/);
  });

  test('a failing after hook fails', () => {
    assert.equal(countTap(fixture('tap-hook-failed.tap'), 1).failed, 1);
  });

  test('a report cut off before its summary fails, and keeps the tests that passed', () => {
    const cut = fixture('tap-green.tap').split('\n1..')[0];
    assert.deepEqual([countTap(cut, 0).passed, countTap(cut, 0).failed], [2, 1]);
    assert.equal(countTap('', 1).failed, 1);
  });
});

describe('single checks, nested ledgers and the closing line', () => {
  test('a check passes on exit code 0 and fails on anything else', () => {
    assert.deepEqual([countCheck(0).passed, countCheck(0).failed], [1, 0]);
    assert.deepEqual([countCheck(2).passed, countCheck(2).failed], [0, 1]);
  });

  test("another script's ledger counts its steps, and its exit code when it counted no failure", () => {
    const entries = [
      { name: 'product started', passed: 1, failed: 0 },
      { name: 'browser journeys', passed: 7, failed: 0 },
    ];
    assert.deepEqual([countLedger(entries, 0).passed, countLedger(entries, 0).failed], [8, 0]);
    assert.equal(countLedger(entries, 1).failed, 1);
    assert.equal(countLedger([], 0).failed, 1);
  });

  test('the closing line sums every step; a run that recorded nothing is a failure', () => {
    const entries = [countCheck(0), countJest(jestReport('jest-afterall-hook-failed.json'), 1)];
    assert.deepEqual(closingLine(entries), { line: '3 passed, 1 failed', failed: 1 });
    assert.deepEqual(closingLine([]), { line: '0 passed, 1 failed', failed: 1 });
  });
});

describe('the command line the test scripts call', () => {
  const script = path.join(here, '../lib/count-results.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'count-results-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  test('records each step and ends with the line and a non-zero exit when anything failed', () => {
    const ledger = path.join(dir, 'failing.ledger');
    const report = path.join(dir, 'jest.json');
    writeFileSync(report, fixture('jest-afterall-hook-failed.json'));
    run('record', ledger, 'eslint', 'check', '0');
    assert.match(run('record', ledger, 'jest', 'jest', report, '1').stdout, /^FAIL jest \(2 passed, 1 failed\)/);
    run('record', ledger, 'prettier --check', 'check', '1');
    const result = run('total', ledger);
    assert.equal(result.stdout.trim().split('\n').at(-1), '3 passed, 2 failed');
    assert.equal(result.status, 1);
    assert.equal(parseLedger(readFileSync(ledger, 'utf8')).length, 3);
  });

  test('a missing jest report is recorded as a failure', () => {
    const ledger = path.join(dir, 'missing.ledger');
    run('record', ledger, 'jest', 'jest', path.join(dir, 'nowhere.json'), '1');
    assert.equal(run('total', ledger).status, 1);
  });

  test('an all-green ledger exits 0', () => {
    const ledger = path.join(dir, 'green.ledger');
    const tap = path.join(dir, 'green.tap');
    writeFileSync(tap, fixture('tap-green.tap'));
    run('record', ledger, 'journeys', 'tap', tap, '0');
    const result = execFileSync(process.execPath, [script, 'total', ledger], { encoding: 'utf8' });
    assert.equal(result.trim().split('\n').at(-1), '2 passed, 0 failed');
  });
});
