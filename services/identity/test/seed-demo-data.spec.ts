import { DataSource } from 'typeorm';
import { seedDemoData } from '../src';
import { type IdentityTestApp, removeDir, startIdentityApp } from './support/identity-test-app';

describe('seedDemoData', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  it('creates a few demo companies and a dozen creators with profiles and portfolios, once', async () => {
    const accounts = await seedDemoData(identity.app);
    expect(accounts).toHaveLength(16);
    expect(accounts.slice(0, 3)).toEqual([
      { role: 'bedrijf', email: 'demo@clipwerk.nl', password: 'demo1234', name: 'Clipwerk Demo BV' },
      { role: 'bedrijf', email: 'goedgemutst@clipwerk.nl', password: 'demo1234', name: 'Goedgemutst Ontbijt BV' },
      { role: 'bedrijf', email: 'veerkracht@clipwerk.nl', password: 'demo1234', name: 'Veerkracht Sport BV' },
    ]);
    expect(accounts.slice(3, 15).map((account) => account.email)).toEqual(
      Array.from({ length: 12 }, (_, index) => `creator${index + 1}@clipwerk.nl`),
    );
    expect(accounts[15]).toEqual({
      role: 'support',
      email: 'support@clipwerk.nl',
      password: 'demo1234',
      name: 'Clipwerk Support',
    });

    const again = await seedDemoData(identity.app);
    expect(again).toEqual(accounts);
    const database = identity.app.get(DataSource, { strict: false });
    const perRole: { role: string; count: number }[] = await database.query(
      `SELECT role, count(*)::int AS count FROM identity.app_user GROUP BY role ORDER BY role`,
    );
    expect(perRole).toEqual([
      { role: 'bedrijf', count: 3 },
      { role: 'creator', count: 12 },
      { role: 'support', count: 1 },
    ]);
    const perCreator: { items: number }[] = await database.query(
      `SELECT count(p.id)::int AS items FROM identity.app_user u LEFT JOIN identity.portfolio_item p ON p.owner_id = u.id WHERE u.role = 'creator' GROUP BY u.id`,
    );
    expect(perCreator.every(({ items }) => items >= 2 && items <= 3)).toBe(true);
  });

  it('lets people log in with the printed credentials and fills the creators list', async () => {
    const accounts = await seedDemoData(identity.app);
    for (const account of [...accounts.slice(0, 3), accounts[3]]) {
      const response = await identity.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ role: account.role, displayName: account.name });
    }
    const company = (
      await identity.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'demo@clipwerk.nl', password: 'demo1234' },
      })
    ).json().user;
    expect(company).toMatchObject({
      companyName: 'Clipwerk Demo BV',
      contactPerson: 'Sanne de Vries',
      isTestAccount: true,
      location: { city: 'Amsterdam' },
    });
    for (const [email, industry, city] of [
      ['goedgemutst@clipwerk.nl', 'food-drinks', 'Zwolle'],
      ['veerkracht@clipwerk.nl', 'health-fitness', 'Eindhoven'],
    ]) {
      const brand = (
        await identity.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'demo1234' } })
      ).json().user;
      // only the configured test account may post assignments below the minimum budget
      expect(brand).toMatchObject({ role: 'bedrijf', industry, isTestAccount: false, location: { city } });
      expect(brand.bio.length).toBeGreaterThan(50);
    }

    const list = (await identity.inject({ method: 'GET', url: '/api/users/creators' })).json();
    expect(list.pagination).toEqual({ page: 1, limit: 12, total: 12, pages: 1 });
    for (const creator of list.creators) {
      expect(creator.location.city).not.toBe('');
      expect(creator.niches.length).toBeGreaterThan(0);
      expect(creator.followersTotal).toBeGreaterThan(0);
      expect(creator.pricing.baseRate).toBeGreaterThan(0);
      expect(creator.profilePictureUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    }
    expect(
      (await identity.inject({ method: 'GET', url: '/api/users/creators?followers=100000%2B' })).json().creators.length,
    ).toBeGreaterThan(0);
  });

  it('gives every demo account a photo and every portfolio item a poster and a clip, served with their types', async () => {
    const accounts = await seedDemoData(identity.app);
    const served = async (url: string) => {
      const response = await identity.inject({ method: 'GET', url });
      return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
    };
    const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
    const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

    for (const email of accounts.slice(0, 3).map((account) => account.email)) {
      const user = (
        await identity.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'demo1234' } })
      ).json().user;
      const logo = await served(user.profilePictureUrl);
      expect(logo).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(logo.bytes.subarray(0, 3)).toEqual(JPEG);
    }

    const { creators } = (await identity.inject({ method: 'GET', url: '/api/users/creators' })).json();
    expect(creators).toHaveLength(12);
    const pictures = new Set<string>();
    let items = 0;
    for (const card of creators) {
      const photo = await served(card.profilePictureUrl);
      expect(photo).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(photo.bytes.subarray(0, 3)).toEqual(JPEG);
      pictures.add(photo.bytes.toString('base64'));

      const { creator } = (await identity.inject({ method: 'GET', url: `/api/users/creators/${card.id}` })).json().data;
      expect(creator.portfolio.length).toBeGreaterThanOrEqual(2);
      for (const item of creator.portfolio) {
        items += 1;
        const poster = await served(item.thumbnailUrl);
        expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
        expect(poster.bytes.subarray(0, 3)).toEqual(JPEG);
        const clip = await served(item.videoUrl);
        expect(clip).toMatchObject({ status: 200, type: 'video/webm' });
        expect(clip.bytes.subarray(0, 4)).toEqual(EBML);
        expect(clip.bytes.length).toBeGreaterThan(10_000);
      }
    }
    // every creator has a face of her own
    expect(pictures.size).toBe(12);
    expect(items).toBe(27);
  });

  it('gives an untouched demo account from an earlier seed its media, and leaves an edited one as it is', async () => {
    await seedDemoData(identity.app);
    const database = identity.app.get(DataSource, { strict: false });
    const [untouched, edited] = await database.query(
      `SELECT id FROM identity.app_user WHERE email IN ('creator11@clipwerk.nl', 'creator12@clipwerk.nl') ORDER BY email`,
    );
    // creator11 as the seed before demo media left it: no photo, no uploads, its clips on example.com
    await database.query(`DELETE FROM identity.media WHERE owner_id = $1`, [untouched.id]);
    await database.query(`UPDATE identity.app_user SET profile_picture_url = NULL WHERE id = $1`, [untouched.id]);
    await database.query(
      `UPDATE identity.portfolio_item SET thumbnail_url = NULL, video_url = 'https://videos.example.com/clipwerk-demo/' ||
         CASE WHEN title LIKE 'Bram%' THEN 'fleur-kauwspeelgoed' ELSE 'fleur-training' END || '.mp4'
       WHERE owner_id = $1`,
      [untouched.id],
    );
    // creator12 took her photo off and pointed a video elsewhere: her choice stays
    await database.query(`UPDATE identity.app_user SET profile_picture_url = NULL WHERE id = $1`, [edited.id]);
    await database.query(
      `UPDATE identity.portfolio_item SET thumbnail_url = NULL, video_url = 'https://youtu.be/eigen' WHERE owner_id = $1`,
      [edited.id],
    );

    await seedDemoData(identity.app);
    const rows: { email: string; picture: string | null; video: string; thumbnail: string | null }[] = await database.query(
      `SELECT u.email, u.profile_picture_url AS picture, p.video_url AS video, p.thumbnail_url AS thumbnail
           FROM identity.app_user u JOIN identity.portfolio_item p ON p.owner_id = u.id
          WHERE u.id IN ($1, $2) ORDER BY u.email, p.title`,
      [untouched.id, edited.id],
    );
    const restored = rows.filter((row) => row.email === 'creator11@clipwerk.nl');
    expect(restored).toHaveLength(2);
    for (const row of restored) {
      expect(row.picture).toMatch(/^\/api\/media\//);
      expect(row.video).toMatch(/^\/api\/media\//);
      expect(row.thumbnail).toMatch(/^\/api\/media\//);
    }
    const kept = rows.filter((row) => row.email === 'creator12@clipwerk.nl');
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row).toMatchObject({ picture: null, video: 'https://youtu.be/eigen', thumbnail: null });
  });
});
