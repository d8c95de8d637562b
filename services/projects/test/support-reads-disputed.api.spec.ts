import { PaymentEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import {
  bearer,
  hireCreator,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
  uploadVideo,
} from './support/projects-test-app';

/**
 * Support reads a project's brief, deliverables and previews while a dispute holds it (payments' DisputeOpened until
 * DisputeResolved), and only reads; anyone else who is not a party gets 404 throughout.
 */
describe('support reads the evidence of a disputed project (API, real PostgreSQL)', () => {
  let projects: ProjectsTestApp;
  let owner: TestUser;
  let creator: TestUser;
  let support: { authorization: string };
  let outsider: { authorization: string };
  let projectId: string;
  let fileId: string;

  beforeAll(async () => {
    projects = await startProjectsApp();
    owner = await registerCompany(projects, { companyName: 'Granola Groep' });
    creator = await registerCreator(projects, 'Lotte de Vries', 'Utrecht');
    support = bearer(await projects.token(randomUUID(), 'support'));
    outsider = bearer(await projects.token(randomUUID(), 'bedrijf'));
    projectId = await hireCreator(projects, owner, creator);
    const upload = await uploadVideo(projects, projectId, creator);
    expect(upload.statusCode).toBe(201);
    fileId = upload.json().file.id;
  });

  afterAll(() => projects.close());

  const get = (url: string, headers?: { authorization: string }) => projects.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: { authorization: string }, payload: object = {}) =>
    projects.inject({ method: 'POST', url, headers, payload });
  /** Every read support may make during a dispute, as status codes. */
  const reads = async (headers: { authorization: string }) => [
    (await get(`/api/projects/${projectId}`, headers)).statusCode,
    (await get(`/api/upload/deliverables/${projectId}`, headers)).statusCode,
    (await get(`/api/upload/preview/${projectId}/${fileId}`, headers)).statusCode,
    (await post(`/api/upload/preview/${projectId}/${fileId}/link`, headers)).statusCode,
  ];
  const dispute = { payoutId: '', projectId: '', ownerId: '', creatorId: '' };

  it('answers support 404 while no dispute holds the project', async () => {
    expect(await reads(support)).toEqual([404, 404, 404, 404]);
  });

  it('lets support read the brief, the deliverables and a preview (also through a link) during a dispute; an outsider still gets 404', async () => {
    Object.assign(dispute, { projectId, ownerId: owner.id, creatorId: creator.id });
    await projects.deliver(PaymentEvents.DisputeOpened, projectId, {
      ...dispute,
      disputeId: randomUUID(),
      reason: 'De eindbetaling blijft uit.',
      openedAt: new Date().toISOString(),
      openedByRole: 'creator',
    });
    expect(await reads(support)).toEqual([200, 200, 200, 200]);
    expect(await reads(outsider)).toEqual([404, 404, 404, 404]);

    const deliverables = (await get(`/api/upload/deliverables/${projectId}`, support)).json().deliverables;
    expect(deliverables[0].files.map((file: { id: string }) => file.id)).toEqual([fileId]);
    const { url } = (await post(`/api/upload/preview/${projectId}/${fileId}/link`, support)).json();
    const viaLink = await get(url);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('video/mp4');
    // A party's own link is no support link: support's role cannot be added to it.
    const partyLink = (await post(`/api/upload/preview/${projectId}/${fileId}/link`, owner.headers)).json().url as string;
    expect((await get(`${partyLink}.support`)).statusCode).toBe(404);
  });

  it('lets support only read: no move, no upload, no download', async () => {
    const move = { feedback: 'Graag een andere opening.', fileIds: [fileId] };
    const before = (await get(`/api/projects/${projectId}`, owner.headers)).json().project.status;
    for (const action of ['start', 'submit', 'start-review', 'approve', 'request-revision', 'cancel']) {
      const refused = await post(`/api/projects/${projectId}/${action}`, support, move);
      // Cancelling is the company's (her role is checked first); every other move is a party's.
      expect([action, refused.statusCode]).toEqual([action, action === 'cancel' ? 403 : 404]);
    }
    expect((await get(`/api/projects/${projectId}`, owner.headers)).json().project.status).toBe(before);
    expect((await get(`/api/upload/download/${projectId}/${fileId}`, support)).statusCode).toBe(404);
    const upload = await uploadVideo(projects, projectId, { ...creator, headers: support }, 'Van support');
    expect(upload.statusCode).toBe(404);
  });

  it('answers support 404 again once the dispute is resolved', async () => {
    await projects.deliver(PaymentEvents.DisputeResolved, projectId, {
      ...dispute,
      disputeId: randomUUID(),
      resolution: 'split',
      resolvedAt: new Date().toISOString(),
    });
    expect(await reads(support)).toEqual([404, 404, 404, 404]);
    expect((await get(`/api/projects/${projectId}`, owner.headers)).statusCode).toBe(200);
  });
});
