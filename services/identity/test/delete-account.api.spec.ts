import { decodeEnvelope } from '@clipwerk/kit';
import { IdentityEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import { DELETED_ACCOUNT_NAME } from '../src/domain/account-deletion';
import { Messages } from '../src/domain/messages';
import {
  MP4_HEADER,
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  multipart,
  register,
  removeDir,
  startIdentityApp,
} from './support/identity-test-app';

/** Deleting one's account (DELETE /users/me) on real PostgreSQL. */
describe('deleting an account', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const remove = (token: string, payload: Record<string, unknown>) =>
    identity.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token), payload });
  const events = async (userId: string, type: string) => {
    const rows: { envelope: Buffer }[] = await identity.app
      .get(DataSource, { strict: false })
      .query(`SELECT envelope FROM identity.outbox_message WHERE aggregate_id = $1 AND type = $2 ORDER BY id`, [userId, type]);
    return rows.map((row) => decodeEnvelope(row.envelope).event.payload as Record<string, unknown>);
  };

  it('refuses a wrong password in Dutch and keeps everything', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Blijft' }));
    const refused = await remove(token, { password: 'fout-wachtwoord' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(Messages.deletionPasswordWrong);
    expect((await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await identity.inject({ method: 'GET', url: `/api/users/creators/${user.id}` })).statusCode).toBe(200);
  });

  it('anonymises the creator, removes her portfolio and files, ends her sessions and tells the other contexts', async () => {
    const form = creatorForm({ firstName: 'Weg', lastName: 'Ermee', bio: 'Ik maak video’s over koffie.' });
    const { token, user } = await register(identity, form);
    const upload = multipart('video', 'reel.mp4', 'video/mp4', MP4_HEADER);
    const media = await identity.inject({
      method: 'POST',
      url: '/api/upload/video',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    const fileUrl = media.json().data.file.url as string;

    const deleted = await remove(token, { password: 'geheim123' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(Messages.accountDeleted);

    expect((await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await identity.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: form.email, password: 'geheim123' },
    });
    expect(login.statusCode).toBe(401);
    expect((await identity.inject({ method: 'GET', url: `/api/users/creators/${user.id}` })).statusCode).toBe(404);
    const listed = (await identity.inject({ method: 'GET', url: '/api/users/creators?search=Ermee' })).json().creators;
    expect(listed.map((creator: { id: string }) => creator.id)).not.toContain(user.id);
    expect((await identity.inject({ method: 'GET', url: fileUrl.replace(/^https?:\/\/[^/]+/, '') })).statusCode).toBe(404);

    const [row] = await identity.app
      .get(DataSource, { strict: false })
      .query(`SELECT email, password_hash, first_name, last_name, bio, deleted_at FROM identity.app_user WHERE id = $1`, [
        user.id,
      ]);
    expect(row).toMatchObject({ password_hash: null, first_name: DELETED_ACCOUNT_NAME, last_name: null, bio: '' });
    expect(row.email).not.toContain(form.email as string);
    expect(row.deleted_at).not.toBeNull();

    const [face] = (await events(user.id, IdentityEvents.ProfileUpdated.type)).slice(-1);
    expect(face).toMatchObject({ displayName: DELETED_ACCOUNT_NAME, bio: '', profilePictureUrl: '' });
    expect(await events(user.id, IdentityEvents.AccountDeleted.type)).toEqual([
      expect.objectContaining({ userId: user.id, role: 'creator' }),
    ]);
  });

  it('lets the same address sign up again afterwards, as a new account', async () => {
    const form = companyForm();
    const { token, user } = await register(identity, form);
    expect((await remove(token, { password: 'geheim123' })).statusCode).toBe(200);
    const again = await register(identity, form);
    expect(again.user.id).not.toBe(user.id);
  });
});
