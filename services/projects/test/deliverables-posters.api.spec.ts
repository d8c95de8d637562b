import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import { JPEG_1X1, PNG_1X1, tinyMp4 } from './support/files';
import {
  hireCreator,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
  uploadVideo,
} from './support/projects-test-app';

/** Poster frames of deliverable videos: sent by the uploader's browser, listed and served to the two parties only. */
describe('deliverable posters (API)', () => {
  let projects: ProjectsTestApp;
  let db: DataSource;
  let storage: FileStorage;
  let owner: TestUser;
  let creator: TestUser;
  let otherCompany: TestUser;
  let otherCreator: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    db = projects.app.get(DataSource);
    storage = projects.app.get(FILE_STORAGE);
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(projects, 'Sem Visser', 'Delft');
    otherCompany = await registerCompany(projects, { companyName: 'Concurrent BV' });
    otherCreator = await registerCreator(projects);
  });

  afterAll(() => projects.close());

  /** A hired project with one uploaded video; its project and file ids. */
  async function projectWithVideo(): Promise<{ projectId: string; fileId: string }> {
    const projectId = await hireCreator(projects, owner, creator);
    const uploaded = await uploadVideo(projects, projectId, creator);
    expect(uploaded.statusCode).toBe(201);
    return { projectId, fileId: uploaded.json().file.id };
  }

  const putPoster = (projectId: string, fileId: string, user: TestUser | undefined, body: Buffer, contentType = 'image/jpeg') =>
    projects.inject({
      method: 'PUT',
      url: `/api/upload/poster/${projectId}/${fileId}`,
      headers: { ...(user?.headers ?? {}), 'content-type': contentType },
      payload: body,
    });
  const getPoster = (projectId: string, fileId: string, user: TestUser | undefined) =>
    projects.inject({ method: 'GET', url: `/api/upload/poster/${projectId}/${fileId}`, headers: user?.headers ?? {} });
  const listedFile = async (projectId: string, user: TestUser) =>
    (await projects.inject({ method: 'GET', url: `/api/upload/deliverables/${projectId}`, headers: user.headers })).json()
      .deliverables[0].files[0];
  const posterKey = async (fileId: string) =>
    ((await db.query('SELECT poster_key FROM deliverable_file WHERE id = $1', [fileId])) as { poster_key: string | null }[])[0]
      .poster_key;

  it('stores the uploader’s JPEG poster; both parties see its posterUrl in the list and get its bytes', async () => {
    const { projectId, fileId } = await projectWithVideo();
    expect((await listedFile(projectId, creator)).posterUrl).toBeNull();

    const saved = await putPoster(projectId, fileId, creator, JPEG_1X1);
    expect(saved.statusCode).toBe(200);
    const url = `/api/upload/poster/${projectId}/${fileId}`;
    expect(saved.json()).toEqual({ success: true, message: 'Poster opgeslagen.', posterUrl: url });

    for (const party of [creator, owner]) {
      expect((await listedFile(projectId, party)).posterUrl).toBe(url);
      const served = await getPoster(projectId, fileId, party);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(JPEG_1X1)).toBe(true);
    }
  });

  it('a new poster replaces the earlier one, whose bytes are removed from storage', async () => {
    const { projectId, fileId } = await projectWithVideo();
    await putPoster(projectId, fileId, creator, JPEG_1X1);
    const first = (await posterKey(fileId)) as string;
    expect(await storage.exists(first)).toBe(true);

    // The type comes from the bytes: a PNG sent as octet-stream is served as a PNG.
    expect((await putPoster(projectId, fileId, creator, PNG_1X1, 'application/octet-stream')).statusCode).toBe(200);
    const served = await getPoster(projectId, fileId, owner);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(await storage.exists(first)).toBe(false);
  });

  it('answers 415 for bytes that are no JPEG or PNG, whatever the Content-Type claims, and keeps no poster', async () => {
    const { projectId, fileId } = await projectWithVideo();
    for (const [body, type] of [
      [tinyMp4(), 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'text/plain'],
    ] as const) {
      const refused = await putPoster(projectId, fileId, creator, body, type);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({
        code: 'UPLOAD.UNSUPPORTED_TYPE',
        message: 'Een poster moet een JPEG- of PNG-afbeelding zijn.',
      });
    }
    expect(await posterKey(fileId)).toBeNull();
    expect((await listedFile(projectId, owner)).posterUrl).toBeNull();
  });

  it('answers 413 above 1 MB, with the poster’s own text just over it', async () => {
    const { projectId, fileId } = await projectWithVideo();
    const justOver = Buffer.concat([JPEG_1X1, Buffer.alloc(1024 * 1024 + 1 - JPEG_1X1.length)]);
    const refused = await putPoster(projectId, fileId, creator, justOver);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'UPLOAD.TOO_LARGE', message: 'Poster mag maximaal 1MB zijn' });

    const farOver = Buffer.concat([JPEG_1X1, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await putPoster(projectId, fileId, creator, farOver)).statusCode).toBe(413);

    const exactly = Buffer.concat([JPEG_1X1, Buffer.alloc(1024 * 1024 - JPEG_1X1.length)]);
    expect((await putPoster(projectId, fileId, creator, exactly)).statusCode).toBe(200);
  });

  it('is the 404 of an unknown project for anyone but the two parties, on both calls; the owner may not send one', async () => {
    const { projectId, fileId } = await projectWithVideo();
    await putPoster(projectId, fileId, creator, JPEG_1X1);
    const unknown = await getPoster(randomUUID(), fileId, creator);
    expect(unknown.statusCode).toBe(404);

    for (const outsider of [otherCompany, otherCreator, undefined]) {
      const put = await putPoster(projectId, fileId, outsider, PNG_1X1);
      const get = await getPoster(projectId, fileId, outsider);
      for (const answer of [put, get]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Opdracht niet gevonden' });
      }
    }

    const byOwner = await putPoster(projectId, fileId, owner, PNG_1X1);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toMatchObject({ code: 'PROJECT.WRONG_PARTY' });
    // Still the creator's JPEG.
    expect((await getPoster(projectId, fileId, owner)).rawPayload.equals(JPEG_1X1)).toBe(true);
  });

  it('answers 404 for a file of another project and for a file without a poster', async () => {
    const { projectId, fileId } = await projectWithVideo();
    const other = await projectWithVideo();
    const foreign = await putPoster(projectId, other.fileId, creator, JPEG_1X1);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PROJECT.FILE_NOT_FOUND' });
    const none = await getPoster(projectId, fileId, owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'PROJECT.POSTER_NOT_FOUND', message: 'Dit bestand heeft geen poster.' });
  });
});
