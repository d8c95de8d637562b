// No helper is defined twice across the front ends: a function, hook or component written in two packages drifts
// apart, so it lives once (shared ones in frontends/ui, or the shell SDK when it needs the session or the API
// client) and is imported. The rule, exactly as scripts/lib/check-frontend-helpers.mjs applies it: every top-level
// `function X`, `const X = (…) => …` and `const X = function …` (exported or not, components included) of
// frontends/<package>/src/**/*.{ts,tsx}, specs, test folders and dist left out, counts; a name defined in two or more
// packages fails. Not counted, because every remote must have them by design: a remote's lazy-route entries (a
// `…Screen` default export of a module its rsbuild.config.ts exposes) and the exported functions of its prerender
// entry (`drawScreens` / `drawSignedInScreen`, called by name). Nothing else is allowed.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { definitionsIn, duplicatedHelpers, readDefinitions } from '../lib/check-frontend-helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontends = path.join(here, '..', '..', 'frontends');
const fixtures = path.join(here, 'fixtures', 'frontend-helpers');

describe('the helper check on its fixture', () => {
  test('reads every top-level function form, and nothing nested or not a function', () => {
    const text = [
      'export function a() {}',
      'function b() {}',
      'export const c = (x: number) => x;',
      'const d = async () => 1;',
      'export const e = function () {};',
      'export const F = memo(() => null);',
      'export default function G() {}',
      'const h = 3;',
      'export const i = { j: () => 1 };',
      'function k() { function nested() {} }',
      'export type L = () => void;',
    ].join('\n');
    assert.deepEqual(
      definitionsIn('x.tsx', text).map(({ name, isDefault, isExported }) => [name, isDefault, isExported]),
      [
        ['a', false, true],
        ['b', false, false],
        ['c', false, true],
        ['d', false, false],
        ['e', false, true],
        ['F', false, true],
        ['G', true, true],
        ['k', false, false],
      ],
    );
  });

  test('names a helper of two packages with both places, and lets a route entry and a prerender entry be', () => {
    assert.deepEqual(duplicatedHelpers(readDefinitions(fixtures), fixtures), [
      'Figures: one/src/Parts.tsx:4, two/src/parts/Parts.tsx:2',
      'idOf: one/src/ids.ts:2, two/src/parts/ids.ts:2',
    ]);
  });
});

describe('the front ends', () => {
  test('define each helper in one package only', () => {
    assert.deepEqual(duplicatedHelpers(readDefinitions(frontends), frontends), []);
  });
});
