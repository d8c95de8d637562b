import { tinyMp4 } from './support/files';
import {
  hireCreator,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Large deliverables through resumable uploads (tus 1.0 at /api/uploads/), attached with the form's rules. */
describe('resumable deliverable uploads (API)', () => {
  let projects: ProjectsTestApp;
  let owner: TestUser;
  let creator: TestUser;
  let otherCreator: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(projects, 'Sem Visser', 'Delft');
    otherCreator = await registerCreator(projects);
  });
  afterAll(() => projects.close());

  const create = (user: TestUser, size: number, values: Record<string, string>) =>
    projects.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: { ...user.headers, 'tus-resumable': '1.0.0', 'upload-length': String(size), 'upload-metadata': metadata(values) },
    });
  const patch = (user: TestUser, location: string, offset: number, body: Buffer) =>
    projects.inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...user.headers,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: body,
    });

  it('attaches a finished upload, sent in two parts with a resume in between, as a deliverable of the project', async () => {
    const projectId = await hireCreator(projects, owner, creator);
    const file = tinyMp4(200_000);
    const created = await create(creator, file.length, { projectId, filename: 'lange-video.mp4', title: 'Lange video' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;

    expect((await patch(creator, location, 0, file.subarray(0, 80_000))).statusCode).toBe(204);
    const offset = await projects.inject({
      method: 'HEAD',
      url: location,
      headers: { ...creator.headers, 'tus-resumable': '1.0.0' },
    });
    expect(offset.headers['upload-offset']).toBe('80000');
    const last = await patch(creator, location, 80_000, file.subarray(80_000));
    expect(last.statusCode).toBe(204);

    const list = (
      await projects.inject({ method: 'GET', url: `/api/upload/deliverables/${projectId}`, headers: creator.headers })
    ).json();
    expect(list.deliverables).toEqual([
      expect.objectContaining({
        title: 'Lange video',
        status: 'uploaded',
        files: [expect.objectContaining({ originalName: 'lange-video.mp4', type: 'video', size: 200_000, version: 1 })],
      }),
    ]);
    // The last chunk's answer names the version it became, so the client can send its poster right away.
    expect(last.headers['clipwerk-file-id']).toBe(list.deliverables[0].files[0].id);
    expect(last.headers['clipwerk-deliverable-id']).toBe(list.deliverables[0].id);
    const project = (
      await projects.inject({ method: 'GET', url: `/api/projects/${projectId}`, headers: creator.headers })
    ).json();
    expect(project.project.status).toBe('in_progress');
  });

  it('answers 404 to anyone but the selected creator, as for an unknown upload', async () => {
    const projectId = await hireCreator(projects, owner, creator);
    expect((await create(otherCreator, 1000, { projectId, filename: 'x.mp4' })).statusCode).toBe(404);
    expect((await create(owner, 1000, { projectId, filename: 'x.mp4' })).statusCode).toBe(404);
    expect((await create(creator, 1000, { filename: 'x.mp4' })).statusCode).toBe(404);
  });
});
