import { decodeEnvelope } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { Messages } from '../src/domain/messages';
import {
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  register,
  removeDir,
  startIdentityApp,
} from './support/identity-test-app';

describe('identity users API (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const put = (url: string, token: string, payload: unknown) =>
    identity.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
  const fieldErrors = (body: { errors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]));

  async function creator(profile: Record<string, unknown>, form: Record<string, unknown> = {}) {
    const session = await register(identity, creatorForm(form));
    const response = await put('/api/users/me/profile', session.token, profile);
    if (response.statusCode !== 200) throw new Error(response.body);
    return { ...session, user: response.json().user };
  }

  describe('creators list', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      // A separate database would isolate better; unique words keep these searches to this block's creators.
      const seeds = [
        {
          key: 'kees',
          form: { firstName: 'Kees', lastName: 'Zonnebloem', bio: 'Ik bak brood en taarten in mijn keuken.' },
          profile: {
            niches: ['food'],
            location: { city: 'Zwolle' },
            availability: 'immediately',
            socialMedia: {
              instagram: { username: 'kees', followers: 4_000 },
              youtube: { username: 'kees', subscribers: '3500' },
            },
          },
        },
        {
          key: 'lisa',
          form: { firstName: 'Lisa', lastName: 'Zonnebloem', bio: 'Sporten, hardlopen en gezonde recepten.' },
          profile: {
            niches: ['fitness', 'food'],
            location: { city: 'Zwolle-Zuid' },
            availability: 'within-week',
            socialMedia: { tiktok: { username: 'lisa', followers: 60_000 } },
          },
        },
        {
          key: 'omar',
          form: { firstName: 'Omar', lastName: 'Zonnebloem', bio: 'Gadgets en technologie uitgelegd.' },
          profile: {
            niches: ['tech'],
            location: { city: 'Deventer' },
            availability: 'within-month',
            socialMedia: { youtube: { username: 'omar', subscribers: 250_000 } },
          },
        },
        {
          key: 'ines',
          form: { firstName: 'Ines', lastName: 'Zonnebloem', bio: 'Duurzame mode en tweedehands kleding.' },
          profile: {
            niches: ['fashion'],
            location: { city: 'Zwolle' },
            availability: 'unavailable',
            socialMedia: { instagram: { username: 'ines', followers: 'veel' } },
          },
        },
      ];
      for (const seed of seeds) ids[seed.key] = (await creator(seed.profile, seed.form)).user.id;
      await register(identity, companyForm({ companyName: 'Zonnebloem BV' }));
    });

    const list = async (query: string) => {
      const response = await identity.inject({ method: 'GET', url: `/api/users/creators?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const namesOf = (body: { creators: { firstName: string }[] }) => body.creators.map((c) => c.firstName);

    it('shows creators only, as public cards without e-mail, phone or birth date', async () => {
      const body = await list('search=Zonnebloem');
      expect(body.success).toBe(true);
      expect(namesOf(body).sort()).toEqual(['Ines', 'Kees', 'Lisa', 'Omar']);
      const kees = body.creators.find((c: { id: string }) => c.id === ids.kees);
      expect(kees).toMatchObject({
        name: 'Kees Zonnebloem',
        displayName: 'Kees Zonnebloem',
        location: { city: 'Zwolle', country: 'Nederland' },
        niches: ['food'],
        followersTotal: 7_500,
        socialMedia: {
          instagram: { username: 'kees', url: '', followers: 4_000 },
          youtube: { username: 'kees', url: '', subscribers: 3_500 },
        },
        stats: { completedProjects: 0, averageRating: null, responseRate: null, followers: 7_500 },
      });
      for (const card of body.creators) {
        expect(card).not.toHaveProperty('email');
        expect(card).not.toHaveProperty('phoneNumber');
        expect(card).not.toHaveProperty('dateOfBirth');
      }
    });

    it('searches bios with Dutch stemming and names with a substring', async () => {
      expect(namesOf(await list('search=bakken'))).toContain('Kees'); // "bak" ~ "bakken"
      expect(namesOf(await list('search=recept'))).toEqual(['Lisa']); // "recepten"
      expect(namesOf(await list('search=onnebloe')).sort()).toEqual(['Ines', 'Kees', 'Lisa', 'Omar']);
      expect(namesOf(await list('search=100%25_korting'))).toEqual([]);
    });

    it("finds creators by a Dutch word for their niche: 'eten' finds the food creators", async () => {
      expect(namesOf(await list('search=eten')).sort()).toEqual(['Kees', 'Lisa']);
      expect(namesOf(await list('search=voeding')).sort()).toEqual(['Kees', 'Lisa']);
      expect(namesOf(await list('search=Technologie')).sort()).toEqual(['Omar']);
      expect(namesOf(await list('search=training'))).toEqual(['Lisa']);
      expect(namesOf(await list('search=eten&location=zwolle-zuid'))).toEqual(['Lisa']);
    });

    it('finds a typed name with a typo, and nobody for an unrelated word', async () => {
      expect(namesOf(await list('search=Zonnebleom')).sort()).toEqual(['Ines', 'Kees', 'Lisa', 'Omar']);
      expect(namesOf(await list('search=ruimtevaart'))).toEqual([]);
    });

    it('filters by niche, city, follower range and availability', async () => {
      expect(namesOf(await list('search=Zonnebloem&niche=food')).sort()).toEqual(['Kees', 'Lisa']);
      expect(namesOf(await list('search=Zonnebloem&location=zwolle')).sort()).toEqual(['Ines', 'Kees', 'Lisa']);
      expect(namesOf(await list('search=Zonnebloem&followers=1000-10000'))).toEqual(['Kees']);
      expect(namesOf(await list('search=Zonnebloem&followers=50000-100000'))).toEqual(['Lisa']);
      expect(namesOf(await list('search=Zonnebloem&followers=100000%2B'))).toEqual(['Omar']);
      expect(namesOf(await list('search=Zonnebloem&availability=immediately'))).toEqual(['Kees']);
      expect(namesOf(await list('search=Zonnebloem&availability=within-week')).sort()).toEqual(['Kees', 'Lisa']);
      expect(namesOf(await list('search=Zonnebloem&availability=within-month')).sort()).toEqual(['Kees', 'Lisa', 'Omar']);
      expect(
        namesOf(await list('search=Zonnebloem&niche=food&location=Zwolle&followers=1000-10000&availability=immediately')),
      ).toEqual(['Kees']);
    });

    it('orders by reach without a search', async () => {
      const body = await list('location=zwolle');
      expect(namesOf(body)).toEqual(['Lisa', 'Kees', 'Ines']);
    });

    it('refuses unknown filter values in Dutch', async () => {
      const response = await identity.inject({ method: 'GET', url: '/api/users/creators?followers=veel&niche=koken' });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ followers: Messages.followersRangeInvalid, niche: Messages.nicheInvalid });
    });

    it('pages by 12 by default, at most 50', async () => {
      for (let index = 0; index < 11; index += 1)
        await creator({ location: { city: 'Paginastad' } }, { firstName: `Pagina${index}` });
      const first = await list('location=Paginastad');
      expect(first.creators).toHaveLength(11);
      expect(first.pagination).toEqual({ page: 1, limit: 12, total: 11, pages: 1 });
      await creator({ location: { city: 'Paginastad' } }, { firstName: 'Pagina11' });
      await creator({ location: { city: 'Paginastad' } }, { firstName: 'Pagina12' });
      const firstPage = await list('location=Paginastad');
      expect(firstPage.creators).toHaveLength(12);
      expect(firstPage.pagination).toEqual({ page: 1, limit: 12, total: 13, pages: 2 });
      const secondPage = await list('location=Paginastad&page=2');
      expect(secondPage.creators).toHaveLength(1);
      const seen = new Set([...firstPage.creators, ...secondPage.creators].map((c: { id: string }) => c.id));
      expect(seen.size).toBe(13);
      expect((await list('location=Paginastad&limit=500')).pagination.limit).toBe(50);
      expect((await list('location=Paginastad&limit=abc&page=-3')).pagination).toMatchObject({ page: 1, limit: 12 });
    });
  });

  describe('creator profile', () => {
    it('shows a creator’s public profile with portfolio', async () => {
      const { token, user } = await creator({ location: { city: 'Breda' }, niches: ['travel'] });
      await identity.inject({
        method: 'POST',
        url: '/api/users/me/portfolio',
        headers: bearer(token),
        payload: { title: 'Reisvlog', videoUrl: 'https://video.example/reis.mp4' },
      });
      const response = await identity.inject({ method: 'GET', url: `/api/users/creators/${user.id}` });
      expect(response.statusCode).toBe(200);
      const { creator: profile } = response.json().data;
      expect(profile).toMatchObject({
        id: user.id,
        name: 'Anna de Jong',
        location: { city: 'Breda' },
        niches: ['travel'],
        portfolio: [{ title: 'Reisvlog', category: 'other' }],
      });
      expect(profile).not.toHaveProperty('email');
    });

    it('answers 404 Creator niet gevonden for an unknown id, a company, or a malformed id', async () => {
      const { user: company } = await register(identity, companyForm());
      for (const id of ['00000000-0000-4000-8000-000000000000', company.id, 'niet-een-id', '1;DROP TABLE app_user']) {
        const response = await identity.inject({ method: 'GET', url: `/api/users/creators/${encodeURIComponent(id)}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'IDENTITY.CREATOR_NOT_FOUND',
          message: 'Creator niet gevonden',
        });
      }
    });
  });

  describe('own profile', () => {
    it('updates a creator’s whole profile, ignoring company fields, and keeps the follower total', async () => {
      const { token } = await register(identity, creatorForm());
      const response = await put('/api/users/me/profile', token, {
        firstName: ' Anouk ',
        bio: 'Nieuwe bio',
        location: { city: 'Arnhem', country: '' },
        niches: ['beauty', 'beauty', 'lifestyle'],
        pricing: { baseRate: '150.75', negotiable: false },
        availability: 'within-week',
        socialMedia: {
          instagram: { username: 'anouk', url: 'javascript:alert(1)', followers: '12000' },
          tiktok: { username: 'anouk', url: 'tiktok.com/@anouk', followers: -4 },
        },
        companyName: 'Niet van mij BV',
        email: 'overname@example.nl',
        role: 'bedrijf',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        role: 'creator',
        firstName: 'Anouk',
        displayName: 'Anouk de Jong',
        bio: 'Nieuwe bio',
        location: { city: 'Arnhem', country: 'Nederland' },
        niches: ['beauty', 'lifestyle'],
        pricing: { baseRate: 150.75, negotiable: false },
        availability: 'within-week',
        socialMedia: {
          instagram: { username: 'anouk', url: '', followers: 12_000 },
          tiktok: { username: 'anouk', url: 'https://tiktok.com/@anouk', followers: 0 },
        },
        stats: { followers: 12_000 },
        companyName: null,
      });
      expect(response.json().user.email).not.toBe('overname@example.nl');
    });

    it('updates a company profile with the one size list and industry other', async () => {
      const { token } = await register(identity, companyForm());
      const response = await put('/api/users/me/profile', token, {
        companySize: '200+',
        industry: 'other',
        contactPerson: 'Joke',
        niches: ['food'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        companySize: '251-1000',
        industry: 'other',
        contactPerson: 'Joke',
        niches: null,
      });
      const invalid = await put('/api/users/me/profile', token, { companySize: '5000+', industry: 'kaas', companyName: '  ' });
      expect(invalid.statusCode).toBe(400);
      expect(fieldErrors(invalid.json())).toEqual({
        companySize: Messages.companySizeInvalid,
        industry: Messages.industryInvalid,
      });
      const emptyName = await put('/api/users/me/profile', token, { companyName: '  ' });
      expect(fieldErrors(emptyName.json())).toEqual({ companyName: Messages.companyNameRequired });
    });

    it('keeps a company’s KvK (8 digits) and BTW number (NL…B..) as typed, refuses others in Dutch, and carries them on ProfileUpdated', async () => {
      const { token, user } = await register(identity, companyForm());
      const saved = await put('/api/users/me/profile', token, { kvkNumber: '1234 5678', btwNumber: 'nl 8123.45678 b01' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().user).toMatchObject({ kvkNumber: '12345678', btwNumber: 'NL812345678B01' });
      const invalid = await put('/api/users/me/profile', token, { kvkNumber: '1234567', btwNumber: 'BE0123456789' });
      expect(invalid.statusCode).toBe(400);
      expect(fieldErrors(invalid.json())).toEqual({
        kvkNumber: Messages.kvkNumberInvalid,
        btwNumber: Messages.btwNumberInvalid,
      });
      const rows: { envelope: Buffer }[] = await identity.app
        .get(DataSource, { strict: false })
        .query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1 AND type = $2 ORDER BY id`, [
          user.id,
          IdentityEvents.ProfileUpdated.type,
        ]);
      expect(rows).toHaveLength(1);
      expect(decodeEnvelope(rows[0].envelope).event.payload).toMatchObject({
        kvkNumber: '12345678',
        btwNumber: 'NL812345678B01',
      });
      // A creator has neither: the fields are not hers to set.
      const { token: creatorToken } = await register(identity, creatorForm());
      const creatorSaved = await put('/api/users/me/profile', creatorToken, { kvkNumber: '12345678' });
      expect(creatorSaved.json().user).toMatchObject({ kvkNumber: null, btwNumber: null });
    });

    it('publishes ProfileUpdated only when the public face changes', async () => {
      const { token, user } = await register(identity, creatorForm());
      const count = async () =>
        (await identity.app
          .get(DataSource, { strict: false })
          .query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1 AND type = $2`, [
            user.id,
            IdentityEvents.ProfileUpdated.type,
          ])) as { envelope: Buffer }[];
      await put('/api/users/me/profile', token, { pricing: { baseRate: 99 } });
      expect(await count()).toHaveLength(0);
      await put('/api/users/me/profile', token, { location: { city: 'Assen' }, niches: ['pets'] });
      const rows = await count();
      expect(rows).toHaveLength(1);
      expect(decodeEnvelope(rows[0].envelope).event.payload).toMatchObject({
        userId: user.id,
        city: 'Assen',
        niches: ['pets'],
        displayName: 'Anna de Jong',
      });
    });

    it('replaces the social media of a creator; companies may not', async () => {
      const { token } = await creator({ socialMedia: { instagram: { username: 'oud', followers: 10 } } });
      const response = await put('/api/users/me/social-media', token, {
        socialMedia: { youtube: { username: 'nieuw', url: 'https://youtube.com/@nieuw', subscribers: 2_000 } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.socialMedia).toEqual({
        youtube: { username: 'nieuw', url: 'https://youtube.com/@nieuw', subscribers: 2_000 },
      });
      expect(response.json().user.stats.followers).toBe(2_000);
      const company = await register(identity, companyForm());
      expect((await put('/api/users/me/social-media', company.token, { socialMedia: {} })).statusCode).toBe(403);
      expect((await put('/api/users/me/social-media', token, {})).statusCode).toBe(400);
    });

    it('gives real stats: creators their figures, companies their profile completeness', async () => {
      const { token } = await creator({
        location: { city: 'Delft' },
        niches: ['art'],
        socialMedia: { instagram: { username: 'x', followers: 1_234 } },
      });
      await identity.inject({
        method: 'POST',
        url: '/api/users/me/portfolio',
        headers: bearer(token),
        payload: { title: 'Schilderen', videoUrl: 'https://video.example/a.mp4' },
      });
      const stats = (await identity.inject({ method: 'GET', url: '/api/users/me/stats', headers: bearer(token) })).json().stats;
      expect(stats).toMatchObject({
        role: 'creator',
        completedProjects: 0,
        averageRating: null,
        responseRate: null,
        ratingCount: 0,
        portfolioItems: 1,
        followersTotal: 1_234,
        profileCompleteness: 80,
      });
      // The wire form of the contract the account front end reads: an ISO time, not a count of days.
      expect(new Date(stats.memberSince).toISOString()).toBe(stats.memberSince);
      expect(stats.missingProfileFields.sort()).toEqual(['pricing', 'profilePicture']);

      const company = await register(identity, companyForm());
      const companyStats = (
        await identity.inject({ method: 'GET', url: '/api/users/me/stats', headers: bearer(company.token) })
      ).json().stats;
      expect(companyStats).toMatchObject({
        role: 'bedrijf',
        profileCompleteness: 50,
        missingProfileFields: ['website', 'bio', 'city', 'profilePicture'],
      });
      expect((await identity.inject({ method: 'GET', url: '/api/users/me/stats' })).statusCode).toBe(401);
    });
  });

  describe('portfolio', () => {
    it('lets a creator add, list, change and delete items, with Dutch texts for missing fields', async () => {
      const { token } = await register(identity, creatorForm());
      const invalid = await identity.inject({
        method: 'POST',
        url: '/api/users/me/portfolio',
        headers: bearer(token),
        payload: { title: ' ', category: 'dans' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(fieldErrors(invalid.json())).toEqual({
        title: 'Titel is verplicht',
        videoUrl: 'Video is verplicht',
        category: Messages.categoryInvalid,
      });

      const created = await identity.inject({
        method: 'POST',
        url: '/api/users/me/portfolio',
        headers: bearer(token),
        payload: { title: 'Unboxing', description: 'Nieuwe telefoon', videoUrl: 'youtube.com/watch?v=abc' },
      });
      expect(created.statusCode).toBe(201);
      const { item } = created.json();
      expect(item).toMatchObject({
        id: expect.any(String),
        _id: item.id,
        title: 'Unboxing',
        videoUrl: 'https://youtube.com/watch?v=abc',
        thumbnailUrl: null,
        category: 'other',
      });

      const updated = await put(`/api/users/me/portfolio/${item.id}`, token, {
        title: 'Unboxing v2',
        videoUrl: item.videoUrl,
        category: 'unboxing',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().item).toMatchObject({ id: item.id, title: 'Unboxing v2', category: 'unboxing', description: '' });

      const listed = (await identity.inject({ method: 'GET', url: '/api/users/me/portfolio', headers: bearer(token) })).json();
      expect(listed.portfolio.map((entry: { id: string }) => entry.id)).toEqual([item.id]);

      const removed = await identity.inject({
        method: 'DELETE',
        url: `/api/users/me/portfolio/${item.id}`,
        headers: bearer(token),
      });
      expect(removed.json()).toEqual({ success: true });
      expect(
        (await identity.inject({ method: 'GET', url: '/api/users/me/portfolio', headers: bearer(token) })).json().portfolio,
      ).toEqual([]);
    });

    it('refuses a javascript: video link', async () => {
      const { token } = await register(identity, creatorForm());
      const response = await identity.inject({
        method: 'POST',
        url: '/api/users/me/portfolio',
        headers: bearer(token),
        payload: { title: 'X', videoUrl: 'javascript:alert(1)' },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ videoUrl: Messages.videoUrlInvalid });
    });

    it('keeps another creator’s items out of reach (404) and companies out of the portfolio (403)', async () => {
      const owner = await register(identity, creatorForm());
      const other = await register(identity, creatorForm());
      const { item } = (
        await identity.inject({
          method: 'POST',
          url: '/api/users/me/portfolio',
          headers: bearer(owner.token),
          payload: { title: 'Mijn video', videoUrl: 'https://video.example/v.mp4' },
        })
      ).json();

      const change = await put(`/api/users/me/portfolio/${item.id}`, other.token, {
        title: 'Gekaapt',
        videoUrl: 'https://video.example/x.mp4',
      });
      expect(change.statusCode).toBe(404);
      expect(change.json()).toMatchObject({ code: 'IDENTITY.PORTFOLIO_ITEM_NOT_FOUND', message: Messages.portfolioItemNotFound });
      expect(
        (await identity.inject({ method: 'DELETE', url: `/api/users/me/portfolio/${item.id}`, headers: bearer(other.token) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await identity.inject({ method: 'GET', url: '/api/users/me/portfolio', headers: bearer(other.token) })).json().portfolio,
      ).toEqual([]);

      const company = await register(identity, companyForm());
      expect(
        (
          await identity.inject({
            method: 'POST',
            url: '/api/users/me/portfolio',
            headers: bearer(company.token),
            payload: { title: 'X', videoUrl: 'https://v.example/x.mp4' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await identity.inject({ method: 'GET', url: '/api/users/me/portfolio', headers: bearer(company.token) })).statusCode,
      ).toBe(403);

      const stillThere = (
        await identity.inject({ method: 'GET', url: '/api/users/me/portfolio', headers: bearer(owner.token) })
      ).json().portfolio;
      expect(stillThere).toMatchObject([{ id: item.id, title: 'Mijn video' }]);
    });
  });
});
