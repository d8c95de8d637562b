import { ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
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

/** Comments on a deliverable's versions and approvals bound to the version seen, over HTTP on real PostgreSQL. */
describe('comments on deliverables and approving what was seen (API)', () => {
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

  const upload = (projectId: string, fields: Record<string, string>, content = tinyMp4(), filename = 'video.mp4') => {
    const form = multipartForm(fields, { field: 'deliverable', filename, type: 'video/mp4', content });
    return projects.inject({
      method: 'POST',
      url: `/api/upload/deliverable/${projectId}`,
      payload: form.payload,
      headers: { ...form.headers, ...creator.headers },
    });
  };
  const call = (method: 'GET' | 'POST', url: string, user: TestUser | undefined, payload?: Record<string, unknown>) =>
    projects.inject({ method, url: `/api/projects/${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

  /** A hired project with one delivered video: its ids, and helpers on its comments. */
  async function delivered() {
    const projectId = await hireCreator(projects, owner, creator);
    const { deliverable, file } = (await upload(projectId, { title: 'Hoofdvideo' })).json();
    await call('POST', `${projectId}/submit`, creator);
    const base = `${projectId}/deliverables/${deliverable.id}/comments`;
    return {
      projectId,
      deliverableId: deliverable.id as string,
      fileId: file.id as string,
      comment: (user: TestUser | undefined, body: Record<string, unknown>) => call('POST', base, user, body),
      list: (user: TestUser | undefined) => call('GET', base, user),
      resolve: (user: TestUser | undefined, id: string) => call('POST', `${base}/${id}/resolve`, user, {}),
      reopen: (user: TestUser | undefined, id: string) => call('POST', `${base}/${id}/reopen`, user, {}),
    };
  }
  const storedComments = async (projectId: string) =>
    Number(
      (
        (await db.query('SELECT count(*)::int AS n FROM deliverable_comment WHERE project_id = $1', [projectId])) as {
          n: number;
        }[]
      )[0].n,
    );
  const projectStatus = async (projectId: string) =>
    ((await db.query('SELECT status FROM project WHERE id = $1', [projectId])) as { status: string }[])[0].status;

  describe('posting and listing', () => {
    it('stores a comment at once with its moment in milliseconds, named after its author, for both parties to read', async () => {
      const { fileId, comment, list, projectId } = await delivered();
      const posted = await comment(owner, { fileId, atMs: 2400, text: '  Logo te klein  ' });
      expect(posted.statusCode).toBe(201);
      expect(posted.json().comment).toEqual({
        id: expect.any(String),
        fileId,
        atMs: 2400,
        text: 'Logo te klein',
        replyTo: null,
        author: { id: owner.id, role: 'bedrijf', name: 'Koffie & Co BV' },
        createdAt: expect.any(String),
        resolvedAt: null,
      });
      const byCreator = await comment(creator, { fileId, atMs: 0, text: 'Klopt het formaat?' });
      expect(byCreator.json().comment.author).toEqual({ id: creator.id, role: 'creator', name: 'Sem Visser' });

      for (const reader of [owner, creator]) {
        const listed = (await list(reader)).json().comments;
        expect(listed.map((item: { text: string }) => item.text)).toEqual(['Logo te klein', 'Klopt het formaat?']);
      }
      expect(await outboxEvents(projects, ProjectEvents.DeliverableCommentChanged, projectId)).toMatchObject([
        { change: 'posted', actorId: owner.id, ownerId: owner.id, creatorId: creator.id, commentId: posted.json().comment.id },
        { change: 'posted', actorId: creator.id },
      ]);
    });

    it("lists every version's comments oldest first; a comment stays on the version it was made on", async () => {
      const { projectId, deliverableId, fileId, comment, list } = await delivered();
      await comment(owner, { fileId, atMs: 1500, text: 'Op versie 1' });
      await call('POST', `${projectId}/request-revision`, owner, { feedback: 'Logo groter' });
      const second = (await upload(projectId, { deliverableId })).json().file;
      await comment(owner, { fileId: second.id, atMs: 900, text: 'Op versie 2' });
      const listed = (await list(creator)).json().comments;
      expect(listed.map((item: { fileId: string; text: string }) => [item.fileId, item.text])).toEqual([
        [fileId, 'Op versie 1'],
        [second.id, 'Op versie 2'],
      ]);
    });

    it('answers are one level deep: an answer to an answer joins the thread, at its version and moment', async () => {
      const { projectId, deliverableId, fileId, comment } = await delivered();
      const first = (await comment(owner, { fileId, atMs: 2400, text: 'Logo te klein' })).json().comment;
      await call('POST', `${projectId}/request-revision`, owner, { feedback: 'Logo groter' });
      const second = (await upload(projectId, { deliverableId })).json().file;
      const answer = await comment(creator, { fileId: second.id, atMs: 10, text: 'Aangepast in versie 2', replyTo: first.id });
      expect(answer.statusCode).toBe(201);
      expect(answer.json().comment).toMatchObject({ replyTo: first.id, fileId, atMs: 2400 });
      const again = await comment(owner, { fileId, atMs: 2400, text: 'Top, dank je', replyTo: answer.json().comment.id });
      expect(again.json().comment.replyTo).toBe(first.id);
    });

    it.each([
      ['no text', { text: '' }, 'text', Messages.commentTextRequired],
      ['only spaces', { text: '   ' }, 'text', Messages.commentTextRequired],
      ['2001 characters', { text: 'a'.repeat(2001) }, 'text', Messages.commentTextTooLong(2000)],
      ['a negative moment', { atMs: -1 }, 'atMs', Messages.commentMomentInvalid],
      ['a moment with a fraction', { atMs: 2.5 }, 'atMs', Messages.commentMomentInvalid],
      ['a moment as text', { atMs: '2400' }, 'atMs', Messages.commentMomentInvalid],
      ['no version', { fileId: undefined }, 'fileId', Messages.commentFileRequired],
      ['an unknown version', { fileId: '00000000-0000-4000-8000-000000000000' }, 'fileId', Messages.commentFileNotFound],
      [
        'an unknown comment to answer',
        { replyTo: '00000000-0000-4000-8000-000000000000' },
        'replyTo',
        Messages.commentReplyToMissing,
      ],
    ])('refuses %s with 400 in Dutch and stores nothing', async (_what, change, field, message) => {
      const { projectId, fileId, comment } = await delivered();
      const response = await comment(owner, { fileId, atMs: 100, text: 'Logo te klein', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION.FAILED', errors: [{ field, message }] });
      expect(await storedComments(projectId)).toBe(0);
    });

    it('refuses a version of another deliverable of the same project', async () => {
      const projectId = await hireCreator(projects, owner, creator);
      const { deliverable } = (await upload(projectId, { title: 'Hoofdvideo' })).json();
      const photo = (await upload(projectId, { title: 'Foto' }, PNG_1X1, 'foto.png')).json().file;
      const response = await call('POST', `${projectId}/deliverables/${deliverable.id}/comments`, owner, {
        fileId: photo.id,
        atMs: 0,
        text: 'Welke is dit?',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'fileId', message: Messages.commentFileNotFound }]);
    });

    it('to anyone but the two parties the project does not exist: 404 on every route, nothing stored', async () => {
      const { projectId, fileId, comment, list, resolve, reopen } = await delivered();
      const mine = (await comment(owner, { fileId, atMs: 0, text: 'Eerste' })).json().comment;
      for (const outsider of [otherCompany, otherCreator, undefined]) {
        for (const [route, response] of Object.entries({
          post: await comment(outsider, { fileId, atMs: 0, text: 'Ik ook' }),
          list: await list(outsider),
          resolve: await resolve(outsider, mine.id),
          reopen: await reopen(outsider, mine.id),
        })) {
          expect([outsider?.id, route, response.statusCode]).toEqual([outsider?.id, route, 404]);
          expect(response.json()).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: Messages.projectNotFound });
        }
      }
      expect(await storedComments(projectId)).toBe(1);
      const unknownDeliverable = await call(
        'GET',
        `${projectId}/deliverables/00000000-0000-4000-8000-000000000000/comments`,
        owner,
      );
      expect(unknownDeliverable.statusCode).toBe(404);
    });
  });

  describe('resolving and reopening', () => {
    it('either party resolves and reopens; an answer is not resolved on its own; an unknown comment is 404', async () => {
      const { projectId, fileId, comment, list, resolve, reopen } = await delivered();
      const first = (await comment(owner, { fileId, atMs: 2400, text: 'Logo te klein' })).json().comment;
      const answer = (await comment(creator, { fileId, atMs: 2400, text: 'Aangepast', replyTo: first.id })).json().comment;

      const resolved = await resolve(owner, first.id);
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().comment.resolvedAt).toEqual(expect.any(String));
      expect((await list(creator)).json().comments[0].resolvedAt).toBe(resolved.json().comment.resolvedAt);

      const reopened = await reopen(creator, first.id);
      expect(reopened.json().comment.resolvedAt).toBeNull();
      expect((await resolve(creator, first.id)).json().comment.resolvedAt).toEqual(expect.any(String));

      const ofAnswer = await resolve(owner, answer.id);
      expect(ofAnswer.statusCode).toBe(400);
      expect(ofAnswer.json()).toMatchObject({ code: 'PROJECT.RESOLVE_REPLY_REFUSED', message: Messages.resolveReplyRefused });
      expect((await resolve(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      const changes = await outboxEvents(projects, ProjectEvents.DeliverableCommentChanged, projectId);
      expect(changes.map(({ change }) => change)).toEqual(['posted', 'posted', 'resolved', 'reopened', 'resolved']);
    });
  });

  describe('reviews', () => {
    it("stores a review's comments as comments on the newest version; a revision request lists the open ones", async () => {
      const { projectId, deliverableId, fileId, comment, list, resolve } = await delivered();
      const done = (await comment(owner, { fileId, atMs: 500, text: 'Al opgelost' })).json().comment;
      await resolve(creator, done.id);
      await comment(creator, { fileId, atMs: 700, text: 'Vraag van de creator' });
      const review = await call('POST', `${projectId}/review-deliverable`, owner, {
        deliverableId,
        reviewType: 'revision',
        comments: [{ atSeconds: 3.25, text: 'Hier onscherp' }],
      });
      expect(review.statusCode).toBe(200);
      const stored = (await list(creator)).json().comments;
      expect(stored.at(-1)).toMatchObject({ fileId, atMs: 3250, text: 'Hier onscherp', author: { role: 'bedrijf' } });
      const deliverables = (await call('GET', `../upload/deliverables/${projectId}`, owner)).json().deliverables;
      expect(deliverables[0].reviews[0].comments).toEqual([
        { atSeconds: 0.7, atMs: 700, text: 'Vraag van de creator' },
        { atSeconds: 3.25, atMs: 3250, text: 'Hier onscherp' },
      ]);
    });

    it('a revision asked for the whole delivery lists each deliverable’s open comments', async () => {
      const { projectId, fileId, comment } = await delivered();
      await comment(owner, { fileId, atMs: 1200, text: 'Muziek te hard' });
      await call('POST', `${projectId}/request-revision`, owner, { feedback: 'Zie de opmerkingen' });
      const deliverables = (await call('GET', `../upload/deliverables/${projectId}`, creator)).json().deliverables;
      expect(deliverables[0].reviews[0]).toMatchObject({
        feedback: 'Zie de opmerkingen',
        comments: [{ atSeconds: 1.2, atMs: 1200, text: 'Muziek te hard' }],
      });
    });
  });

  describe('approving what was seen', () => {
    /** A delivery with a first version under review, then a second version delivered after a revision. */
    async function secondVersionDelivered() {
      const project = await delivered();
      await call('POST', `${project.projectId}/request-revision`, owner, { feedback: 'Logo groter' });
      const second = (await upload(project.projectId, { deliverableId: project.deliverableId })).json().file;
      await call('POST', `${project.projectId}/submit`, creator);
      return { ...project, firstFileId: project.fileId, secondFileId: second.id as string };
    }

    it('approving on a version that is no longer the newest is 409 PROJECTS.VERSION_CHANGED and changes nothing', async () => {
      const { projectId, firstFileId, secondFileId } = await secondVersionDelivered();
      const stale = await call('POST', `${projectId}/approve`, owner, { fileIds: [firstFileId] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'PROJECTS.VERSION_CHANGED', message: Messages.versionChanged });
      expect(await projectStatus(projectId)).toBe('delivered');
      expect(await outboxEvents(projects, ProjectEvents.ProjectApproved, projectId)).toHaveLength(0);

      const seen = await call('POST', `${projectId}/approve`, owner, { fileIds: [secondFileId] });
      expect(seen.json().project.status).toBe('approved');
    });

    it('the same holds for approving one deliverable through a review', async () => {
      const { projectId, deliverableId, firstFileId, secondFileId } = await secondVersionDelivered();
      const approve = (fileId: string) =>
        call('POST', `${projectId}/review-deliverable`, owner, { deliverableId, reviewType: 'approve', fileId });
      const stale = await approve(firstFileId);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('PROJECTS.VERSION_CHANGED');
      expect(await projectStatus(projectId)).toBe('delivered');
      expect(await outboxEvents(projects, ProjectEvents.DeliverableReviewed, projectId)).toHaveLength(0);
      expect((await approve(secondFileId)).json().project.status).toBe('approved');
    });

    it('an approval without the version seen is 400 in Dutch', async () => {
      const { projectId, deliverableId } = await delivered();
      for (const response of [
        await call('POST', `${projectId}/approve`, owner, {}),
        await call('POST', `${projectId}/approve`, owner, { fileIds: [] }),
        await call('POST', `${projectId}/review-deliverable`, owner, { deliverableId, reviewType: 'approve' }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].message).toBe(Messages.seenVersionRequired);
      }
      expect(await projectStatus(projectId)).toBe('delivered');
    });
  });
});
