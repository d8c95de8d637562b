import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { KitMessages } from '../errors/messages';

/** Deeper JSON than any of our bodies needs; deeper would only exhaust the stack of the recursive code behind it. */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuses, for every route of every service, input that cannot be stored or would crash the code behind it:
 * a NUL character anywhere in the URL or in a parsed body (PostgreSQL cannot store it in text), and a body nested
 * deeper than MAX_JSON_DEPTH. Checked after parsing (JSON.parse itself copes with any depth) and before
 * validation, which would recurse through every level.
 */
export function guardRequests(fastify: FastifyInstance): void {
  // Callback hooks: on every request of every route, a promise per hook is work for nothing.
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    done(/%00/.test(request.url) || request.url.includes('\u0000') ? nullCharacter() : undefined);
  });
  fastify.addHook('preValidation', (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    const problem = request.body === undefined ? undefined : inspectBody(request.body, MAX_JSON_DEPTH);
    done(problem === 'null-character' ? nullCharacter() : problem === 'too-deep' ? tooDeep() : undefined);
  });
}

const nullCharacter = () => AppError.badRequest('REQUEST.INVALID_CHARACTER', KitMessages.nullCharacter);
const tooDeep = () => AppError.badRequest('REQUEST.TOO_DEEP', KitMessages.nestedTooDeep);

/**
 * Walks a parsed body without recursion: the first NUL character in a string (value or key), or a nesting of
 * objects and arrays deeper than `maxDepth`. Anything that is not plain data (a stream the proxy forwards,
 * a multipart file) is left alone.
 */
export function inspectBody(body: unknown, maxDepth: number): 'null-character' | 'too-deep' | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'null-character';
      continue;
    }
    if (!isPlainData(value)) continue;
    if (depth + 1 > maxDepth) return 'too-deep';
    for (const [key, member] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'null-character';
      pending.push({ value: member, depth: depth + 1 });
    }
  }
  return undefined;
}

function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
