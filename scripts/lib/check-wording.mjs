// The Dutch a user reads, held to the glossary (docs/glossary.json): every screen text (string literals, template
// texts and JSX text under frontends/*/src), every notice and e-mail text (services/notifications/src/domain) and
// every API message (services/*/src/domain/messages.ts) is checked for a rejected word of a concept, a known
// misspelling, and an English word from the list of words commonly slipped in. Code is not text: module paths,
// property names, class names, test ids, routes and one-word lower-case values (ids, keys, kinds) are skipped.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** JSX attributes that hold code, never words a user reads. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'href',
  'to',
  'type',
  'name',
  'role',
  'key',
  'variant',
  'tone',
  'size',
  'icon',
  'style',
  'htmlFor',
  'target',
  'rel',
  'src',
  'accept',
  'autoComplete',
  'inputMode',
  'method',
  'lang',
  'path',
  'testId',
]);

/** Calls whose string arguments are for developers or machines. */
// (account(…), marketplace(…), drawScreen(…): the route table's and prerender's screen names.)
const CODE_CALLS =
  /^(?:account|marketplace|workspace|messaging|analytics|drawScreen|console\.\w+|Error|RangeError|TypeError|require|querySelector(?:All)?|getBy\w+|addEventListener|matchMedia|fetch|api\.\w+|\w+\.(?:get|post|put|patch|delete)|new URL|URLSearchParams|setAttribute|getAttribute|navigate|startsWith|endsWith|includes|split|replace|join|localStorage\.\w+|sessionStorage\.\w+)$/;

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

/** One pattern of the glossary: whole words, case-insensitive; a trailing `*` also takes longer words (compounds). */
export function wordPattern(word) {
  const prefix = word.endsWith('*');
  const body = (prefix ? word.slice(0, -1) : word)
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const end = prefix ? '[\\p{L}\\p{N}]*' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}-])${body}${end}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The glossary as matchers: each rejected word with the word to use instead. */
export function rulesOf(glossary) {
  const rules = [];
  for (const concept of glossary.concepts) {
    for (const word of concept.rejected)
      rules.push({ pattern: wordPattern(word), word, use: concept.preferred, why: concept.concept });
  }
  for (const slip of glossary.spelling)
    rules.push({ pattern: wordPattern(slip.wrong), word: slip.wrong, use: slip.right, why: 'spelling' });
  for (const entry of glossary.english.rejected)
    rules.push({ pattern: wordPattern(entry.word), word: entry.word, use: entry.use, why: 'English' });
  const allowed = [...glossary.english.allowed, ...glossary.phrases.allowed].map((name) => wordPattern(name));
  return { rules, allowed };
}

/** A string a user may read: words with a space between, a capital, or Dutch letters; not a path or a key. */
export function looksLikeText(text) {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  if (/^[/.#@]|^https?:|^[\w-]+:\/\//.test(trimmed)) return false;
  if (/\s/.test(trimmed)) return true;
  return /^\p{Lu}/u.test(trimmed) && !/[_.]/.test(trimmed);
}

/** The problems of one text: each rejected word it uses, once. */
export function problemsIn(text, { rules, allowed }) {
  let masked = text;
  for (const name of allowed) masked = masked.replace(new RegExp(name.source, 'giu'), ' ');
  const found = [];
  for (const rule of rules) {
    // A misspelling may involve an allowed name ('UGC campagne'); the other rules read around the names.
    const match = rule.pattern.exec(rule.why === 'spelling' ? text : masked);
    if (match) found.push(`'${match[0]}' (${rule.why}): use '${rule.use}'`);
  }
  return found;
}

function calleeName(node) {
  const expression = node.expression;
  const name = expression.getText();
  return ts.isNewExpression(node) ? (CODE_CALLS.test(`new ${name}`) ? `new ${name}` : name) : name;
}

function isCode(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isImportTypeNode(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return true;
  for (let at = parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) {
      const name = at.name.getText();
      return CODE_ATTRIBUTES.has(name) || name.startsWith('data-');
    }
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && CODE_CALLS.test(calleeName(at))) return true;
    if (ts.isCallExpression(at) && /^(?:describe|it|test|expect)$/.test(at.expression.getText())) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/** The texts of one TypeScript file with their lines: JSX text, string literals and templates (a hole reads 'X'). */
export function textsOf(fileName, source) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const texts = [];
  const add = (node, text) => texts.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim()) add(node, node.text.replace(/\s+/g, ' ').trim());
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCode(node) && looksLikeText(node.text)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => `X${span.literal.text}`)].join('');
      if (!isCode(node) && looksLikeText(text)) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

function filesUnder(folder, accept) {
  let entries;
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry === 'node_modules' || entry === 'test' ? [] : filesUnder(full, accept);
    return accept(full) ? [full] : [];
  });
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.(spec|test|d)\.tsx?$/.test(file);

/** Every file whose strings users read: front-end sources, the notices and e-mails, the API's messages. */
export function userTextFiles(root) {
  const frontends = readdirSync(path.join(root, 'frontends')).flatMap((remote) =>
    filesUnder(path.join(root, 'frontends', remote, 'src'), isSource),
  );
  const services = readdirSync(path.join(root, 'services'));
  const messages = services
    .map((service) => path.join(root, 'services', service, 'src', 'domain', 'messages.ts'))
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });
  const notifications = filesUnder(path.join(root, 'services', 'notifications', 'src', 'domain'), isSource);
  return [...new Set([...frontends, ...messages, ...notifications])].sort();
}

/** Every problem in the repository's user texts, as 'file:line: problem — "text"'. */
export function checkWording(root, glossary) {
  const compiled = rulesOf(glossary);
  const problems = [];
  for (const file of userTextFiles(root)) {
    for (const { line, text } of textsOf(file, readFileSync(file, 'utf8'))) {
      for (const problem of problemsIn(text, compiled))
        problems.push(`${path.relative(root, file)}:${line}: ${problem} — "${text.slice(0, 90)}"`);
    }
  }
  return problems;
}
