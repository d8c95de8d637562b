import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Dutch texts are written in sentence case ('Nieuw project aanmaken', not 'Nieuw Project Aanmaken'): after the first
 * word of a sentence, heading, title, button or tab, only proper nouns start with a capital. This reads every text in
 * the front ends' sources (catalogues and components, tests left out) and names each word that breaks the rule.
 */

/** Words that keep their capital anywhere: names of products, companies, places, languages and keys. */
const PROPER_NOUNS = new Set([
  'Clipwerk',
  'UGC',
  'Stripe',
  'Nederland',
  'Nederlands',
  'Nederlandse',
  'Randstad',
  'Autoriteit',
  'Persoonsgegevens',
  'Instagram',
  'Reels',
  'TikTok',
  'YouTube',
  'Shorts',
  'Google',
  'Twitter',
  'LinkedIn',
  'Facebook',
  'WebP',
  'KvK',
  'Mastercard',
  'Visa',
  'Enter',
  'Shift',
]);

const FRONTENDS = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The user-facing texts of one file: string literals, template parts and JSX text, with their line. */
function texts(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      text = node.text;
    } else if (ts.isJsxText(node)) {
      text = node.text;
    }
    if (text !== undefined) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The words of a text that start with a capital although they are neither first nor a proper noun. */
export function titleCaseWords(text: string): string[] {
  // Quoted names of other screens' parts keep their own case; code (paths, selectors) is not prose.
  const prose = text.replace(/[‘“"][^’”"]*[’”"]/g, ' ');
  if (/[/=<>{}_]|^[\w-]+$/.test(prose.trim())) return [];
  const wrong: string[] = [];
  for (const part of prose.split(/[.!?:;]\s+|\s[-–—›·•|]\s|\n|\(|\)/)) {
    const words = part.split(/\s+/).filter((word) => /\p{L}/u.test(word));
    for (const word of words.slice(1)) {
      const bare = word.replace(/^[^\p{L}]+|[^\p{L}-]+$/gu, '');
      if (/^\p{Lu}\p{Ll}/u.test(bare) && !PROPER_NOUNS.has(bare) && !PROPER_NOUNS.has(bare.split(/[-+]/)[0])) wrong.push(bare);
    }
  }
  return wrong;
}

describe('sentence case in the Dutch texts', () => {
  it('tells Title Case from sentence case', () => {
    expect(titleCaseWords('Nieuw Project Aanmaken')).toEqual(['Project', 'Aanmaken']);
    expect(titleCaseWords('Nieuw project aanmaken')).toEqual([]);
    expect(titleCaseWords('Betaal met iDEAL via Stripe in Nederland')).toEqual([]);
    expect(titleCaseWords('Klaar. Nu betalen? Ja: Verder')).toEqual([]);
    expect(titleCaseWords('Kies ‘Wachtwoord vergeten’ op de inlogpagina')).toEqual([]);
    expect(titleCaseWords('(3) Berichten - Clipwerk')).toEqual([]);
    expect(titleCaseWords('Log in op je Clipwerk-account')).toEqual([]);
    expect(titleCaseWords('Enter om te versturen, Shift+Enter voor een nieuwe regel')).toEqual([]);
  });

  it('holds for every text in the front ends', () => {
    const offenders: string[] = [];
    const packages = readdirSync(FRONTENDS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name } of packages) {
      const src = path.join(FRONTENDS, name, 'src');
      let files: string[];
      try {
        files = sourceFiles(src);
      } catch {
        continue;
      }
      for (const file of files) {
        for (const { text, line } of texts(file)) {
          const words = titleCaseWords(text);
          if (words.length) offenders.push(`${path.relative(FRONTENDS, file)}:${line} ${JSON.stringify(text.trim())}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
