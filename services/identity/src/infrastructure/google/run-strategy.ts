import type { Strategy } from 'passport';

export type StrategyOutcome<U> =
  { type: 'redirect'; url: string } | { type: 'success'; user: U } | { type: 'fail' } | { type: 'error'; error: unknown };

/** The parts of a request passport-oauth2 reads (query for `code`/`error`, body for form posts). */
export interface StrategyRequest {
  query: unknown;
  body?: unknown;
  headers: Record<string, unknown>;
}

/**
 * Runs a passport strategy without Express. Passport's own middleware augments a copy of the strategy with
 * success/fail/redirect/error/pass and writes the outcome to an Express response; here the outcome is returned
 * instead, so a Fastify controller can answer it (and a test can inspect the redirect without a network).
 */
export function runStrategy<U>(
  strategy: Strategy,
  request: StrategyRequest,
  options: Record<string, unknown> = {},
): Promise<StrategyOutcome<U>> {
  return new Promise((resolve) => {
    const attempt = Object.create(strategy) as Record<string, unknown> & {
      authenticate(request: unknown, options: unknown): void;
    };
    attempt.redirect = (url: string) => resolve({ type: 'redirect', url });
    attempt.success = (user: U) => resolve({ type: 'success', user });
    attempt.fail = () => resolve({ type: 'fail' });
    attempt.pass = () => resolve({ type: 'fail' });
    attempt.error = (error: unknown) => resolve({ type: 'error', error });
    try {
      attempt.authenticate(request, options);
    } catch (error) {
      resolve({ type: 'error', error });
    }
  });
}
