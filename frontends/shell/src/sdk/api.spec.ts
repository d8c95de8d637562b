import { ApiError, TIMEOUT_MESSAGE, createApiClient, errorMessage } from './api';
import type { TokenStore } from './tokenStore';
import { jsonResponse } from '../test/http';

function memoryTokens(initial: string | null = 'token-123'): TokenStore & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(token) {
      this.value = token;
    },
    clear() {
      this.value = null;
    },
  };
}

const json = jsonResponse;

describe('api client', () => {
  afterEach(() => jest.useRealTimers());

  it('calls /api with the bearer token and drops empty query values', async () => {
    const fetchImpl = jest.fn(async () => json(200, { success: true }));
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: fetchImpl as unknown as typeof fetch });
    await client.get('/users/creators', { query: { search: 'beauty', niche: '', page: 1, location: undefined } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/creators?search=beauty&page=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
  });

  it('sends extra headers of one call beside the token and JSON body', async () => {
    const fetchImpl = jest.fn(async () => json(200, { data: { checkoutUrl: '/payment-simulator' } }));
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: fetchImpl as unknown as typeof fetch });
    await client.post('/payments/projects/p1/deposit', { method: 'ideal' }, { headers: { 'Idempotency-Key': 'key-1' } });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      Authorization: 'Bearer token-123',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"method":"ideal"}');
  });

  it('gives up after 15 seconds with a Dutch timeout error', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: fetchImpl as unknown as typeof fetch });
    const pending = client.get('/auth/me');
    const outcome = pending.then(
      () => 'resolved',
      (error) => error,
    );

    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(fetchImpl.mock.calls[0][1].signal!.aborted).toBe(false);

    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
  });

  it('on any 401 clears the token and sends the user to /login', async () => {
    const tokens = memoryTokens();
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      tokens,
      onUnauthorized,
      fetchImpl: (async () => json(401, { message: 'Niet ingelogd' })) as typeof fetch,
    });
    await expect(client.get('/users/me/stats')).rejects.toMatchObject({ status: 401 });
    expect(tokens.value).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone for a 401 that answers a token she no longer holds (sent before a logout or a new login)', async () => {
    const tokens = memoryTokens('old-token');
    const onUnauthorized = jest.fn();
    let answer!: (response: Response) => void;
    const client = createApiClient({
      tokens,
      onUnauthorized,
      fetchImpl: (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch,
    });
    const inFlight = client.get('/users/me/stats');
    tokens.clear(); // she logs out while the call is under way
    answer(json(401, { message: 'Niet ingelogd' }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    tokens.set('new-token', 'local'); // and signs in again while another old call is under way
    const second = createApiClient({
      tokens,
      onUnauthorized,
      fetchImpl: (async () => {
        tokens.set('newer-token', 'local');
        return json(401, { message: 'Niet ingelogd' });
      }) as typeof fetch,
    });
    await expect(second.get('/users/me/stats')).rejects.toMatchObject({ status: 401 });
    expect(tokens.value).toBe('newer-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone for a 401 on a credentials call (wrong password)', async () => {
    const tokens = memoryTokens(null);
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      tokens,
      onUnauthorized,
      fetchImpl: (async () => json(401, { message: 'Ongeldig e-mailadres of wachtwoord' })) as typeof fetch,
    });
    await expect(client.post('/auth/login', {}, { authRedirect: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the error body of docs/api/identity.md', async () => {
    const body = {
      success: false,
      code: 'VALIDATION.FAILED',
      message: 'Validatiefouten',
      errors: [
        { field: 'email', message: 'Ongeldig e-mailadres' },
        { field: 'password', message: 'Wachtwoord moet minimaal 6 tekens bevatten' },
      ],
    };
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: (async () => json(400, body)) as typeof fetch });
    const error = await client.post('/auth/register', {}).catch((e) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION.FAILED', serverMessage: 'Validatiefouten' });
    expect(errorMessage(error)).toBe('Ongeldig e-mailadres, Wachtwoord moet minimaal 6 tekens bevatten');
  });

  it('falls back to the given text when the server sent no message', async () => {
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: (async () => jsonResponse(502)) as typeof fetch });
    const error = await client.get('/projects/my').catch((e) => e);
    expect(errorMessage(error, 'Er is een fout opgetreden bij het ophalen van je opdrachten')).toBe(
      'Er is een fout opgetreden bij het ophalen van je opdrachten',
    );
  });

  it('sends files as multipart without a JSON content type', async () => {
    const fetchImpl = jest.fn(async () => json(201, { data: { file: { url: '/api/media/x' } } }));
    const client = createApiClient({ tokens: memoryTokens(), fetchImpl: fetchImpl as unknown as typeof fetch });
    await client.upload('/upload/profile-picture', 'profilePicture', new Blob(['x'], { type: 'image/png' }));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('profilePicture')).toBeTruthy();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
