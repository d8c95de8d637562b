/**
 * `Cache-Control` of a public list that is the same for every anonymous visitor: the gateway's shared cache may
 * answer the same URL for 2 s (a busy list then costs one query per 2 s, not one per visitor); browsers ask again
 * each time. Signed-in callers always get a fresh answer (docs/decisions/006-read-queries-in-sql.md).
 */
export const PUBLIC_LIST_CACHING = 'public, max-age=0, s-maxage=2';
