import { outboxEvents } from '@clipwerk/kit/testing';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { DELETED_ACCOUNT_NAME } from '../src/domain/account-deletion';
import { Messages } from '../src/domain/messages';
import { TEXT_LIMITS } from '../src/domain/profile/text-limits';
import { AddCreatorDisplayName1765500000000 } from '../src/infrastructure/persistence/migrations/1765500000000-add-creator-display-name';
import {
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  register,
  removeDir,
  startIdentityApp,
} from './support/identity-test-app';

/** A creator's chosen name (her creator name): what companies see of her, and what finds her in the list. */
describe('a creator’s chosen name (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const saveProfile = (token: string, payload: object) =>
    identity.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(token), payload });
  const me = async (token: string) =>
    (await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
  const found = async (search: string) =>
    (await identity.inject({ method: 'GET', url: `/api/users/creators?search=${encodeURIComponent(search)}` })).json()
      .creators as { id: string; name: string; displayName: string }[];
  const foundIds = async (search: string) => (await found(search)).map((card) => card.id);
  const publicProfile = async (id: string) =>
    (await identity.inject({ method: 'GET', url: `/api/users/creators/${id}` })).json().data.creator;
  const profileUpdates = (userId: string) => outboxEvents(identity, 'identity', IdentityEvents.ProfileUpdated, userId);

  it('shows her chosen name everywhere, finds her by it, and shows her full name again once she clears it', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Lotte', lastName: 'Ruisvoorn' }));
    expect(await foundIds('Lotte maakt')).toEqual([]);

    const saved = await saveProfile(token, { displayName: '  Lotte maakt ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      displayName: 'Lotte maakt',
      chosenDisplayName: 'Lotte maakt',
      fullName: 'Lotte Ruisvoorn',
    });
    expect(await me(token)).toMatchObject({ displayName: 'Lotte maakt', chosenDisplayName: 'Lotte maakt' });
    const cards = await found('Lotte maakt');
    expect(cards.map((card) => card.id)).toEqual([user.id]);
    expect(cards[0]).toMatchObject({ name: 'Lotte maakt', displayName: 'Lotte maakt' });
    expect(await foundIds('maakt')).toEqual([user.id]);
    expect(await publicProfile(user.id)).toMatchObject({ name: 'Lotte maakt', displayName: 'Lotte maakt' });
    // Projects, messaging and notifications keep her name from this event; payments her own name, for her statements.
    expect((await profileUpdates(user.id)).map(({ displayName, legalName }) => ({ displayName, legalName }))).toEqual([
      { displayName: 'Lotte maakt', legalName: 'Lotte Ruisvoorn' },
    ]);

    const cleared = await saveProfile(token, { displayName: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().user).toMatchObject({ displayName: 'Lotte Ruisvoorn', chosenDisplayName: null });
    expect(await me(token)).toMatchObject({ displayName: 'Lotte Ruisvoorn', chosenDisplayName: null });
    expect(await publicProfile(user.id)).toMatchObject({ displayName: 'Lotte Ruisvoorn' });
    expect(await foundIds('maakt')).toEqual([]);
    expect((await profileUpdates(user.id)).map((event) => event.displayName)).toEqual(['Lotte maakt', 'Lotte Ruisvoorn']);
  });

  it('finds her chosen name typed with a typo (its words are in the search vocabulary) or by a part of it', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Fenna', lastName: 'Wilgenhout' }));
    expect(await foundIds('Koffieprinces')).toEqual([]);
    expect((await saveProfile(token, { displayName: 'Koffieprinses' })).statusCode).toBe(200);
    expect(await foundIds('Koffieprinces')).toEqual([user.id]);
    // Part of the name, as the creator search finds part of a full name.
    expect(await foundIds('ffieprin')).toEqual([user.id]);
  });

  it('refuses a chosen name over the limit in Dutch and changes nothing', async () => {
    const { token } = await register(identity, creatorForm({ firstName: 'Sara', lastName: 'Beukenlaan' }));
    expect((await saveProfile(token, { displayName: 'Sara maakt' })).statusCode).toBe(200);

    const refused = await saveProfile(token, { displayName: 'x'.repeat(TEXT_LIMITS.displayName + 1), bio: 'Nieuw' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'displayName', message: Messages.textTooLong('Weergavenaam', TEXT_LIMITS.displayName) },
    ]);
    expect(Messages.textTooLong('Weergavenaam', TEXT_LIMITS.displayName)).toBe('Weergavenaam mag maximaal 60 tekens bevatten');
    expect(await me(token)).toMatchObject({ displayName: 'Sara maakt', bio: 'Ik maak video’s over koken en reizen.' });

    const longest = 'x'.repeat(TEXT_LIMITS.displayName);
    expect((await saveProfile(token, { displayName: longest })).json().user).toMatchObject({ displayName: longest });
  });

  it('forgets her chosen name when she deletes her account', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Nina', lastName: 'Dennenbos' }));
    expect((await saveProfile(token, { displayName: 'Nina naait' })).statusCode).toBe(200);
    const deleted = await identity.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { password: 'geheim123' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await profileUpdates(user.id)).map((event) => event.displayName)).toEqual(['Nina naait', DELETED_ACCOUNT_NAME]);
    const [row] = await identity.app
      .get(DataSource, { strict: false })
      .query(`SELECT display_name FROM identity.app_user WHERE id = $1`, [user.id]);
    expect(row.display_name).toBeNull();
  });

  it('keeps naming a company by its company name', async () => {
    const { token } = await register(identity, companyForm({ companyName: 'Bakkerij Wessels' }));
    const saved = await saveProfile(token, { displayName: 'Broodkoning' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ displayName: 'Bakkerij Wessels', chosenDisplayName: null });
  });

  it('takes the chosen name out of the database and the search when the migration is reverted, and back in again', async () => {
    const own = await startIdentityApp();
    try {
      const { token, user } = await register(own, creatorForm({ firstName: 'Mila', lastName: 'Essenburg' }));
      await own.inject({
        method: 'PUT',
        url: '/api/users/me/profile',
        headers: bearer(token),
        payload: { displayName: 'Mila filmt' },
      });
      const db = own.app.get(DataSource, { strict: false });
      const matches = async (word: string) =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM identity.app_user WHERE id = $1 AND search_document @@ to_tsquery('dutch', $2)`,
            [user.id, word],
          )
        )[0].n as number;
      expect(await matches('filmt')).toBe(1);

      const migration = new AddCreatorDisplayName1765500000000();
      const runner = db.createQueryRunner();
      // Whether the vocabulary holds the words of `text` (the vocabulary's row trigger added them).
      const known = async (text: string) =>
        (
          await runner.query(
            `SELECT count(*)::int AS n FROM creator_search_word WHERE word = ANY(tsvector_to_array(to_tsvector('dutch', $1)))`,
            [text],
          )
        )[0].n as number;
      try {
        await runner.query(`SET search_path TO identity, public`);
        await migration.down(runner);
        expect(await matches('filmt')).toBe(0);
        expect(await matches('essenburg')).toBe(1);
        await runner.query(`UPDATE app_user SET last_name = 'Kastanjelaan' WHERE id = $1`, [user.id]);
        expect(await matches('kastanjelaan')).toBe(1);
        expect(await known('Kastanjelaan')).toBe(1);

        await migration.up(runner);
        await runner.query(`UPDATE app_user SET display_name = 'Zeilmeisje' WHERE id = $1`, [user.id]);
        expect(await matches('zeilmeisje')).toBe(1);
        expect(await known('Zeilmeisje')).toBe(1);
      } finally {
        await runner.release();
      }
    } finally {
      await own.close();
      await removeDir(own.storageDir);
    }
  });
});
