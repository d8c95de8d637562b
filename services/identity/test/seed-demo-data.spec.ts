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
    expect(accounts).toHaveLength(15);
    expect(accounts.slice(0, 3)).toEqual([
      { role: 'bedrijf', email: 'demo@clipwerk.nl', password: 'demo1234', name: 'Clipwerk Demo BV' },
      { role: 'bedrijf', email: 'goedgemutst@clipwerk.nl', password: 'demo1234', name: 'Goedgemutst Ontbijt BV' },
      { role: 'bedrijf', email: 'veerkracht@clipwerk.nl', password: 'demo1234', name: 'Veerkracht Sport BV' },
    ]);
    expect(accounts.slice(3).map((account) => account.email)).toEqual(
      Array.from({ length: 12 }, (_, index) => `creator${index + 1}@clipwerk.nl`),
    );

    const again = await seedDemoData(identity.app);
    expect(again).toEqual(accounts);
    const database = identity.app.get(DataSource, { strict: false });
    const perRole: { role: string; count: number }[] = await database.query(
      `SELECT role, count(*)::int AS count FROM identity.app_user GROUP BY role ORDER BY role`,
    );
    expect(perRole).toEqual([
      { role: 'bedrijf', count: 3 },
      { role: 'creator', count: 12 },
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
      expect(creator.profilePictureUrl).toBeNull();
    }
    expect(
      (await identity.inject({ method: 'GET', url: '/api/users/creators?followers=100000%2B' })).json().creators.length,
    ).toBeGreaterThan(0);
  });
});
