// The one HTTP client of the web client: base /api, JSON, bearer token, 15 s timeout, and the 401 rule
// (a 401 for the stored token clears it and sends the browser to /login).
import { tokenStore, type TokenStore } from './tokenStore';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 15_000;

export const TIMEOUT_MESSAGE = 'De server reageert niet. Probeer het opnieuw.';
export const NETWORK_MESSAGE = 'Geen verbinding met de server. Controleer je internetverbinding.';
export const GENERIC_MESSAGE = 'Er is een fout opgetreden. Probeer het opnieuw.';

export interface FieldError {
  field?: string;
  message: string;
}

/** An error answer from the API (body shape of docs/api/identity.md), a timeout (status 0, code TIMEOUT) or no connection (code NETWORK). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors: FieldError[] = [],
    /** The server's own Dutch message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's validation list joined by commas, else its message, else the fallback. */
export function errorMessage(error: unknown, fallback = GENERIC_MESSAGE): string {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return error.errors.map((e) => e.message).join(', ');
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return error.message;
  }
  return fallback;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for calls where 401 means "wrong credentials", not "session ended" (login, start-up user check). */
  authRedirect?: boolean;
  /** Extra headers for one call, e.g. `Idempotency-Key` on a money-moving request. */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  tokens?: TokenStore;
  fetchImpl?: typeof fetch;
  onUnauthorized?: () => void;
}

export function redirectToLogin() {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

interface ErrorBody {
  message?: unknown;
  code?: string;
  errors?: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient({
  baseUrl = API_BASE,
  timeoutMs = REQUEST_TIMEOUT_MS,
  tokens = tokenStore,
  fetchImpl,
  onUnauthorized = redirectToLogin,
}: ApiClientOptions = {}) {
  async function request<T = unknown>(
    path: string,
    { method = 'GET', body, query, signal, authRedirect = true, headers: extraHeaders }: RequestOptions = {},
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    signal?.addEventListener('abort', abortFromCaller);

    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    const token = tokens.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT');
      if (signal?.aborted) throw cause;
      throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }

    const data = await readBody(response);
    const problem = (data ?? {}) as ErrorBody;
    // The session ends only if the refused token is still hers: a call sent before she logged out (or in again)
    // answers 401 for a session that has already ended, and must not send her from home to /login.
    if (response.status === 401 && authRedirect && tokens.get() === token) {
      tokens.clear();
      onUnauthorized();
    }
    if (!response.ok) {
      const serverMessage = typeof problem.message === 'string' ? problem.message : undefined;
      const errors: FieldError[] = Array.isArray(problem.errors)
        ? problem.errors.map((e: { field?: string; message?: string; msg?: string }) => ({
            field: e?.field,
            message: String(e?.message ?? e?.msg ?? e),
          }))
        : [];
      throw new ApiError(response.status, serverMessage ?? GENERIC_MESSAGE, problem.code, errors, serverMessage);
    }
    return data as T;
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Multipart upload of one file under `field`. */
    upload: <T = unknown>(path: string, field: string, file: Blob, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.append(field, file);
      for (const [key, value] of Object.entries(extra)) form.append(key, value);
      return request<T>(path, { method: 'POST', body: form });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
