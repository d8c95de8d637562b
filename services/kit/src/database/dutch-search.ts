import { LRUCache } from 'lru-cache';
import { assertSafeIdentifier } from './data-source';
import type { SqlConditions } from './sql-conditions';

/**
 * Search in what Dutch users type, with PostgreSQL's own tools (docs/decisions/041-dutch-search.md): the Dutch
 * text-search configuration with prefixes, a vocabulary of the indexed words for compound parts, plurals and
 * typos (pg_trgm), and synonyms that the owning context supplies.
 */

/** One typed word and the words that mean the same to the owning context (its domain rule). */
export interface SearchWord {
  word: string;
  synonyms?: readonly string[];
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The typed words: lower case, letters and digits only, single letters and repeats dropped, at most eight. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Typo candidates must share this much of their trigrams with the typed word ('koffei' ~ 'koffie' is 0.4). */
export const TYPO_SIMILARITY = 0.4;

/**
 * A typo changes a word by a letter or two: a candidate much shorter or longer is another word that shares a part
 * ('kinderopvang' is no typo of 'kinder', though they share half their trigrams).
 */
export const TYPO_LENGTH_CHANGE = 2;

/** The three tsqueries of a search (as text): exact matches, exact or near, and anything including typos. */
export interface SearchTerms {
  exact: string;
  near: string;
  anything: string;
}

/**
 * The terms of a search, from the vocabulary's own function (one round trip before the list's query, so that the
 * planner sees the actual tsquery and can tell a word in 7% of the rows from one in three). Each typed word must
 * match (AND); a word matches, from best to worst:
 *  - tier 0: its Dutch stem as a prefix ('zuurdesem' → zuurdesembollen; a stem under four letters only up to two
 *    more letters, so 'tas' finds tassen but not tastbaar), the word as typed as a prefix (its stem can differ from
 *    the start of a compound: 'hardloop' stems to hardlop, 'hardloopschoenen' to hardloopschoen), or an indexed word its stem extends by
 *    one or two letters, else the stem without its doubled last consonant (typed plural, singular indexed:
 *    'tassen', stem 'tass' → tas);
 *  - tier 1: a synonym, or a compound ending in it ('tas' → laptoptas, handtassen);
 *  - tier 2: when no indexed word starts with its stem or the word (so not a word of ours: a typo), an indexed word
 *    of about its length that is close in trigrams, as a prefix ('koffei' → koffie, koffiebonen), and compounds ending in it (ijskoffie).
 * `synonymWeights`: the document parts (tsvector weights) a synonym may match, e.g. 'BC' for what a creator does
 * but not her name ('koken' stems to kok, a surname); every part by default. Null when only stop words were typed.
 */
export async function dutchSearchTerms(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  vocabulary: string,
  words: readonly SearchWord[],
  options: { synonymWeights?: string } = {},
): Promise<SearchTerms | null> {
  assertSafeIdentifier(vocabulary);
  if (options.synonymWeights !== undefined && !/^[ABCD]{1,4}$/.test(options.synonymWeights)) {
    throw new RangeError(`not tsvector weights: ${options.synonymWeights}`);
  }
  const input = JSON.stringify(words.map(({ word, synonyms }) => ({ w: word, syn: synonyms ?? [] })));
  const rows = (await query(
    `SELECT exact::text AS exact, near::text AS near, anything::text AS anything FROM ${vocabulary}_query($1::jsonb, $2)`,
    [input, options.synonymWeights ? `:${options.synonymWeights}` : ''],
  )) as Partial<SearchTerms>[];
  const terms = rows[0];
  return terms?.exact && terms.near && terms.anything ? (terms as SearchTerms) : null;
}

/**
 * The terms of recent searches, per vocabulary and typed words, each for `ttlMs` from when it was asked: a hot list
 * is searched for the same few words all day, and their terms change only when the vocabulary grows. Within that
 * bound a word new to the vocabulary is not yet a typo or compound candidate for words asked just before; a typed
 * word still finds every document that contains it, since its stem and its typed form are in the terms whatever
 * the vocabulary holds. Concurrent askers of the same words share one round trip; a failed one is not kept.
 */
export class SearchTermsCache {
  private readonly entries: LRUCache<string, Promise<SearchTerms | null>>;

  /** `clock`: what tells the time (a test's fake one); the cache's own otherwise. */
  constructor(options: { ttlMs: number; size: number; clock?: { now(): number } }) {
    this.entries = new LRUCache({ max: options.size, ttl: options.ttlMs, perf: options.clock });
  }

  terms(
    query: (sql: string, params: unknown[]) => Promise<unknown>,
    vocabulary: string,
    words: readonly SearchWord[],
    options: { synonymWeights?: string } = {},
  ): Promise<SearchTerms | null> {
    const key = `${vocabulary}\0${options.synonymWeights ?? ''}\0${JSON.stringify(words)}`;
    const known = this.entries.get(key);
    if (known) return known;
    const terms = dutchSearchTerms(query, vocabulary, words, options);
    this.entries.set(key, terms);
    terms.catch(() => this.entries.peek(key) === terms && this.entries.delete(key));
    return terms;
  }
}

/** The search's parts of one read query; its terms are parameters of `filter`. No terms: nothing matches. */
export class DutchSearch {
  private readonly exact?: string;
  private readonly near?: string;
  private readonly anything?: string;

  constructor(terms: SearchTerms | null, filter: SqlConditions) {
    if (!terms) return;
    // One parameter for the three, so a statement that only matches (the count) leaves none of them untyped; the
    // planner folds each into a constant and sees the actual terms.
    const all = filter.param([terms.exact, terms.near, terms.anything]);
    this.exact = `(${all}::text[])[1]::tsquery`;
    this.near = `(${all}::text[])[2]::tsquery`;
    this.anything = `(${all}::text[])[3]::tsquery`;
  }

  /** The document matches (the GIN index on it answers). */
  matches(document: string): string {
    return this.anything ? `${document} @@ ${this.anything}` : 'false';
  }

  /** 0 exact or prefix, 1 synonym or compound part, 2 typo: the first key of the order. */
  tier(document: string): string {
    if (!this.anything) return '0';
    return `CASE WHEN ${document} @@ ${this.exact} THEN 0 WHEN ${document} @@ ${this.near} THEN 1 ELSE 2 END`;
  }

  /** Within a tier: PostgreSQL's rank of the document (weights: title before description). */
  rank(document: string): string {
    return this.anything ? `ts_rank(${document}, ${this.anything})` : '0';
  }
}

/**
 * The search's candidates as a function of the vocabulary: the three tsqueries of `dutchSearchTerms` for the
 * typed words (JSON: [{ w, syn }]). One generic plan per connection: planning this in every request cost more
 * than running it. `replace` for a migration that brings an existing vocabulary's function up to date.
 */
export function searchQueryFunctionSql(vocabulary: string, { replace = false } = {}): string {
  assertSafeIdentifier(vocabulary);
  return `CREATE ${replace ? 'OR REPLACE ' : ''}FUNCTION ${vocabulary}_query(words jsonb, synonym_weights text)
    RETURNS TABLE (exact tsquery, near tsquery, anything tsquery)
    LANGUAGE plpgsql STABLE SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      WITH typed AS (
        SELECT t.n, s.stem, t.e->>'w' AS typed_word, ARRAY(SELECT jsonb_array_elements_text(t.e->'syn')) AS synonyms,
               coalesce((SELECT v.word FROM ${vocabulary} v
                          WHERE v.word IN (left(s.stem, -1), left(s.stem, -2)) AND length(v.word) >= 3
                          ORDER BY length(v.word) LIMIT 1),
                        regexp_replace(s.stem, '([^aeiou])\\1$', '\\1')) AS root,
               EXISTS (SELECT FROM ${vocabulary} v
                        WHERE v.word LIKE s.stem || '%' OR v.word LIKE (t.e->>'w') || '%') AS known
          FROM jsonb_array_elements(words) WITH ORDINALITY AS t(e, n)
          CROSS JOIN LATERAL (SELECT (tsvector_to_array(to_tsvector('dutch', t.e->>'w')))[1] AS stem) s
         WHERE s.stem IS NOT NULL
      ), typos AS (
        SELECT n, typo.word FROM typed CROSS JOIN LATERAL (
          SELECT v.word FROM ${vocabulary} v
           WHERE v.word OPERATOR(public.%) stem AND public.similarity(v.word, stem) >= ${TYPO_SIMILARITY}
             AND abs(length(v.word) - length(stem)) <= ${TYPO_LENGTH_CHANGE}
           ORDER BY public.similarity(v.word, stem) DESC, v.word LIMIT 3) typo
         WHERE length(stem) >= 4 AND NOT known
      ), terms AS (
        SELECT n, 0 AS tier, quote_literal(stem) || CASE WHEN length(stem) >= 4 THEN ':*' ELSE '' END AS term FROM typed
        UNION ALL
        SELECT n, 0, quote_literal(v.word) FROM typed
          JOIN ${vocabulary} v ON v.word LIKE stem || '%' AND length(v.word) <= length(stem) + 2
         WHERE length(stem) < 4
        UNION ALL
        SELECT n, 0, quote_literal(root) FROM typed WHERE root <> stem
        UNION ALL
        SELECT n, 0, quote_literal(typed_word) || ':*' FROM typed WHERE typed_word <> stem AND length(typed_word) >= 4
        UNION ALL
        SELECT n, 1, quote_literal(lexeme) || synonym_weights FROM typed, unnest(synonyms) AS synonym,
               unnest(tsvector_to_array(to_tsvector('dutch', synonym))) AS lexeme
        UNION ALL
        SELECT n, 1, quote_literal(part.word) FROM typed CROSS JOIN LATERAL (
          SELECT v.word FROM ${vocabulary} v WHERE v.word ~ ('^.{3,}' || root || '.{0,2}$')
           ORDER BY length(v.word), v.word LIMIT 20) part
         WHERE length(root) >= 3
        UNION ALL
        SELECT n, 2, quote_literal(word) || ':*' FROM typos
        UNION ALL
        SELECT n, 2, quote_literal(part.word) FROM typos CROSS JOIN LATERAL (
          SELECT v.word FROM ${vocabulary} v WHERE v.word ~ ('^.{3,}' || typos.word || '.{0,2}$')
           ORDER BY length(v.word), v.word LIMIT 20) part
      ), per_word AS (
        SELECT n, string_agg(term, ' | ') FILTER (WHERE tier = 0) AS exact,
               string_agg(term, ' | ') FILTER (WHERE tier <= 1) AS near, string_agg(term, ' | ') AS anything
          FROM terms GROUP BY n
      )
      SELECT string_agg('(' || exact || ')', ' & ')::tsquery AS exact,
             string_agg('(' || near || ')', ' & ')::tsquery AS near,
             string_agg('(' || anything || ')', ' & ')::tsquery AS anything
        FROM per_word;
    END $$`;
}

/**
 * Letters and digits only (every term is quoted into a tsquery, and typed words are letters and digits too), with
 * at least one letter: numbers have no typos or compound parts worth a candidate.
 */
const VOCABULARY_WORD = `word ~ '^[[:alnum:]]{2,${MAX_WORD_LENGTH}}$' AND word ~ '[[:alpha:]]'`;

/** What `searchVocabularySql` and `searchVocabularyTriggersSql` are told about one searched table. */
export interface SearchVocabulary {
  table: string;
  vocabulary: string;
  document: string;
  /** The rows the search reads (every row when absent); `row` is the name of the row in the condition. */
  where?: (row: string) => string;
}

/**
 * The vocabulary of one searched table: its words, kept by triggers as rows are inserted or their document
 * changes (never pruned: a word no longer in any document only widens a query to nothing), trigram-indexed for
 * typos and compound parts. `where` limits it to the rows the search reads.
 */
export function searchVocabularySql(options: SearchVocabulary): string[] {
  const { table, vocabulary, document, where } = vocabularyNames(options);
  return [
    `CREATE TABLE ${vocabulary} (word text PRIMARY KEY)`,
    `CREATE INDEX ${vocabulary}_trgm ON ${vocabulary} USING gin (word public.gin_trgm_ops)`,
    searchQueryFunctionSql(vocabulary),
    `INSERT INTO ${vocabulary} (word)
     SELECT DISTINCT word FROM ${table}, unnest(tsvector_to_array(${table}.${document})) AS word
      WHERE (${where(table)}) AND ${VOCABULARY_WORD}
      ORDER BY word`,
    ...searchVocabularyTriggersSql(options),
  ];
}

/**
 * The triggers that keep a vocabulary, (re)created: a later migration runs them again to give an existing
 * vocabulary the current ones.
 * - Only words the vocabulary lacks are checked for their shape and inserted: most words of a new document are
 *   known, and the shape's regular expressions cost more than the lookup (measured 0.32 ms of a project's insert).
 * - A row's words join when it becomes one the search reads (a project that opens), or its document changes while
 *   it is one: a row the search never reads costs no vocabulary work.
 */
export function searchVocabularyTriggersSql(options: SearchVocabulary): string[] {
  const { table, vocabulary, document, where } = vocabularyNames(options);
  // Distinct and in one order for every writer, so two inserting the same words cannot deadlock.
  // `from`: the rows the words come from (a transition table), or none for the row of a row trigger.
  const unknownWords = (from: string, row: string, condition = 'true') => `
    WITH unknown AS MATERIALIZED (
      SELECT DISTINCT t.word FROM ${from} unnest(tsvector_to_array(${row}.${document})) AS t(word)
       WHERE (${condition}) AND NOT EXISTS (SELECT 1 FROM ${vocabulary} known WHERE known.word = t.word))
    SELECT word FROM unknown WHERE ${VOCABULARY_WORD} ORDER BY word`;
  return [
    `CREATE OR REPLACE FUNCTION ${vocabulary}_added() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
       BEGIN
         INSERT INTO ${vocabulary} (word) ${unknownWords('added,', 'added', where('added'))} ON CONFLICT DO NOTHING;
         RETURN NULL;
       END $$`,
    `DROP TRIGGER IF EXISTS ${vocabulary}_insert ON ${table}`,
    // A statement trigger: a bulk insert adds its distinct words once.
    `CREATE TRIGGER ${vocabulary}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION ${vocabulary}_added()`,
    `CREATE OR REPLACE FUNCTION ${vocabulary}_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
       BEGIN
         INSERT INTO ${vocabulary} (word) ${unknownWords('', 'NEW')} ON CONFLICT DO NOTHING;
         RETURN NULL;
       END $$`,
    `DROP TRIGGER IF EXISTS ${vocabulary}_update ON ${table}`,
    // Row by row, and only when the row becomes searched or its searched document changed: counters cost nothing.
    `CREATE TRIGGER ${vocabulary}_update AFTER UPDATE ON ${table} FOR EACH ROW
       WHEN ((${where('NEW')}) AND (OLD.${document} IS DISTINCT FROM NEW.${document} OR NOT coalesce(${where('OLD')}, false)))
       EXECUTE FUNCTION ${vocabulary}_changed()`,
  ];
}

function vocabularyNames(options: SearchVocabulary) {
  return {
    table: assertSafeIdentifier(options.table),
    vocabulary: assertSafeIdentifier(options.vocabulary),
    document: assertSafeIdentifier(options.document),
    where: options.where ?? (() => 'true'),
  };
}

/** pg_trgm, required by the search; the embedded PostgreSQL and the stock images ship it. */
export const REQUIRE_PG_TRGM = `
  DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
    IF NOT EXISTS (SELECT 1 FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
                    WHERE e.extname = 'pg_trgm' AND n.nspname = 'public') THEN
      RAISE EXCEPTION 'the search needs pg_trgm in schema public';
    END IF;
  END $$`;
