import { PaymentEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { FILE_STORAGE, type FileStorage } from '@clipwerk/kit';
import { AttachDeliverableFile } from '../src/application/attach-deliverable-file/attach-deliverable-file.service';
import { Messages } from '../src/domain/messages';
import { multipartForm, PNG_1X1, tinyMp4 } from './support/files';
import { outboxEvents } from './support/outbox';
import {
  hireCreator,
  type ProjectsTestApp,
  registerCompany,
  registerCreator,
  startProjectsApp,
  type TestUser,
} from './support/projects-test-app';

/** The flow after hiring and its deliverables, over HTTP on real PostgreSQL and the local-disk file storage. */
describe('deliverables and the flow after hiring (API)', () => {
  let projects: ProjectsTestApp;
  let db: DataSource;
  let owner: TestUser;
  let creator: TestUser;
  let otherCompany: TestUser;
  let otherCreator: TestUser;

  beforeAll(async () => {
    projects = await startProjectsApp();
    db = projects.app.get(DataSource);
    owner = await registerCompany(projects, { companyName: 'Koffie & Co BV' });
    creator = await registerCreator(projects, 'Sem Visser', 'Delft');
    otherCompany = await registerCompany(projects, { companyName: 'Concurrent BV' });
    otherCreator = await registerCreator(projects);
  });

  afterAll(() => projects.close());

  /** A project whose deposit is paid and whose proposal from `creator` was accepted: status creator_selected. */
  const hiredProject = () => hireCreator(projects, owner, creator);

  const upload = (
    projectId: string,
    user: TestUser | undefined,
    content: Buffer,
    fields: Record<string, string> = { title: 'Hoofdvideo' },
    filename = 'unboxing.mp4',
  ) =>
    projects.inject({
      method: 'POST',
      url: `/api/upload/deliverable/${projectId}`,
      ...(() => {
        const form = multipartForm(fields, { field: 'deliverable', filename, type: 'video/mp4', content });
        return { payload: form.payload, headers: { ...form.headers, ...(user?.headers ?? {}) } };
      })(),
    });
  const post = (projectId: string, action: string, user: TestUser | undefined, payload: Record<string, unknown> = {}) =>
    projects.inject({ method: 'POST', url: `/api/projects/${projectId}/${action}`, headers: user?.headers ?? {}, payload });
  const get = (url: string, user: TestUser | undefined, headers: Record<string, string> = {}) =>
    projects.inject({ method: 'GET', url, headers: { ...headers, ...(user?.headers ?? {}) } });
  /** Payments' FinalPaymentPaid for the project, as payments publishes it once the final payment is in. */
  const payFinal = (projectId: string) =>
    projects.deliver(PaymentEvents.FinalPaymentPaid, projectId, {
      paymentId: randomUUID(),
      projectId,
      ownerId: owner.id,
      creatorId: creator.id,
      figures: {
        contractAmountCents: 27_500n,
        depositCents: 15_000n,
        finalCents: 12_500n,
        excessRefundCents: 0n,
        feePercent: 15,
        launchOffer: false,
        platformFeeCents: 4_125n,
        creatorShareCents: 23_375n,
      },
      provider: 'simulated',
      method: 'ideal',
      paidAt: new Date().toISOString(),
      releasableAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
  const status = async (projectId: string) =>
    ((await db.query('SELECT status FROM project WHERE id = $1', [projectId])) as { status: string }[])[0].status;
  const deliverablesOf = async (projectId: string, user: TestUser = owner) =>
    (await get(`/api/upload/deliverables/${projectId}`, user)).json().deliverables;
  /** The newest version of every deliverable, as the owner's screen sees them. */
  const newestFileIds = async (projectId: string): Promise<string[]> =>
    (await deliverablesOf(projectId)).map((item: { files: { id: string }[] }) => item.files.at(-1)?.id);
  /** Approves the delivery on what the owner sees now. */
  const approve = async (projectId: string, user: TestUser = owner) =>
    post(projectId, 'approve', user, { fileIds: await newestFileIds(projectId) });

  describe('upload (POST /upload/deliverable/{projectId})', () => {
    it('stores a video from the selected creator, starts the work and lists it with the exact shape', async () => {
      const projectId = await hiredProject();
      const video = tinyMp4();
      const response = await upload(projectId, creator, video, { title: ' Hoofdvideo ', description: 'Verticaal, 30 s' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Versie geüpload!',
        project: { status: 'in_progress' },
      });
      expect(await status(projectId)).toBe('in_progress');

      const listed = await get(`/api/upload/deliverables/${projectId}`, creator);
      expect(listed.statusCode).toBe(200);
      const { success, deliverables } = listed.json();
      expect(success).toBe(true);
      expect(deliverables).toHaveLength(1);
      const [deliverable] = deliverables;
      expect(Object.keys(deliverable).sort()).toEqual(
        ['description', 'files', 'id', 'reviews', 'status', 'title', 'type', 'uploadedAt'].sort(),
      );
      expect(deliverable).toMatchObject({
        title: 'Hoofdvideo',
        description: 'Verticaal, 30 s',
        type: 'deliverable',
        status: 'uploaded',
        reviews: [],
      });
      expect(Object.keys(deliverable.files[0]).sort()).toEqual(
        ['createdAt', 'filename', 'id', 'mimeType', 'originalName', 'posterUrl', 'size', 'type', 'version'].sort(),
      );
      expect(deliverable.files[0]).toMatchObject({
        originalName: 'unboxing.mp4',
        type: 'video',
        mimeType: 'video/mp4',
        size: video.length,
        version: 1,
        posterUrl: null,
      });
      expect(deliverable.files[0].filename).toMatch(/^[0-9a-f-]{36}\.mp4$/);

      const [started] = await outboxEvents(projects, ProjectEvents.ProjectStarted, projectId);
      expect(started).toMatchObject({ projectId, ownerId: owner.id, creatorId: creator.id });
      const [uploaded] = await outboxEvents(projects, ProjectEvents.DeliverableUploaded, projectId);
      expect(uploaded).toMatchObject({ deliverableId: deliverable.id, version: 1, kind: 'video', size: BigInt(video.length) });
    });

    it('a new version keeps the earlier one; an image is an image', async () => {
      const projectId = await hiredProject();
      const first = (await upload(projectId, creator, tinyMp4(3000))).json();
      const second = await upload(projectId, creator, PNG_1X1, { deliverableId: first.deliverable.id }, 'still.png');
      expect(second.statusCode).toBe(201);
      const [deliverable] = await deliverablesOf(projectId);
      expect(
        deliverable.files.map((file: { version: number; type: string; size: number }) => [file.version, file.type, file.size]),
      ).toEqual([
        [1, 'video', 3000],
        [2, 'image', PNG_1X1.length],
      ]);
      // Both versions stay readable.
      for (const file of deliverable.files) {
        expect((await get(`/api/upload/preview/${projectId}/${file.id}`, owner)).statusCode).toBe(200);
      }
    });

    it('refuses a file lying about its type with 415 and keeps nothing', async () => {
      const projectId = await hiredProject();
      const text = Buffer.from('Dit is geen video, alleen tekst met een mp4-naam.\n'.repeat(200));
      const response = await upload(projectId, creator, text, { title: 'Nep' }, 'clip.mp4');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UPLOAD.UNSUPPORTED_TYPE', message: Messages.unsupportedFile });
      expect(await deliverablesOf(projectId)).toEqual([]);
      expect(await status(projectId)).toBe('creator_selected');
    });

    it('refuses an image over 5 MB with 413 and the Dutch text', async () => {
      const projectId = await hiredProject();
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024, 7)]);
      const response = await upload(projectId, creator, big, { title: 'Te groot' }, 'groot.png');
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Afbeelding mag maximaal 5MB zijn');
      expect(await deliverablesOf(projectId)).toEqual([]);
    });

    it('only the selected creator uploads (the owner gets 403), and not after delivery (409)', async () => {
      const projectId = await hiredProject();
      const byOwner = await upload(projectId, owner, tinyMp4());
      expect(byOwner.statusCode).toBe(403);
      expect(byOwner.json().message).toBe(Messages.onlyCreator);
      await upload(projectId, creator, tinyMp4());
      expect((await post(projectId, 'submit', creator)).statusCode).toBe(200);
      const late = await upload(projectId, creator, tinyMp4());
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'PROJECT.MOVE_REFUSED', message: Messages.uploadRefused });
    });
  });

  describe('attaching a file already stored (the entry point of resumable uploads)', () => {
    it('attaches a stored video as a deliverable, and removes a stored file it refuses', async () => {
      const projectId = await hiredProject();
      const storage = projects.app.get<FileStorage>(FILE_STORAGE);
      const attach = projects.app.get(AttachDeliverableFile);
      const video = tinyMp4(1500);
      await storage.put('projects/deliverables/resumed-1.mp4', video, 'video/mp4');
      const { deliverable, file } = await attach.execute({
        projectId,
        userId: creator.id,
        storageKey: 'projects/deliverables/resumed-1.mp4',
        originalName: 'lang.mp4',
        mimeType: 'video/mp4',
        size: video.length,
        title: 'Via hervatbare upload',
      });
      expect(file).toMatchObject({ version: 1, kind: 'video', size: 1500 });
      expect(deliverable.title).toBe('Via hervatbare upload');
      expect(await status(projectId)).toBe('in_progress');
      const preview = await get(`/api/upload/preview/${projectId}/${file.id}`, owner);
      expect(preview.rawPayload.equals(video)).toBe(true);

      await storage.put('projects/deliverables/resumed-2.mp4', video, 'video/mp4');
      await expect(
        attach.execute({
          projectId,
          userId: otherCreator.id,
          storageKey: 'projects/deliverables/resumed-2.mp4',
          originalName: 'x.mp4',
          mimeType: 'video/mp4',
          size: video.length,
        }),
      ).rejects.toMatchObject({ status: 404 });
      expect(await storage.exists('projects/deliverables/resumed-2.mp4')).toBe(false);

      await storage.put('projects/deliverables/resumed-3.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      await expect(
        attach.execute({
          projectId,
          userId: creator.id,
          storageKey: 'projects/deliverables/resumed-3.pdf',
          originalName: 'offerte.pdf',
          mimeType: 'application/pdf',
          size: 8,
        }),
      ).rejects.toMatchObject({ status: 415 });
      expect(await storage.exists('projects/deliverables/resumed-3.pdf')).toBe(false);
      expect(await deliverablesOf(projectId)).toHaveLength(1);
    });
  });

  describe('preview and download', () => {
    it('previews inline with byte ranges: 206 with exactly the asked bytes', async () => {
      const projectId = await hiredProject();
      const video = tinyMp4(5000);
      const { file } = (await upload(projectId, creator, video)).json();

      const whole = await get(`/api/upload/preview/${projectId}/${file.id}`, owner);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['content-disposition']).toMatch(/^inline; filename="unboxing\.mp4"/);
      expect(whole.rawPayload.equals(video)).toBe(true);

      const part = await get(`/api/upload/preview/${projectId}/${file.id}`, creator, { range: 'bytes=1000-1999' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 1000-1999/5000');
      expect(part.headers['content-length']).toBe('1000');
      expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

      const tail = await get(`/api/upload/preview/${projectId}/${file.id}`, owner, { range: 'bytes=4900-' });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe('bytes 4900-4999/5000');
      expect(tail.rawPayload.equals(video.subarray(4900))).toBe(true);

      const beyond = await get(`/api/upload/preview/${projectId}/${file.id}`, owner, { range: 'bytes=6000-7000' });
      expect(beyond.statusCode).toBe(416);
    });

    it('a preview link streams one file with ranges to the party it was made for, without a token', async () => {
      const projectId = await hiredProject();
      const video = tinyMp4(3000);
      const { file } = (await upload(projectId, creator, video)).json();
      const other = (await upload(projectId, creator, tinyMp4(1000), { title: 'Tweede' }, 'tweede.mp4')).json().file;

      const made = await projects.inject({
        method: 'POST',
        url: `/api/upload/preview/${projectId}/${file.id}/link`,
        headers: owner.headers,
      });
      expect(made.statusCode).toBe(200);
      const { url, expiresAt } = made.json();
      expect(url).toMatch(new RegExp(`^/api/upload/preview/${projectId}/${file.id}\\?access=`));
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);

      const part = await get(url, undefined, { range: 'bytes=10-19' });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);

      // Not for another file, not altered, and the same 404 as ever for anyone without a link.
      const access = new URL(url, 'http://x').searchParams.get('access') as string;
      const elsewhere = await get(`/api/upload/preview/${projectId}/${other.id}?access=${encodeURIComponent(access)}`, undefined);
      expect(elsewhere.statusCode).toBe(404);
      expect((await get(`${url}x`, undefined)).statusCode).toBe(404);
      // A link with its access given twice is no link: the same 404, not a 500.
      expect((await get(`${url}&access=${encodeURIComponent(access)}`, undefined)).statusCode).toBe(404);

      // Outsiders cannot make one.
      for (const outsider of [otherCompany, otherCreator, undefined]) {
        const refused = await projects.inject({
          method: 'POST',
          url: `/api/upload/preview/${projectId}/${file.id}/link`,
          headers: outsider?.headers ?? {},
        });
        expect(refused.statusCode).toBe(404);
      }
    });

    it('a preview link stops working for someone who is no longer a party', async () => {
      const projectId = await hiredProject();
      const { file } = (await upload(projectId, creator, tinyMp4(1000))).json();
      const { url } = (
        await projects.inject({
          method: 'POST',
          url: `/api/upload/preview/${projectId}/${file.id}/link`,
          headers: creator.headers,
        })
      ).json();
      expect((await get(url, undefined)).statusCode).toBe(200);
      await db.query('UPDATE project SET selected_creator_id = NULL WHERE id = $1', [projectId]);
      expect((await get(url, undefined)).statusCode).toBe(404);
    });

    it('refuses downloads with 403 until the final payment, then sends an attachment under the original name', async () => {
      const projectId = await hiredProject();
      const video = tinyMp4(2048);
      const { file } = (await upload(projectId, creator, video, { title: 'Film' }, 'Eindversie café.mp4')).json();
      for (const user of [owner, creator]) {
        const refused = await get(`/api/upload/download/${projectId}/${file.id}`, user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Content wordt vrijgegeven na de eindbetaling.');
      }
      await payFinal(projectId);
      const download = await get(`/api/upload/download/${projectId}/${file.id}`, owner);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Eindversie caf_.mp4"; filename*=UTF-8''${encodeURIComponent('Eindversie café.mp4')}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(video)).toBe(true);
    });
  });

  describe('access: only the owning company and the selected creator', () => {
    it('answers everyone else exactly the 404 of a project that does not exist, on every call and every file', async () => {
      const projectId = await hiredProject();
      const { file, deliverable } = (await upload(projectId, creator, tinyMp4())).json();
      await db.query('UPDATE project SET final_payment_completed = true WHERE id = $1', [projectId]);
      const calls = (id: string, fileId: string) => [
        (user?: TestUser) => upload(id, user, tinyMp4()),
        (user?: TestUser) => get(`/api/upload/deliverables/${id}`, user),
        (user?: TestUser) => get(`/api/upload/preview/${id}/${fileId}`, user, { range: 'bytes=0-10' }),
        (user?: TestUser) =>
          projects.inject({ method: 'POST', url: `/api/upload/preview/${id}/${fileId}/link`, headers: user?.headers ?? {} }),
        (user?: TestUser) => get(`/api/upload/download/${id}/${fileId}`, user),
        (user?: TestUser) => post(id, 'start', user),
        (user?: TestUser) => post(id, 'submit', user),
        (user?: TestUser) => post(id, 'start-review', user),
        (user?: TestUser) => post(id, 'request-revision', user, { feedback: 'Anders graag' }),
        (user?: TestUser) => post(id, 'approve', user),
        (user?: TestUser) => post(id, 'review-deliverable', user, { deliverableId: deliverable.id, reviewType: 'approve' }),
      ];
      const notFound = { success: false, code: 'PROJECT.NOT_FOUND', message: 'Opdracht niet gevonden' };
      for (const call of calls(projectId, file.id)) {
        for (const outsider of [otherCompany, otherCreator, undefined]) {
          const response = await call(outsider);
          expect([response.statusCode, response.json()]).toEqual([404, expect.objectContaining(notFound)]);
        }
      }
      // The same answer as for a project that does not exist at all.
      for (const call of calls(randomUUID(), randomUUID())) {
        const response = await call(otherCompany);
        expect([response.statusCode, response.json()]).toEqual([404, expect.objectContaining(notFound)]);
      }
      // Nothing changed on the way.
      expect(await status(projectId)).toBe('in_progress');
      expect((await deliverablesOf(projectId)).map((item: { files: unknown[] }) => item.files.length)).toEqual([1]);
    });

    it('a file of another project is not found through this one', async () => {
      const mine = await hiredProject();
      const theirs = await hiredProject();
      const { file } = (await upload(theirs, creator, tinyMp4())).json();
      const response = await get(`/api/upload/preview/${mine}/${file.id}`, owner);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the flow after hiring', () => {
    it('start by the creator; the owner may not; a second start is refused', async () => {
      const projectId = await hiredProject();
      const byOwner = await post(projectId, 'start', owner);
      expect(byOwner.statusCode).toBe(403);
      expect(byOwner.json().message).toBe(Messages.onlyCreator);
      const started = await post(projectId, 'start', creator);
      expect(started.json()).toMatchObject({ success: true, project: { id: projectId, status: 'in_progress' } });
      const again = await post(projectId, 'start', creator);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PROJECT.MOVE_REFUSED', message: Messages.startRefused });
    });

    it('refuses a submit without an uploaded deliverable', async () => {
      const projectId = await hiredProject();
      await post(projectId, 'start', creator);
      const response = await post(projectId, 'submit', creator);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(Messages.nothingToSubmit);
    });

    it('runs submit → review → revision → new version → submit → revision → … and refuses a third revision round', async () => {
      const projectId = await hiredProject();
      const { deliverable } = (await upload(projectId, creator, tinyMp4())).json();
      expect((await post(projectId, 'start-review', owner)).statusCode).toBe(409);
      expect((await post(projectId, 'submit', creator)).json().project.status).toBe('delivered');
      expect((await post(projectId, 'start-review', owner)).json().project.status).toBe('under_review');
      expect((await deliverablesOf(projectId))[0].status).toBe('under_review');

      const first = await post(projectId, 'request-revision', owner, { feedback: 'Het logo moet groter in beeld.' });
      expect(first.json()).toMatchObject({ message: 'Revisieverzoek verstuurd!', project: { status: 'revision_requested' } });
      const [afterFirst] = await deliverablesOf(projectId, creator);
      expect(afterFirst.status).toBe('revision_requested');
      expect(afterFirst.reviews).toMatchObject([{ reviewType: 'revision', feedback: 'Het logo moet groter in beeld.' }]);

      await upload(projectId, creator, tinyMp4(), { deliverableId: deliverable.id });
      expect(await status(projectId)).toBe('in_progress');
      await post(projectId, 'submit', creator);
      // A review on `delivered` passes through under_review.
      const second = await post(projectId, 'review-deliverable', owner, {
        deliverableId: deliverable.id,
        reviewType: 'reject',
        comments: [{ atSeconds: 3.5, text: 'Hier is het beeld onscherp' }],
      });
      expect(second.json()).toMatchObject({ message: 'Revisieverzoek verstuurd!', project: { status: 'revision_requested' } });
      const reviews = (await deliverablesOf(projectId))[0].reviews;
      expect(reviews[1]).toMatchObject({
        reviewType: 'reject',
        feedback: 'Revisie nodig',
        comments: [{ atSeconds: 3.5, atMs: 3500, text: 'Hier is het beeld onscherp' }],
      });

      await upload(projectId, creator, tinyMp4(), { deliverableId: deliverable.id });
      await post(projectId, 'submit', creator);
      const third = await post(projectId, 'request-revision', owner, { feedback: 'Nog één keer' });
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({
        code: 'PROJECT.REVISION_LIMIT',
        message: 'Het maximum van 2 revisierondes is bereikt.',
      });
      // The rounds the texts state come from the same rule, for anyone to read.
      const terms = await get('/api/projects/terms', undefined);
      expect(terms.statusCode).toBe(200);
      expect(terms.json()).toEqual({ success: true, data: { revisionRounds: 2 } });
      const thirdByReview = await post(projectId, 'review-deliverable', owner, {
        deliverableId: deliverable.id,
        reviewType: 'revision',
      });
      expect(thirdByReview.statusCode).toBe(409);
      expect(await status(projectId)).toBe('delivered');

      const approved = await approve(projectId);
      expect(approved.json()).toMatchObject({ success: true, project: { status: 'approved' } });
      expect((await deliverablesOf(projectId))[0].files.map((file: { version: number }) => file.version)).toEqual([1, 2, 3]);
      expect((await deliverablesOf(projectId))[0].status).toBe('approved');

      const rounds = await outboxEvents(projects, ProjectEvents.RevisionRequested, projectId);
      expect(rounds.map(({ round }) => round)).toEqual([1, 2]);
      expect(await outboxEvents(projects, ProjectEvents.DeliverySubmitted, projectId)).toHaveLength(3);
      expect(await outboxEvents(projects, ProjectEvents.ReviewStarted, projectId)).toHaveLength(3);
      expect(await outboxEvents(projects, ProjectEvents.ProjectApproved, projectId)).toMatchObject([
        { creatorId: creator.id, contractAmountCents: 27_500n },
      ]);
    });

    it("shows payments' figures and completes on the final payment: approved → completed, download 403 before, 200 after", async () => {
      const projectId = await hiredProject();
      // Payments computed the creator's share when the creator was selected, and again for a confirmed new amount.
      await projects.deliver(PaymentEvents.ContractAmountSet, projectId, {
        projectId,
        ownerId: owner.id,
        creatorId: creator.id,
        figures: { contractAmountCents: 30_001n, platformFeeCents: 4_500n, creatorShareCents: 25_501n, feePercent: 15 },
        reason: 'amount_confirmed',
        setAt: new Date().toISOString(),
      });
      const shown = (await get(`/api/projects/${projectId}`, creator)).json().project;
      expect(shown).toMatchObject({
        contractAmount: 300.01,
        creatorShare: 255.01,
        platformFee: 45,
        finalPaymentCompleted: false,
        canDownload: false,
      });

      const { file } = (await upload(projectId, creator, tinyMp4())).json();
      await post(projectId, 'submit', creator);
      expect((await approve(projectId)).json().project.status).toBe('approved');
      const before = await get(`/api/upload/download/${projectId}/${file.id}`, owner);
      expect(before.statusCode).toBe(403);
      const earnedBefore = (await get('/api/projects/my-active', creator)).json().stats.totalEarnings;

      await payFinal(projectId);
      await payFinal(projectId); // a second delivery of the same fact changes nothing
      expect(await status(projectId)).toBe('completed');
      const completed = (await get(`/api/projects/${projectId}`, owner)).json().project;
      expect(completed).toMatchObject({
        status: 'completed',
        finalPaymentCompleted: true,
        contractAmount: 275,
        creatorShare: 233.75,
      });
      for (const user of [owner, creator]) {
        expect((await get(`/api/upload/download/${projectId}/${file.id}`, user)).statusCode).toBe(200);
        // The answer says so, so that no screen works it out.
        expect((await get(`/api/projects/${projectId}`, user)).json().project.canDownload).toBe(true);
      }
      // The creator's earnings are the shares payments settled, not a fee computed here.
      const earnedAfter = (await get('/api/projects/my-active', creator)).json().stats.totalEarnings;
      expect(Math.round((earnedAfter - earnedBefore) * 100)).toBe(23_375);
      expect(await outboxEvents(projects, ProjectEvents.ProjectUpdated, projectId)).toMatchObject([{ status: 'completed' }]);
      // Once, with her completed projects counted here (this one included), for her card in identity.
      const done = (await get('/api/projects/my-active', creator)).json().stats.completedProjects;
      expect(done).toBeGreaterThanOrEqual(1);
      expect(await outboxEvents(projects, ProjectEvents.ProjectCompleted, projectId)).toEqual([
        expect.objectContaining({ projectId, ownerId: owner.id, creatorId: creator.id, creatorCompletedProjects: done }),
      ]);
    });

    it('keeps the date of each step after hiring for the timeline: selected, started, delivered, approved', async () => {
      const projectId = await hiredProject();
      const detail = async () => (await get(`/api/projects/${projectId}`, owner)).json().project;
      const selected = await detail();
      expect(selected).toMatchObject({ startedAt: null, deliveredAt: null, approvedAt: null, completedAt: null });
      expect(Date.parse(selected.creatorSelectedAt)).toBeGreaterThan(Date.parse(selected.createdAt) - 1);

      await upload(projectId, creator, tinyMp4());
      expect((await post(projectId, 'submit', creator)).statusCode).toBe(200);
      expect((await approve(projectId)).statusCode).toBe(200);
      const approved = await detail();
      const order = ['creatorSelectedAt', 'startedAt', 'deliveredAt', 'approvedAt'].map((step) => Date.parse(approved[step]));
      expect(order.every((date) => Number.isFinite(date))).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      // The creator sees the same dates.
      expect((await get(`/api/projects/${projectId}`, creator)).json().project.approvedAt).toBe(approved.approvedAt);
    });

    it('approving every deliverable approves the project', async () => {
      const projectId = await hiredProject();
      const a = (await upload(projectId, creator, tinyMp4(), { title: 'Video' })).json();
      const b = (await upload(projectId, creator, PNG_1X1, { title: 'Foto' }, 'foto.png')).json();
      await post(projectId, 'submit', creator);
      const judge = (user: TestUser, { deliverable, file }: typeof a) =>
        post(projectId, 'review-deliverable', user, { deliverableId: deliverable.id, reviewType: 'approve', fileId: file.id });
      const first = await judge(owner, a);
      expect(first.json()).toMatchObject({ message: 'Oplevering goedgekeurd!', project: { status: 'under_review' } });
      const byCreator = await judge(creator, b);
      expect(byCreator.statusCode).toBe(403);
      const last = await judge(owner, b);
      expect(last.json().project.status).toBe('approved');
      const listed = await deliverablesOf(projectId);
      expect(listed.map((item: { status: string }) => item.status)).toEqual(['approved', 'approved']);
      expect(listed[0].reviews[0]).toMatchObject({ reviewType: 'approve', feedback: 'Goedgekeurd', comments: [] });
      expect(await outboxEvents(projects, ProjectEvents.DeliverableReviewed, projectId)).toHaveLength(2);
    });

    it('20 concurrent submits make exactly one transition, and 20 concurrent approvals too', async () => {
      const projectId = await hiredProject();
      await upload(projectId, creator, tinyMp4());
      const submits = await Promise.all(Array.from({ length: 20 }, () => post(projectId, 'submit', creator)));
      expect(submits.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(submits.filter((response) => response.statusCode === 409)).toHaveLength(19);
      expect(await outboxEvents(projects, ProjectEvents.DeliverySubmitted, projectId)).toHaveLength(1);

      const fileIds = await newestFileIds(projectId);
      const approvals = await Promise.all(Array.from({ length: 20 }, () => post(projectId, 'approve', owner, { fileIds })));
      expect(approvals.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(approvals.filter((response) => response.statusCode === 409)).toHaveLength(19);
      expect(await outboxEvents(projects, ProjectEvents.ProjectApproved, projectId)).toHaveLength(1);
      expect(await status(projectId)).toBe('approved');
    });

    it('each status of the flow sets its date on the project: detail and my-active answer the timeline', async () => {
      const before = Date.now();
      const projectId = await hiredProject();
      const dates = async () => {
        const { project } = (await get(`/api/projects/${projectId}`, owner)).json();
        const listed = (await get('/api/projects/my-active?status=all&limit=100', creator)).json().projects;
        const fields = ['creatorSelectedAt', 'startedAt', 'deliveredAt', 'reviewStartedAt', 'revisionRequestedAt', 'approvedAt'];
        const picked = Object.fromEntries(fields.map((field) => [field, project[field]]));
        const inList = listed.find((item: { id: string }) => item.id === projectId);
        expect(Object.fromEntries(fields.map((field) => [field, inList[field]]))).toEqual(picked);
        return picked as Record<string, string | null>;
      };
      const selected = await dates();
      expect(new Date(selected.creatorSelectedAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(selected).toMatchObject({ startedAt: null, deliveredAt: null, reviewStartedAt: null, approvedAt: null });

      const first = (await upload(projectId, creator, tinyMp4())).json().deliverable;
      const started = await dates();
      expect(started.startedAt).not.toBeNull();
      await post(projectId, 'submit', creator);
      const delivered = await dates();
      expect(delivered.deliveredAt).not.toBeNull();
      await post(projectId, 'request-revision', owner, { feedback: 'Korter graag' });
      const revision = await dates();
      expect(revision.reviewStartedAt).not.toBeNull();
      expect(revision.revisionRequestedAt).not.toBeNull();

      await upload(projectId, creator, tinyMp4(), { deliverableId: first.id });
      await post(projectId, 'submit', creator);
      await approve(projectId);
      const approved = await dates();
      // The work started once; the second delivery is the one the timeline shows.
      expect(approved.startedAt).toBe(started.startedAt);
      expect(approved.creatorSelectedAt).toBe(selected.creatorSelectedAt);
      expect(new Date(approved.deliveredAt as string).getTime()).toBeGreaterThan(
        new Date(delivered.deliveredAt as string).getTime(),
      );
      expect(approved.approvedAt).not.toBeNull();
      expect(new Date(approved.approvedAt as string).getTime()).toBeGreaterThanOrEqual(
        new Date(approved.deliveredAt as string).getTime(),
      );
    });

    it('the new statuses show in my-active (filter and counts) and in the detail, to the two parties', async () => {
      const projectId = await hiredProject();
      await upload(projectId, creator, tinyMp4());
      await post(projectId, 'submit', creator);
      await post(projectId, 'start-review', owner);
      const active = (await get('/api/projects/my-active?status=under_review', creator)).json();
      expect(active.projects.map((project: { id: string }) => project.id)).toContain(projectId);
      expect(active.projects.every((project: { status: string }) => project.status === 'under_review')).toBe(true);
      const all = (await get('/api/projects/my-active', creator)).json();
      expect(all.projects.find((project: { id: string }) => project.id === projectId).status).toBe('under_review');
      const counted = all.stats.activeProjects;
      await approve(projectId);
      expect((await get('/api/projects/my-active', creator)).json().stats.activeProjects).toBe(counted);
      for (const user of [owner, creator]) {
        expect((await get(`/api/projects/${projectId}`, user)).json().project.status).toBe('approved');
      }
      expect((await get(`/api/projects/${projectId}`, otherCreator)).statusCode).toBe(404);
    });
  });
});
