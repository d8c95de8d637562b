// A helper has one definition across the front ends: one written twice drifts apart. This reads every source file of
// every front-end package (frontends/<package>/src/**/*.{ts,tsx}, no specs, no test folders, no dist) and collects the
// names of its top-level functions: `function X`, `const X = (…) => …`, `const X = function …` (exported or not,
// default or named, async or not, wrapped in memo/forwardRef or not), React components included. A name defined in
// two or more packages is a problem. Two exceptions, and only these, both names every remote must have by design:
// - a component named `…Screen` that is the default export of a module a remote exposes to the shell (`exposes` in
//   its rsbuild.config.ts): a lazy route's entry, loaded by its path and never imported by its name;
// - an exported function of a remote's prerender entry (the file its rsbuild.prerender.config.ts names): the
//   gateway and the build call every remote's `drawScreens` / `drawSignedInScreen` by that name.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SPEC = /\.(spec|test)\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', '__tests__']);
/** Calls that wrap a component and keep it a function: `const X = memo((…) => …)`. */
const WRAPPERS = new Set(['memo', 'forwardRef', 'React.memo', 'React.forwardRef']);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : filesUnder(full);
    return SOURCE.test(name) && !SPEC.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function isFunctionValue(node) {
  if (!node) return false;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return isFunctionValue(node.expression);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return true;
  if (ts.isCallExpression(node) && WRAPPERS.has(node.expression.getText())) return isFunctionValue(node.arguments[0]);
  return false;
}

const hasModifier = (node, kind) => ts.getModifiers?.(node)?.some((modifier) => modifier.kind === kind) ?? false;

/** The top-level function definitions of one file: `{ name, line, isDefault }`. */
export function definitionsIn(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const defaultNames = new Set(
    source.statements
      .filter((statement) => ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression))
      .map((statement) => statement.expression.text),
  );
  const exportedNames = new Set(
    source.statements
      .filter((statement) => ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause)
      .flatMap((statement) => statement.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)),
  );
  const exported = (statement, name) => hasModifier(statement, ts.SyntaxKind.ExportKeyword) || exportedNames.has(name);
  const found = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      const name = statement.name.text;
      const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword) || defaultNames.has(name);
      found.push({ name, line: lineOf(statement), isDefault, isExported: isDefault || exported(statement, name) });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && isFunctionValue(declaration.initializer)) {
          const name = declaration.name.text;
          const isDefault = defaultNames.has(name);
          found.push({ name, line: lineOf(declaration), isDefault, isExported: isDefault || exported(statement, name) });
        }
      }
    }
  }
  return found;
}

/** The files a remote exposes to the shell, as absolute paths, read from its rsbuild.config.ts. */
export function exposedFiles(packageDir) {
  const config = path.join(packageDir, 'rsbuild.config.ts');
  let text;
  try {
    text = readFileSync(config, 'utf8');
  } catch {
    return new Set();
  }
  const block = /exposes:\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set([...block.matchAll(/:\s*'(\.\/src\/[^']+)'/g)].map((match) => path.join(packageDir, match[1])));
}

/** The prerender entry a remote's rsbuild.prerender.config.ts names, as an absolute path, or null. */
export function prerenderEntry(packageDir) {
  let text;
  try {
    text = readFileSync(path.join(packageDir, 'rsbuild.prerender.config.ts'), 'utf8');
  } catch {
    return null;
  }
  const entry = /definePrerenderConfig\(\s*'([^']+)'/.exec(text)?.[1];
  return entry ? path.join(packageDir, entry) : null;
}

/** Whether a definition is one every remote has by design: a lazy route's `…Screen`, or its prerender entry's. */
const isEntryPoint = (definition, exposed, prerender) =>
  (definition.isDefault && /Screen$/.test(definition.name) && exposed.has(definition.file)) ||
  (definition.isExported && definition.file === prerender);

/** Every top-level function definition of every front-end package under `frontendsDir`. */
export function readDefinitions(frontendsDir) {
  const packages = readdirSync(frontendsDir).filter((name) => {
    const dir = path.join(frontendsDir, name, 'src');
    return statSync(path.join(frontendsDir, name)).isDirectory() && statSync(dir, { throwIfNoEntry: false })?.isDirectory();
  });
  return packages.flatMap((pkg) => {
    const packageDir = path.join(frontendsDir, pkg);
    const exposed = exposedFiles(packageDir);
    const prerender = prerenderEntry(packageDir);
    return filesUnder(path.join(packageDir, 'src')).flatMap((file) =>
      definitionsIn(file, readFileSync(file, 'utf8'))
        .map((definition) => ({ ...definition, pkg, file }))
        .filter((definition) => !isEntryPoint(definition, exposed, prerender)),
    );
  });
}

/** One line per name defined in two or more packages, naming each place: `useForm: account (src/…:7), …`. */
export function duplicatedHelpers(definitions, frontendsDir) {
  const byName = new Map();
  for (const definition of definitions) {
    byName.set(definition.name, [...(byName.get(definition.name) ?? []), definition]);
  }
  return [...byName]
    .filter(([, places]) => new Set(places.map((place) => place.pkg)).size > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, places]) =>
        `${name}: ${places.map((place) => `${path.relative(frontendsDir, place.file)}:${place.line}`).join(', ')}`,
    );
}
