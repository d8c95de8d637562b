import { sha256, tusTestClient } from '@clipwerk/kit/testing';
import { hire } from './support/hire';
import { TOPOLOGIES, type Topology, apiClient } from './support/topologies';

/** A tiny MP4: its `ftyp` box is what makes it one; the rest is numbered bytes, so a range can be checked. */
function tinyMp4(length: number): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  return Buffer.concat([ftyp, Buffer.from(Array.from({ length: length - ftyp.length }, (_, index) => index % 251))]);
}

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The flow after hiring over the API, through the gateway: the hired creator uploads a video and a photo and
 * submits, the company opens the review and asks a revision, the creator uploads a new version and submits again,
 * the company approves. Each call follows the one before at once: a 2xx write answered after its events were
 * applied everywhere.
 */
describe.each(TOPOLOGIES)('delivery journey through the gateway: %s', (_name, start) => {
  let topology: Topology;
  const api = apiClient(() => topology);
  const suffix = Math.random().toString(36).slice(2, 8);

  const upload = async (projectId: string, token: string, file: Buffer, name: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('deliverable', new Blob([file], { type: 'application/octet-stream' }), name);
    const response = await fetch(`${topology.url}/api/upload/deliverable/${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  };

  let hires = 0;
  const nextHire = () => hire(api, `${suffix}-${(hires += 1)}`);

  beforeAll(async () => {
    topology = await start();
  }, 120_000);
  afterAll(() => topology?.stop());

  it('uploads, submits, reviews, asks a revision, takes a new version and approves', async () => {
    const { owner, creator, projectId } = await nextHire();
    const video = tinyMp4(6000);

    const first = await upload(projectId, creator, video, 'bakken.mp4', { title: 'Hoofdvideo', description: '30 s' });
    expect(first.status).toBe(201);
    expect(first.body.project.status).toBe('in_progress');
    const photo = await upload(projectId, creator, PNG_1X1, 'brood.png', { title: 'Foto' });
    expect(photo.status).toBe(201);

    // The owner previews the video and seeks: the range passes the gateway.
    const preview = await fetch(`${topology.url}/api/upload/preview/${projectId}/${first.body.file.id}`, {
      headers: { authorization: `Bearer ${owner}`, range: 'bytes=100-199' },
    });
    expect(preview.status).toBe(206);
    expect(preview.headers.get('content-range')).toBe('bytes 100-199/6000');
    expect(Buffer.from(await preview.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    // A player streams from a preview link, without a token: its query passes the gateway.
    const link = await api('POST', `/upload/preview/${projectId}/${first.body.file.id}/link`, undefined, owner);
    expect(link.status).toBe(200);
    const streamed = await fetch(`${topology.url}${link.body.url}`, { headers: { range: 'bytes=0-99' } });
    expect(streamed.status).toBe(206);
    expect(Buffer.from(await streamed.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);

    expect((await api('POST', `/projects/${projectId}/submit`, undefined, creator)).body.project.status).toBe('delivered');
    expect((await api('POST', `/projects/${projectId}/start-review`, undefined, owner)).body.project.status).toBe('under_review');
    const revision = await api('POST', `/projects/${projectId}/request-revision`, { feedback: 'Meer close-ups' }, owner);
    expect(revision.status).toBe(200);
    expect(revision.body).toMatchObject({ message: 'Revisieverzoek verstuurd!', project: { status: 'revision_requested' } });

    const second = await upload(projectId, creator, tinyMp4(7000), 'bakken-v2.mp4', {
      title: 'Hoofdvideo',
      deliverableId: first.body.deliverable.id,
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ project: { status: 'in_progress' }, file: { version: 2 } });
    expect((await api('POST', `/projects/${projectId}/submit`, undefined, creator)).status).toBe(200);
    // The approval names the versions the company saw: the new video and the photo.
    const seen = { fileIds: [second.body.file.id, photo.body.file.id] };
    const approved = await api('POST', `/projects/${projectId}/approve`, seen, owner);
    expect(approved.status).toBe(200);
    expect(approved.body.project.status).toBe('approved');

    // Both parties see the result at once; the earlier version is kept; the download waits for the final payment.
    const listed = await api('GET', `/upload/deliverables/${projectId}`, undefined, creator);
    const main = listed.body.deliverables.find((item: { id: string }) => item.id === first.body.deliverable.id);
    expect(main.files.map((file: { version: number; size: number }) => [file.version, file.size])).toEqual([
      [1, 6000],
      [2, 7000],
    ]);
    expect(main.reviews[0]).toMatchObject({ reviewType: 'revision', feedback: 'Meer close-ups' });
    expect((await api('GET', `/projects/${projectId}`, undefined, owner)).body.project.status).toBe('approved');
    const active = await api('GET', '/projects/my-active?status=approved', undefined, creator);
    expect(active.body.projects.map((project: { id: string }) => project.id)).toContain(projectId);
    const download = await api('GET', `/upload/download/${projectId}/${first.body.file.id}`, undefined, owner);
    expect(download.status).toBe(403);
    expect(download.body.message).toBe('Content wordt vrijgegeven na de eindbetaling.');
  }, 90_000);

  it('takes a large video through a resumable upload, cut off at 40% and finished from another connection', async () => {
    const { owner, creator, projectId } = await nextHire();
    const tus = tusTestClient(() => topology.url);
    const video = tinyMp4(3 * 1024 * 1024);
    // Only the selected creator may upload to the project; anyone else gets the 404 of an unknown upload.
    expect((await tus.create(video.length, owner, { projectId, filename: 'x.mp4' })).status).toBe(404);
    const created = await tus.create(video.length, creator, { projectId, filename: 'eindversie.mp4', title: 'Eindversie' });
    expect(created.status).toBe(201);
    const location = created.headers.location!;

    await tus.sendAndDrop(location, video, 0.4, creator);
    const offset = await tus.settledOffset(location, creator);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    expect((await tus.patch(location, offset, video.subarray(offset), creator)).status).toBe(204);

    const list = await api('GET', `/upload/deliverables/${projectId}`, undefined, owner);
    const file = list.body.deliverables[0].files[0];
    expect(file).toMatchObject({ originalName: 'eindversie.mp4', type: 'video', size: video.length });
    const preview = await fetch(`${topology.url}/api/upload/preview/${projectId}/${file.id}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(sha256(Buffer.from(await preview.arrayBuffer()))).toBe(sha256(video));
  }, 90_000);
});
