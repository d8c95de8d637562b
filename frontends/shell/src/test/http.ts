// jsdom has no fetch/Response: tests answer with this minimal stand-in, which is all the API client reads.
export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
}

type Route = (url: string, init: RequestInit) => Response | undefined;

/** Installs a global fetch answering by "METHOD /path" keys; anything unknown answers 404. */
export function installFetch(routes: Record<string, unknown | Route>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    const handler = routes[`${init.method ?? 'GET'} ${path}`];
    if (typeof handler === 'function') return (handler as Route)(url, init) ?? jsonResponse(404, {});
    if (handler instanceof Object && 'status' in handler && 'text' in handler) return handler as Response;
    return handler === undefined ? jsonResponse(404, { message: 'Niet gevonden' }) : jsonResponse(200, handler);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return fetchMock;
}
