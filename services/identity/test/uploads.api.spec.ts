import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { KitMessages } from '@clipwerk/kit';
import { DataSource } from 'typeorm';
import { Messages } from '../src/domain/messages';
import {
  bearer,
  companyForm,
  creatorForm,
  type IdentityTestApp,
  MP4_HEADER,
  multipart,
  PNG_1X1,
  register,
  type RegisteredUser,
  removeDir,
  startIdentityApp,
} from './support/identity-test-app';

describe('identity uploads and media (real PostgreSQL, local disk storage)', () => {
  let identity: IdentityTestApp;
  let creator: { token: string; user: RegisteredUser };

  beforeAll(async () => {
    identity = await startIdentityApp();
    creator = await register(identity, creatorForm());
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const upload = (route: string, token: string, body: ReturnType<typeof multipart>) =>
    identity.inject({
      method: 'POST',
      url: `/api/upload/${route}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });

  const storedFiles = async (area: string) =>
    readdir(path.join(identity.storageDir, 'identity', area)).catch(() => [] as string[]);

  it('stores a profile picture (201), sets it on the profile and serves it back with nosniff', async () => {
    const response = await upload(
      'profile-picture',
      creator.token,
      multipart('profilePicture', 'mijn foto.png', 'image/png', PNG_1X1),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.file).toEqual({
      id: expect.any(String),
      url: `/api/media/${body.data.file.id}`,
      mimeType: 'image/png',
      size: PNG_1X1.length,
      kind: 'image',
    });
    expect(body.user.profilePictureUrl).toBe(body.data.file.url);

    const served = await identity.inject({ method: 'GET', url: body.data.file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="mijn foto.png"; filename*=UTF-8''mijn%20foto.png`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const me = await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(creator.token) });
    expect(me.json().user.profilePictureUrl).toBe(body.data.file.url);
  });

  it('replaces the previous profile picture and removes its file', async () => {
    const company = await register(identity, companyForm());
    const first = (
      await upload('profile-picture', company.token, multipart('profilePicture', 'a.png', 'image/png', PNG_1X1))
    ).json();
    const second = (
      await upload('profile-picture', company.token, multipart('profilePicture', 'b.png', 'image/png', PNG_1X1))
    ).json();
    expect(second.user.profilePictureUrl).toBe(second.data.file.url);
    expect((await identity.inject({ method: 'GET', url: first.data.file.url })).statusCode).toBe(404);
    expect((await identity.inject({ method: 'GET', url: second.data.file.url })).statusCode).toBe(200);
  });

  it('refuses bytes that are not an image, whatever the name and claimed type say (415)', async () => {
    const response = await upload(
      'image',
      creator.token,
      multipart('image', 'foto.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UPLOAD.UNSUPPORTED_TYPE', message: 'Bestandstype niet toegestaan' });
    const videoAsImage = await upload('image', creator.token, multipart('image', 'clip.png', 'image/png', MP4_HEADER));
    expect(videoAsImage.statusCode).toBe(415);
  });

  it('refuses a picture over 5MB with its Dutch text (413) and keeps nothing of it', async () => {
    const before = await storedFiles('profile-picture');
    const large = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('profile-picture', creator.token, multipart('profilePicture', 'groot.png', 'image/png', large));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'UPLOAD.TOO_LARGE', message: Messages.profilePictureTooLarge });
    const image = await upload('image', creator.token, multipart('image', 'groot.png', 'image/png', large));
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toBe('Afbeelding is te groot. Maximum 5MB toegestaan.');
    expect(await storedFiles('profile-picture')).toEqual(before);
  });

  it('accepts a video above the JSON body limit on the video route', async () => {
    const video = Buffer.concat([MP4_HEADER, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload('video', creator.token, multipart('video', 'clip.mp4', 'video/mp4', video));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.file).toMatchObject({ mimeType: 'video/mp4', kind: 'video', size: video.length });
    const json = await identity.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: { ...bearer(creator.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
  });

  it('stores a file named ../../evil.png under a random key; only the base name survives, as metadata', async () => {
    const response = await upload('image', creator.token, multipart('image', '../../evil.png', 'image/png', PNG_1X1));
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data.file;
    const [row] = await identity.app
      .get(DataSource, { strict: false })
      .query(`SELECT storage_key, original_name FROM identity.media WHERE id = $1`, [id]);
    expect(row.storage_key).toMatch(/^identity\/image\/[0-9a-f-]{36}\.png$/);
    expect(row.original_name).toBe('evil.png'); // the multipart parser already drops the path
    expect(await storedFiles('image')).toContain(path.basename(row.storage_key));
    const served = await identity.inject({ method: 'GET', url: `/api/media/${id}` });
    expect(served.headers['content-disposition']).toBe(`inline; filename="evil.png"; filename*=UTF-8''evil.png`);
  });

  it('asks for the right field and for a login', async () => {
    const wrongField = await upload('image', creator.token, multipart('video', 'a.png', 'image/png', PNG_1X1));
    expect(wrongField.statusCode).toBe(400);
    const anonymous = await identity.inject({
      method: 'POST',
      url: '/api/upload/image',
      ...multipart('image', 'a.png', 'image/png', PNG_1X1),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only the owner delete a file; deleting the profile picture clears it', async () => {
    const owner = await register(identity, creatorForm());
    const other = await register(identity, creatorForm());
    const { data } = (
      await upload('profile-picture', owner.token, multipart('profilePicture', 'a.png', 'image/png', PNG_1X1))
    ).json();

    const foreign = await identity.inject({
      method: 'DELETE',
      url: `/api/upload/${data.file.id}?resourceType=image`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'IDENTITY.MEDIA_NOT_FOUND', message: Messages.mediaNotFound });
    expect((await identity.inject({ method: 'GET', url: data.file.url })).statusCode).toBe(200);

    const own = await identity.inject({
      method: 'DELETE',
      url: `/api/upload/${data.file.id}?resourceType=image`,
      headers: bearer(owner.token),
    });
    expect(own.json()).toEqual({ success: true });
    expect((await identity.inject({ method: 'GET', url: data.file.url })).statusCode).toBe(404);
    expect(
      (await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).json().user.profilePictureUrl,
    ).toBeNull();
  });

  it('lets a user use only media she uploaded, as profile picture or in her portfolio (Dutch 400 otherwise)', async () => {
    const owner = await register(identity, creatorForm());
    const thief = await register(identity, creatorForm());
    const picture = (await upload('image', owner.token, multipart('image', 'a.png', 'image/png', PNG_1X1))).json().data.file;
    const video = (await upload('video', owner.token, multipart('video', 'v.mp4', 'video/mp4', MP4_HEADER))).json().data.file;
    const put = (token: string, payload: object) =>
      identity.inject({ method: 'PUT', url: '/api/users/me/profile', headers: bearer(token), payload });
    const addItem = (token: string, payload: object) =>
      identity.inject({ method: 'POST', url: '/api/users/me/portfolio', headers: bearer(token), payload });
    const refused = (response: Awaited<ReturnType<typeof put>>, field: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION.FAILED', errors: [{ field, message: Messages.mediaNotYours }] });
    };

    refused(await put(thief.token, { profilePictureUrl: picture.url }), 'profilePictureUrl');
    // A full address to the same file is no way around it (for the picture the form refuses any full address).
    expect((await put(thief.token, { profilePictureUrl: `http://clipwerk.test${picture.url}` })).statusCode).toBe(400);
    refused(await addItem(thief.token, { title: 'Gestolen', videoUrl: `https://clipwerk.nl${video.url}` }), 'videoUrl');
    refused(await addItem(thief.token, { title: 'Gestolen', videoUrl: video.url }), 'videoUrl');
    refused(
      await addItem(thief.token, { title: 'Gestolen', videoUrl: 'https://v.example/x.mp4', thumbnailUrl: picture.url }),
      'thumbnailUrl',
    );
    const me = await identity.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(thief.token) });
    expect(me.json().user.profilePictureUrl).toBeNull();
    // A video is no profile picture, even one's own.
    refused(await put(owner.token, { profilePictureUrl: video.url }), 'profilePictureUrl');

    expect((await put(owner.token, { profilePictureUrl: picture.url })).json().user.profilePictureUrl).toBe(picture.url);
    const own = await addItem(owner.token, { title: 'Eigen', videoUrl: video.url, thumbnailUrl: picture.url });
    expect(own.statusCode).toBe(201);
    const thiefsItem = (await addItem(thief.token, { title: 'Eerlijk', videoUrl: 'https://v.example/x.mp4' })).json().item;
    const changed = await identity.inject({
      method: 'PUT',
      url: `/api/users/me/portfolio/${thiefsItem.id}`,
      headers: bearer(thief.token),
      payload: { title: 'Eerlijk', videoUrl: video.url },
    });
    refused(changed, 'videoUrl');
  });

  it('refuses a NUL character in a name, bio or company name with a Dutch 400 instead of a 500', async () => {
    const company = await register(identity, companyForm());
    for (const [token, payload] of [
      [creator.token, { firstName: 'An\u0000na' }],
      [creator.token, { bio: 'Hallo\u0000' }],
      [company.token, { companyName: 'Koffie\u0000 BV' }],
    ] as const) {
      const response = await identity.inject({
        method: 'PUT',
        url: '/api/users/me/profile',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'REQUEST.INVALID_CHARACTER',
        message: KitMessages.nullCharacter,
      });
    }
    const registration = await identity.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: creatorForm({ lastName: 'de\u0000Jong' }),
    });
    expect(registration.statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed media ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc%2Fpasswd', 'abc']) {
      expect((await identity.inject({ method: 'GET', url: `/api/media/${id}` })).statusCode).toBe(404);
    }
  });
});
