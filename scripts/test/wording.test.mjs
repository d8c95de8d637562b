// Every Dutch text a user reads keeps to the glossary (docs/glossary.json, explained in docs/glossary.md): screen
// texts, notices and e-mails, and API messages use the preferred word of each concept, no known misspelling, and no
// English word from the glossary's list; the glossary page and its list name the same concepts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkWording, looksLikeText, problemsIn, rulesOf, textsOf, userTextFiles } from '../lib/check-wording.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const glossary = JSON.parse(readFileSync(path.join(root, 'docs', 'glossary.json'), 'utf8'));
const rules = rulesOf(glossary);
const fixture = path.join(here, 'fixtures', 'wording', 'Screen.tsx');

describe('the wording check on its fixture', () => {
  const texts = textsOf(fixture, readFileSync(fixture, 'utf8'));
  const problems = texts.flatMap(({ line, text }) => problemsIn(text, rules).map((problem) => `${line}: ${problem}`));

  test('finds each rejected word, misspelling and English word, with the word to use', () => {
    const expected = [
      /^5: 'Project' \(assignment\): use 'opdracht'/,
      /^6: 'Revisie verzoek' \(spelling\): use 'revisieverzoek'/,
      /^6: 'versturd' \(spelling\): use 'verstuurd'/,
      /^7: 'bestand\(en\)' \(spelling\)/,
      /^15: 'Review' \(English\): use 'beoordeling/,
      /^16: 'finale betaling' \(final payment\): use 'eindbetaling'/,
      /^16: 'UGC campagne' \(spelling\): use 'UGC-campagne'/,
      /^17: 'Deliverable' \(delivered file\): use 'oplevering'/,
    ];
    for (const pattern of expected)
      assert.ok(
        problems.some((problem) => pattern.test(problem)),
        `${pattern} in ${problems.join('\n')}`,
      );
    assert.equal(problems.length, expected.length, problems.join('\n'));
  });

  test('leaves code alone: routes, class names, test ids, compared values', () => {
    const all = texts.map(({ text }) => text);
    for (const code of ['/projects/123', 'project review-tab', 'deliverables', 'review', './api'])
      assert.ok(!all.includes(code), `${code} read as text`);
  });

  test('allowed names and Dutch words pass', () => {
    assert.deepEqual(problemsIn('Betalen met iDEAL via Stripe, video’s voor TikTok en Instagram.', rules), []);
    assert.deepEqual(problemsIn('Je opdracht: de creator levert op, het bedrijf vraagt een revisie.', rules), []);
    assert.deepEqual(problemsIn('Een opdrachtje', rules), []);
  });

  test('a compound of a rejected word marked with * is caught, a longer unrelated word is not', () => {
    assert.equal(problemsIn('Deliverables laden', rules).length, 1);
    assert.equal(problemsIn('De commissiekosten', rules).length, 1);
    assert.deepEqual(problemsIn('Een reactiepercentage van 90%', rules), []);
  });

  test('a one-word lower-case value is code, a capitalised word or a phrase is text', () => {
    assert.equal(looksLikeText('project'), false);
    assert.equal(looksLikeText('/projects'), false);
    assert.equal(looksLikeText('Review'), true);
    assert.equal(looksLikeText('nieuwe voorstellen'), true);
  });
});

describe('the glossary', () => {
  test('its page names every concept of its list, with the preferred word', () => {
    const page = readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8');
    for (const concept of glossary.concepts) {
      const row = new RegExp(`^\\|\\s*${concept.concept}\\s*\\|`, 'm');
      assert.ok(row.test(page), `docs/glossary.md has no row for ${concept.concept}`);
      assert.ok(page.includes(`**${concept.preferred}**`), `docs/glossary.md does not name ${concept.preferred}`);
    }
  });

  test('a preferred word is never also rejected', () => {
    for (const concept of glossary.concepts)
      assert.deepEqual(problemsIn(concept.preferred, rules), [], `${concept.preferred} is rejected somewhere`);
  });
});

describe('the user texts of the repository', () => {
  test('are read from the front ends, the notifications and every context’s messages', () => {
    const files = userTextFiles(root).map((file) => path.relative(root, file));
    assert.ok(files.includes('services/notifications/src/domain/messages.ts'));
    assert.ok(files.includes('services/projects/src/domain/messages.ts'));
    assert.ok(files.some((file) => file.startsWith('frontends/workspace/src/')));
    assert.ok(!files.some((file) => /\.spec\.tsx?$/.test(file)));
  });

  test('keep to the glossary', () => {
    assert.deepEqual(checkWording(root, glossary), []);
  });
});
