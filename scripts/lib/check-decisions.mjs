// Checks a folder of decision records (docs/decisions) and its index, README.md. Answers a list of problems, each
// naming its file; an empty list means the folder is in order. Used by scripts/test/decisions.test.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
const LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;
const STATUS = /^Status: (accepted|superseded by|amended by)(.*)$/;

const links = (text) => [...text.matchAll(LINK)].map(([, label, target]) => ({ label, target }));
const isLocal = (target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#');

/** A problem for every relative link of `text` (outside fenced code) to a file the folder does not have. */
function brokenLinks(folder, file, text) {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return links(prose)
    .map(({ target }) => target.split('#')[0])
    .filter((target) => target && isLocal(target) && !existsSync(path.join(folder, target)))
    .map((target) => `${file}: links to ${target}, which does not exist`);
}

/** The records of a folder: `{ file, number }` for every `NNN-*.md`, in number order. */
export function listRecords(folder) {
  return readdirSync(folder)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => ({ file, number: file.slice(0, 3) }));
}

/** The problems of one record's text; `files` are the names of the folder's records. */
export function checkRecord(file, text, files) {
  const problems = [];
  const number = file.slice(0, 3);
  const lines = text.split('\n');
  if (!lines[0].startsWith(`# ${number}: `)) problems.push(`${file}: the first line must start with "# ${number}: "`);

  const statusLines = lines.filter((line) => line.startsWith('Status:'));
  if (statusLines.length !== 1) {
    problems.push(`${file}: needs exactly one "Status:" line, has ${statusLines.length}`);
  } else {
    const status = STATUS.exec(statusLines[0]);
    if (!status) {
      problems.push(`${file}: the status must be "accepted", "superseded by [NNN](…)" or "amended by [NNN](…)"`);
    } else if (status[1] === 'accepted') {
      if (status[2].trim() !== '') problems.push(`${file}: "Status: accepted" takes nothing after it`);
    } else {
      const targets = links(status[2]);
      if (targets.length === 0) problems.push(`${file}: "${status[1]}" needs a link to the record that does it`);
      for (const { label, target } of targets) {
        if (!files.includes(target)) problems.push(`${file}: "${status[1]}" links to ${target}, which is not a record here`);
        else if (label !== target.slice(0, 3)) problems.push(`${file}: the link to ${target} must read [${target.slice(0, 3)}]`);
        if (target === file) problems.push(`${file}: a record cannot be ${status[1]} itself`);
      }
    }
  }

  const headings = lines.filter((line) => line.startsWith('## '));
  if (headings.join('\n') !== SECTIONS.join('\n')) {
    problems.push(
      `${file}: the sections must be exactly ${SECTIONS.join(', ')}, in that order; found ${headings.join(', ') || 'none'}`,
    );
  }
  const statusAt = lines.findIndex((line) => line.startsWith('Status:'));
  const contextAt = lines.indexOf('## Context');
  if (statusAt > -1 && contextAt > -1 && statusAt > contextAt)
    problems.push(`${file}: the Status line must come before ## Context`);
  return problems;
}

/** Every problem of a decisions folder: its records and its README.md index. */
export function checkDecisions(folder) {
  const records = listRecords(folder);
  const files = records.map((record) => record.file);
  const problems = [];
  for (const { file } of records) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    problems.push(...checkRecord(file, text, files), ...brokenLinks(folder, file, text));
  }

  const readmePath = path.join(folder, 'README.md');
  if (!existsSync(readmePath)) return [...problems, 'README.md: missing (the index of the records)'];
  // Links in fenced code (the template of a record) are examples, not links.
  const readme = readFileSync(readmePath, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const readmeLines = readme.split('\n');
  problems.push(...brokenLinks(folder, 'README.md', readme));
  for (const file of files) {
    // A record's line is the one whose first link is the record (a later link may name it as superseding another).
    const line = readmeLines.find((candidate) => links(candidate)[0]?.target === file);
    if (!line) {
      problems.push(`README.md: has no line linking to ${file}`);
      continue;
    }
    const status = readFileSync(path.join(folder, file), 'utf8').match(/^Status: (.*)$/m)?.[1];
    if (status && !line.includes(status)) problems.push(`README.md: the line of ${file} must state its status, "${status}"`);
  }
  return problems;
}
