import { decodeEnvelope } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { PurgeRetentionService } from '../src/application/purge-retention/purge-retention.service';
import { DELETED_ACCOUNT_NAME } from '../src/domain/account-deletion';
import {
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  register,
  removeDir,
  startIdentityApp,
} from './support/identity-test-app';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T12:00:00Z');
const TWO_YEARS_AGO = new Date('2024-11-24T12:00:00Z');

/** Accounts nobody signed in to for two years, on real PostgreSQL: closed as a deletion closes them. */
describe('the retention purge of identity', () => {
  let identity: IdentityTestApp;
  let db: DataSource;

  beforeAll(async () => {
    identity = await startIdentityApp();
    db = identity.app.get(DataSource, { strict: false });
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const lastSignIn = (userId: string, at: Date) =>
    db.query(`UPDATE identity.app_user SET last_signed_in_at = $2 WHERE id = $1`, [userId, at]);
  const eventsOf = async (userId: string, type: string) =>
    (await db.query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1 AND type = $2`, [userId, type])).map(
      (row: { envelope: Buffer }) => decodeEnvelope(row.envelope).event.payload as Record<string, unknown>,
    );

  it('records every sign-in', async () => {
    const form = creatorForm({ firstName: 'Actief' });
    const { user } = await register(identity, form);
    await lastSignIn(user.id, TWO_YEARS_AGO);
    const login = await identity.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: form.email, password: 'geheim123' },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await db.query(`SELECT last_signed_in_at FROM identity.app_user WHERE id = $1`, [user.id]);
    expect(Date.now() - new Date(row.last_signed_in_at).getTime()).toBeLessThan(60_000);
    // She sees it with her own account (and so in her data export), the same in the answer and afterwards.
    expect(login.json().user.lastSignedInAt).toBe(new Date(row.last_signed_in_at).toISOString());
    const me = await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(login.json().token) });
    expect(me.json().user.lastSignedInAt).toBe(new Date(row.last_signed_in_at).toISOString());
  });

  it('closes an account unused two years and a day, keeps one unused two years less a day, once across replicas', async () => {
    const gone = await register(identity, creatorForm({ firstName: 'Vergeten', lastName: 'Creator' }));
    const goneCompany = await register(identity, companyForm({ companyName: 'Stil BV' }));
    const kept = await register(identity, creatorForm({ firstName: 'Nog', lastName: 'Hier' }));
    await lastSignIn(gone.user.id, new Date(TWO_YEARS_AGO.getTime() - DAY));
    await lastSignIn(goneCompany.user.id, new Date(TWO_YEARS_AGO.getTime() - 400 * DAY));
    await lastSignIn(kept.user.id, new Date(TWO_YEARS_AGO.getTime() + DAY));
    // Accounts registered by the other tests of this file signed in just now.

    const purge = identity.app.get(PurgeRetentionService);
    const [first, second] = await Promise.all([purge.run(NOW, 1), purge.run(NOW, 1)]);

    expect(first.accounts + second.accounts).toBe(2);
    const rows = await db.query(
      `SELECT id, first_name, company_name, email, password_hash, deleted_at FROM identity.app_user WHERE id = ANY($1)`,
      [[gone.user.id, goneCompany.user.id, kept.user.id]],
    );
    const byId = new Map(rows.map((row: { id: string }) => [row.id, row]));
    for (const id of [gone.user.id, goneCompany.user.id]) {
      expect(byId.get(id)).toMatchObject({
        first_name: DELETED_ACCOUNT_NAME,
        company_name: DELETED_ACCOUNT_NAME,
        email: `verwijderd-${id}@clipwerk.invalid`,
        password_hash: null,
        deleted_at: NOW,
      });
      // The same events a deletion publishes, once each, so every other context does what it does for one.
      expect(await eventsOf(id, IdentityEvents.AccountDeleted.type)).toEqual([
        expect.objectContaining({ userId: id, deletedAt: NOW.toISOString() }),
      ]);
      expect((await eventsOf(id, IdentityEvents.ProfileUpdated.type)).at(-1)).toMatchObject({
        displayName: DELETED_ACCOUNT_NAME,
      });
    }
    expect(byId.get(kept.user.id)).toMatchObject({ first_name: 'Nog', deleted_at: null });
    expect((await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(gone.token) })).statusCode).toBe(401);
    expect((await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(kept.token) })).statusCode).toBe(200);
    expect(await purge.run(NOW, 1)).toEqual({ accounts: 0, logs: 0 });
  });

  it('removes reset links and ended sessions a year after their token ran out', async () => {
    const { user } = await register(identity, creatorForm({ firstName: 'Reset' }));
    for (const [hash, expiresAt] of [
      ['old', new Date('2025-11-23T12:00:00Z')],
      ['kept', new Date('2025-11-25T12:00:00Z')],
    ] as const) {
      await db.query(`INSERT INTO identity.password_reset_token (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [
        user.id,
        hash,
        expiresAt,
      ]);
      await db.query(`INSERT INTO identity.revoked_token (token_id, user_id, expires_at) VALUES ($1, $2, $3)`, [
        hash,
        user.id,
        expiresAt,
      ]);
    }

    expect((await identity.app.get(PurgeRetentionService).run(NOW, 10)).logs).toBe(2);
    expect(await db.query(`SELECT token_hash FROM identity.password_reset_token WHERE user_id = $1`, [user.id])).toEqual([
      { token_hash: 'kept' },
    ]);
    expect(await db.query(`SELECT token_id FROM identity.revoked_token WHERE user_id = $1`, [user.id])).toEqual([
      { token_id: 'kept' },
    ]);
  });
});
