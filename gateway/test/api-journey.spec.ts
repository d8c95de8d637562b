import { io as connect } from 'socket.io-client';
import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

// A 1×1 PNG: real image bytes, so the byte-level type check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(TOPOLOGIES)('API journey through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const upload = async (route: string, field: string, bytes: Buffer, filename: string, token: string) => {
    const form = new FormData();
    form.append(field, new Blob([bytes]), filename);
    const response = await fetch(`${topology.url}/api${route}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    // A refused upload answers with an error body instead; the test then reads only the status.
    return { status: response.status, body: (await response.json()) as { data: { file: { url: string } } } };
  };

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('registers, logs in, edits the profile, uploads a picture, finds the creator and logs out', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const company = await api('POST', '/auth/register', {
      role: 'bedrijf',
      email: `bedrijf-${suffix}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      companyName: 'Bakkerij Jansen',
      contactPerson: 'Piet Jansen',
      companySize: '1-10',
      industry: 'food-drinks',
    });
    expect(company.status).toBe(201);
    expect(company.body.user).toMatchObject({ role: 'bedrijf', companyName: 'Bakkerij Jansen' });

    const email = `creator-${suffix}@example.nl`;
    const registered = await api('POST', '/auth/register', {
      role: 'creator',
      email,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      firstName: 'Femke',
      lastName: 'Visser',
      dateOfBirth: '1996-04-12',
      phoneNumber: '0612345678',
      bio: 'Ik maak eerlijke reviews van koffie en keukenspullen.',
    });
    expect(registered.status).toBe(201);

    const login = await api('POST', '/auth/login', { email, password: 'geheim123' });
    expect(login.status).toBe(200);
    const token: string = login.body.token;

    const me = await api('GET', '/auth/me', undefined, token);
    expect(me.body.user).toMatchObject({ email, role: 'creator', firstName: 'Femke' });

    const profile = await api(
      'PUT',
      '/users/me/profile',
      {
        ...me.body.user,
        bio: `Koffiereviews ${suffix}`,
        location: { city: 'Utrecht', country: 'Nederland' },
        niches: ['food', 'lifestyle'],
      },
      token,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ location: { city: 'Utrecht' }, niches: ['food', 'lifestyle'] });

    const picture = await upload('/upload/profile-picture', 'profilePicture', PNG, '../../portret.png', token);
    expect(picture.status).toBe(201);
    const pictureUrl: string = picture.body.data.file.url;
    expect(pictureUrl).not.toContain('portret');
    const served = await fetch(`${topology.url}${pictureUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const notAnImage = await upload(
      '/upload/profile-picture',
      'profilePicture',
      Buffer.from('dit is geen plaatje'),
      'foto.png',
      token,
    );
    expect(notAnImage.status).toBe(415);

    const list = await api('GET', `/users/creators?search=${encodeURIComponent(`Koffiereviews ${suffix}`)}&page=1&limit=12`);
    expect(list.status).toBe(200);
    const found = list.body.creators.find((creator: { id: string }) => creator.id === me.body.user.id);
    expect(found).toMatchObject({ firstName: 'Femke', location: { city: 'Utrecht' } });

    const detail = await api('GET', `/users/creators/${me.body.user.id}`);
    expect(detail.body.data.creator).toMatchObject({ id: me.body.user.id, bio: `Koffiereviews ${suffix}` });

    // The realtime endpoint takes the same token.
    const socket = connect(topology.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.close();

    expect((await api('POST', '/auth/logout', {}, token)).status).toBe(200);
    const afterLogout = await api('GET', '/auth/me', undefined, token);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toMatchObject({ success: false, code: 'AUTH.UNAUTHENTICATED' });
    // Another context refuses the ended session too: revocation is the owning service's check, not only the edge's.
    const elsewhere = await api('GET', '/conversations', undefined, token);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toMatchObject({ success: false, code: 'AUTH.UNAUTHENTICATED' });
  }, 60_000);

  it('answers unknown API paths and bad input with the one Dutch error body', async () => {
    const unknown = await api('GET', '/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Niet gevonden', correlationId: expect.any(String) });

    const invalid = await api('POST', '/auth/login', { email: 'geen-mail', password: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Ongeldig e-mailadres' },
        { field: 'password', message: 'Wachtwoord is verplicht' },
      ]),
    );
  });

  it('describes the whole product at /api/docs/openapi.json, whichever process hosts each service', async () => {
    const description = (await (await fetch(`${topology.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      'x-unavailable'?: string[];
    };
    expect(description['x-unavailable']).toBeUndefined();
    for (const path of [
      '/api/auth/login',
      '/api/projects/{id}',
      '/api/proposals/my',
      '/api/conversations',
      '/api/payments/terms',
    ]) {
      expect(description.paths[path]).toBeDefined();
    }
  });

  it('lets a signed-out reader of the privacy page read every context’s retention period from that context', async () => {
    const owners = {
      '/users/retention': 'Accountgegevens',
      '/projects/retention': 'Projectgegevens',
      '/payments/retention': 'Financiële gegevens',
      '/conversations/retention': 'Berichten',
      '/notifications/retention': 'Meldingen en verzonden e-mails',
      '/analytics/retention': 'Analysegegevens',
    };
    for (const [route, subject] of Object.entries(owners)) {
      const response = await api('GET', route);
      expect(response.status).toBe(200);
      expect(response.body.data.periods.map((period: { subject: string }) => period.subject)).toEqual([subject]);
    }
  });

  it('sends security headers on every response', async () => {
    const response = await fetch(`${topology.url}/api/auth/providers`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Nothing but Stripe may run scripts from elsewhere, for the card fields.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' https://js.stripe.com;");
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
  });

  it('answers anonymous list reads from the edge cache for 2 s; a signed-in caller and no-cache see changes at once', async () => {
    // Letters only: a first name may not hold digits.
    const suffix = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const route = `/users/creators?search=${encodeURIComponent(`Cache${suffix}`)}`;
    const read = (headers: Record<string, string> = {}) => fetch(`${topology.url}/api${route}`, { headers });
    const names = async (response: Response) =>
      ((await response.json()) as { creators: { name: string }[] }).creators.map((c) => c.name);

    const first = await read();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await names(first)).toEqual([]);
    const registered = await api('POST', '/auth/register', {
      role: 'creator',
      email: `cache-${suffix}@example.nl`,
      password: 'geheim123',
      confirmPassword: 'geheim123',
      firstName: `Cache${suffix}`,
      lastName: 'Visser',
      dateOfBirth: '1996-03-14',
      phoneNumber: '0612345678',
      bio: 'Ik film korte reviews van fietsen en buitensport.',
    });
    expect(registered.status).toBe(201);

    const cached = await read();
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await names(cached)).toEqual([]);
    const signedIn = await read({ authorization: `Bearer ${registered.body.token}` });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(await names(signedIn)).toEqual([`Cache${suffix} Visser`]);
    const refreshed = await read({ 'cache-control': 'no-cache' });
    expect(await names(refreshed)).toEqual([`Cache${suffix} Visser`]);
    expect(await names(await read())).toEqual([`Cache${suffix} Visser`]);
  });
});
