// A function component stays at most 120 lines, from its first line to its last: past that it becomes a hook (state,
// effects, queries, handlers in a `useThing` of its own file) plus a view that renders, with long blocks of JSX as
// small named components (decision 075). A function component is a top-level function declaration, a top-level
// `const X = (…) => …` or `const X = function …`, or a default-exported function, whose name starts with a capital
// letter, in any `frontends/*/src/**/*.tsx` but specs.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAX_LINES = 120;

function tsxFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.spec.tsx') ? [full] : [];
  });
}

function isFunction(node) {
  return node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
}

function componentsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (name, node) => {
    const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    found.push({ name, lines: last - first + 1 });
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement)) {
      const isDefault = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      const name = statement.name?.text ?? (isDefault ? 'default' : undefined);
      if (name && (/^[A-Z]/.test(name) || isDefault)) add(name, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && /^[A-Z]/.test(declaration.name.text) && isFunction(declaration.initializer))
          add(declaration.name.text, statement);
    } else if (ts.isExportAssignment(statement) && isFunction(statement.expression)) {
      add('default', statement);
    }
  }
  return found;
}

test(`every function component in the front ends is at most ${MAX_LINES} lines`, () => {
  const frontends = path.join(root, 'frontends');
  const files = readdirSync(frontends, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = path.join(frontends, entry.name, 'src');
      try {
        return tsxFiles(src);
      } catch {
        return [];
      }
    });
  assert.ok(files.length > 50, `found only ${files.length} .tsx files`);
  const tooLong = files.flatMap((file) =>
    componentsOf(file)
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ name, lines }) => `${path.relative(root, file)}:${name}:${lines}`),
  );
  assert.deepEqual(tooLong, [], `components over ${MAX_LINES} lines (split into a hook plus a view):\n${tooLong.join('\n')}`);
});
