// Turns what each test runner and check reports into passed/failed counts for the closing line of `make test`.
// Rule: a runner's own summary is never trusted alone. Its exit code counts too, and anything that failed
// without a failing test (a hook, a suite that did not run, a crashed worker, a cancelled test) is a failure.
//
// As a command, every step of `make test` appends one JSON line to a ledger:
//   node scripts/lib/count-results.mjs record <ledger> <name> check <exit-code>
//   node scripts/lib/count-results.mjs record <ledger> <name> jest <report.json> <exit-code>
//   node scripts/lib/count-results.mjs record <ledger> <name> tap <report.tap> <exit-code>
//   node scripts/lib/count-results.mjs record <ledger> <name> ledger <other-ledger> <exit-code>
//   node scripts/lib/count-results.mjs total <ledger>   prints `N passed, N failed`; exits 1 when N failed > 0
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A single check (lint, type check, build): one pass or one failure, by its exit code. */
export function countCheck(exitCode) {
  return exitCode === 0 ? { passed: 1, failed: 0, notes: [] } : { passed: 0, failed: 1, notes: [`exited with ${exitCode}`] };
}

/**
 * Jest's --json report plus jest's exit code. `report` is null when jest wrote none (it crashed, or a
 * globalSetup/globalTeardown failed).
 */
export function countJest(report, exitCode) {
  if (!report) {
    return { passed: 0, failed: 1, notes: [`jest wrote no report (exit code ${exitCode})`] };
  }
  const notes = [];
  let failedTests = 0;
  let brokenSuites = 0;
  for (const suite of report.testResults ?? []) {
    const failing = suite.assertionResults.filter((test) => test.status === 'failed').length;
    failedTests += failing;
    // A failing afterAll, a hook timeout, a crashed worker or an import error fails the suite while every
    // test in it may have passed; jest then counts no failed test.
    const suiteError = /Test suite failed to run/.test(suite.message ?? '');
    if (suite.status === 'failed' && (failing === 0 || suiteError)) {
      brokenSuites += 1;
      notes.push(`${suite.name}: ${firstLine(suite.message) || 'suite failed'}`);
    }
  }
  let failed = Math.max(failedTests + brokenSuites, report.numFailedTests + report.numRuntimeErrorTestSuites);
  if (report.openHandles?.length > 0) {
    failed += 1;
    notes.push(`${report.openHandles.length} open handle(s) left after the tests`);
  }
  if (report.wasInterrupted) {
    failed += 1;
    notes.push('the run was interrupted');
  }
  if (failed === 0 && report.success === false) {
    failed = 1;
    notes.push('jest reports no success without a failing test');
  }
  if (failed === 0 && exitCode !== 0) {
    failed = 1;
    notes.push(`jest exited with ${exitCode} without a failing test`);
  }
  return { passed: report.numPassedTests, failed, notes };
}

/** node --test TAP output plus node's exit code. Cancelled tests fail; skipped and todo are reported. */
export function countTap(text, exitCode) {
  const summary = (key) => {
    const match = new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text ?? '');
    return match ? Number(match[1]) : undefined;
  };
  const notes = [];
  let passed = summary('pass');
  let failed;
  if (passed === undefined || summary('fail') === undefined) {
    // No closing summary: the run stopped part-way. Count what the top-level lines show, and the stop itself.
    const topLevel = (text ?? '').split('\n');
    passed = topLevel.filter((line) => /^ok \d+/.test(line) && !/# (SKIP|TODO)/i.test(line)).length;
    failed = Math.max(1, topLevel.filter((line) => /^not ok \d+/.test(line)).length);
    notes.push('the TAP report has no summary');
  } else {
    const cancelled = summary('cancelled') ?? 0;
    failed = summary('fail') + cancelled;
    if (cancelled > 0) notes.push(`${cancelled} cancelled`);
  }
  for (const key of ['skipped', 'todo']) {
    if (summary(key) > 0) notes.push(`${summary(key)} ${key}`);
  }
  if (failed === 0 && exitCode !== 0) {
    failed = 1;
    notes.push(`node exited with ${exitCode} without a failing test`);
  }
  return { passed, failed, notes };
}

/** Another script's ledger (scripts/e2e.sh) plus that script's exit code. */
export function countLedger(entries, exitCode) {
  if (!entries || entries.length === 0) {
    return { passed: 0, failed: 1, notes: [`recorded nothing (exit code ${exitCode})`] };
  }
  const sum = totals(entries);
  const notes = entries.filter((entry) => entry.failed > 0).map((entry) => `${entry.name}: ${entry.failed} failed`);
  if (sum.failed === 0 && exitCode !== 0) {
    return { ...sum, failed: 1, notes: [`exited with ${exitCode} without a counted failure`] };
  }
  return { ...sum, notes };
}

export function totals(entries) {
  return entries.reduce((sum, entry) => ({ passed: sum.passed + entry.passed, failed: sum.failed + entry.failed }), {
    passed: 0,
    failed: 0,
  });
}

/** The closing line. A run that recorded nothing did not test anything: that is a failure. */
export function closingLine(entries) {
  const { passed, failed } = entries.length === 0 ? { passed: 0, failed: 1 } : totals(entries);
  return { line: `${passed} passed, ${failed} failed`, failed };
}

export function parseLedger(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

function firstLine(message) {
  return (message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('●'))[0];
}

function readIfPresent(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function readJestReport(file) {
  try {
    return JSON.parse(readIfPresent(file));
  } catch {
    return null; // missing or cut short: counted as a failure by countJest
  }
}

function readLedger(file) {
  try {
    return parseLedger(readIfPresent(file) ?? '');
  } catch {
    return [];
  }
}

// A command-line tool prints its report to stdout.
const say = (line = '') => process.stdout.write(`${line}\n`);

function record(ledger, name, kind, args) {
  const exitCode = Number(args.at(-1));
  if (!Number.isInteger(exitCode)) throw new Error(`record ${name}: exit code missing`);
  const counts = {
    check: () => countCheck(exitCode),
    jest: () => countJest(readJestReport(args[0]), exitCode),
    tap: () => countTap(readIfPresent(args[0]) ?? '', exitCode),
    ledger: () => countLedger(readLedger(args[0]), exitCode),
  }[kind];
  if (!counts) throw new Error(`record ${name}: unknown kind ${kind}`);
  const { passed, failed, notes } = counts();
  appendFileSync(ledger, `${JSON.stringify({ name, passed, failed, notes })}\n`);
  const detail = kind === 'check' ? '' : ` (${passed} passed, ${failed} failed)`;
  say(`${failed > 0 ? 'FAIL' : 'ok  '} ${name}${detail}`);
  for (const note of notes) say(`       ${note}`);
}

function total(ledger) {
  const entries = readLedger(ledger);
  const failing = entries.filter((entry) => entry.failed > 0);
  say();
  if (failing.length > 0) say(`failed: ${failing.map((entry) => entry.name).join('; ')}`);
  const { line, failed } = closingLine(entries);
  say(line);
  return failed > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ledger, ...rest] = process.argv.slice(2);
  if (command === 'record') {
    const [name, kind, ...args] = rest;
    record(ledger, name, kind, args);
  } else if (command === 'total') {
    process.exitCode = total(ledger);
  } else {
    console.error('usage: count-results.mjs record <ledger> <name> <check|jest|tap|ledger> [file] <exit-code>');
    console.error('       count-results.mjs total <ledger>');
    process.exitCode = 2;
  }
}
