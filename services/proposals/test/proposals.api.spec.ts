import { ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { Messages } from '../src/domain/messages';
import { outboxEvents } from './support/outbox';
import {
  announceProject,
  MOTIVATION,
  proposalForm,
  type ProposalsTestApp,
  registerCompany,
  registerCreator,
  startProposalsApp,
  type TestUser,
} from './support/proposals-test-app';

describe('proposals API (real PostgreSQL)', () => {
  let proposals: ProposalsTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    proposals = await startProposalsApp();
    owner = await registerCompany(proposals);
  });

  afterAll(() => proposals.close());

  const submit = (projectId: string, user: TestUser, form: Record<string, unknown> = {}) =>
    proposals.inject({
      method: 'POST',
      url: `/api/proposals/project/${projectId}`,
      headers: user.headers,
      payload: proposalForm(form),
    });
  const post = (url: string, user: TestUser, payload?: Record<string, unknown>) =>
    proposals.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const get = (url: string, user: TestUser) => proposals.inject({ method: 'GET', url, headers: user.headers });
  const fieldErrors = (body: { errors?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.errors ?? []).map(({ field, message }) => [field, message]));

  describe('submit (POST /proposals/project/{id})', () => {
    it('stores the proposal and publishes ProposalSubmitted with the creator name', async () => {
      const project = await announceProject(proposals, owner);
      const creator = await registerCreator(proposals, 'Sem Visser', 'Delft');
      const response = await submit(project.id, creator);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Voorstel verstuurd!',
        proposal: {
          status: 'submitted',
          price: 250,
          agreedPrice: 250,
          deliveryTimeInDays: 7,
          motivation: MOTIVATION,
          companyViewed: false,
          projectId: { _id: project.id },
        },
      });
      const [event] = await outboxEvents(proposals, ProposalEvents.ProposalSubmitted, body.proposal.id);
      expect(event).toMatchObject({
        projectId: project.id,
        creatorId: creator.id,
        ownerId: owner.id,
        priceCents: 25_000n,
        projectTitle: project.title,
        creatorName: 'Sem Visser',
      });
    });

    it('checks every rule with the Dutch texts', async () => {
      const project = await announceProject(proposals, owner);
      const creator = await registerCreator(proposals);
      const response = await submit(project.id, creator, { motivation: 'Te kort', price: 2.555, deliveryTimeInDays: 0 });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({
        motivation: 'Je motivatie moet minimaal 50 tekens bevatten',
        price: Messages.priceInvalid,
        deliveryTimeInDays: Messages.deliveryTimeInvalid,
      });
      expect(
        fieldErrors(
          (await submit(project.id, creator, { motivation: 'x'.repeat(1001), price: '', deliveryTimeInDays: undefined })).json(),
        ),
      ).toEqual({
        motivation: Messages.motivationTooLong,
        price: Messages.priceRequired,
        deliveryTimeInDays: Messages.deliveryTimeRequired,
      });
      expect((await submit(project.id, creator, { approach: undefined })).statusCode).toBe(201);
    });

    it('takes a price with cents, stores it to the cent and hands the cents on when accepted', async () => {
      const project = await announceProject(proposals, owner);
      const creator = await registerCreator(proposals);
      const response = await submit(project.id, creator, { price: 275.5 });
      expect(response.statusCode).toBe(201);
      const { proposal } = response.json();
      expect(proposal).toMatchObject({ price: 275.5, agreedPrice: 275.5, finalPrice: null });
      expect(await outboxEvents(proposals, ProposalEvents.ProposalSubmitted, proposal.id)).toEqual([
        expect.objectContaining({ priceCents: 27_550n }),
      ]);
      const listed = (await get(`/api/proposals/project/${project.id}`, owner)).json().proposals;
      expect(listed.map((item: { price: number }) => item.price)).toEqual([275.5]);

      const accepted = await post(`/api/proposals/accept/${proposal.id}`, owner, { price: 275.5 });
      expect(accepted.json().proposal).toMatchObject({ status: 'accepted', finalPrice: 275.5 });
      expect(await outboxEvents(proposals, ProposalEvents.ProposalAccepted, proposal.id)).toEqual([
        expect.objectContaining({ priceCents: 27_550n }),
      ]);
    });

    it.each([[2.555], ['275,50'], ['12.345'], [0.99]])('refuses the price %j in Dutch and stores nothing', async (price) => {
      const project = await announceProject(proposals, owner);
      const creator = await registerCreator(proposals);
      const response = await submit(project.id, creator, { price });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ price: Messages.priceInvalid });
      expect(Messages.priceInvalid).toMatch(/hoogstens twee cijfers achter de komma/);
      expect((await get(`/api/proposals/project/${project.id}`, owner)).json().proposals).toEqual([]);
    });

    it("answers 'Opdracht niet gevonden' for a project it does not know", async () => {
      const creator = await registerCreator(proposals);
      const response = await submit(randomUUID(), creator);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Opdracht niet gevonden');
    });
  });

  describe("the owner's proposals page (GET /proposals/project/{id})", () => {
    it('lists proposals with their creators and marks them seen after the first look', async () => {
      const project = await announceProject(proposals, owner, { title: 'Reisvideo Texel', budgetCents: 80_000n });
      const creator = await registerCreator(proposals, 'Lotte Bos', 'Den Burg');
      await submit(project.id, creator, { price: 600, deliveryTimeInDays: 10 });

      const first = (await get(`/api/proposals/project/${project.id}`, owner)).json();
      expect(first.project).toMatchObject({ id: project.id, title: 'Reisvideo Texel', budget: 800, status: 'open' });
      expect(first.proposals).toHaveLength(1);
      expect(first.proposals[0]).toMatchObject({
        status: 'submitted',
        price: 600,
        companyViewed: false,
        creator: {
          id: creator.id,
          name: 'Lotte Bos',
          bio: 'Ik maak eerlijke video’s over eten en drinken.',
          location: { city: 'Den Burg' },
          stats: { completedProjects: 0 },
          niches: ['food', 'lifestyle'],
          profilePictureUrl: null,
        },
      });
      const second = (await get(`/api/proposals/project/${project.id}`, owner)).json();
      expect(second.proposals[0].companyViewed).toBe(true);
    });
  });

  describe("the creator's own proposals (GET /proposals/my)", () => {
    it('lists them with the project title, status, agreed price and date', async () => {
      const creator = await registerCreator(proposals);
      const first = await announceProject(proposals, owner, { title: 'Eerste opdracht' });
      const second = await announceProject(proposals, owner, { title: 'Tweede opdracht' });
      await submit(first.id, creator, { price: 100 });
      await submit(second.id, creator, { price: 200 });
      const body = (await get('/api/proposals/my', creator)).json();
      expect(body.proposals.map((proposal: { projectId: { title: string } }) => proposal.projectId.title)).toEqual([
        'Tweede opdracht',
        'Eerste opdracht',
      ]);
      expect(body.proposals[0]).toMatchObject({ status: 'submitted', agreedPrice: 200, projectId: { _id: second.id } });
      expect(typeof body.proposals[0].createdAt).toBe('string');
      expect((await get('/api/proposals/my?limit=1', creator)).json().proposals).toHaveLength(1);
    });
  });

  describe('accept and reject', () => {
    it('accepting one proposal rejects the other open ones automatically', async () => {
      const project = await announceProject(proposals, owner);
      const [anna, sem, lotte] = [
        await registerCreator(proposals),
        await registerCreator(proposals),
        await registerCreator(proposals),
      ];
      const chosen = (await submit(project.id, anna, { price: 275 })).json().proposal;
      const other = (await submit(project.id, sem)).json().proposal;
      const declined = (await submit(project.id, lotte)).json().proposal;
      expect((await post(`/api/proposals/reject/${declined.id}`, owner, { reason: 'Past niet' })).statusCode).toBe(200);

      const response = await post(`/api/proposals/accept/${chosen.id}`, owner, { price: 275 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Voorstel geaccepteerd!',
        proposal: { status: 'accepted', finalPrice: 275 },
      });

      const list = (await get(`/api/proposals/project/${project.id}`, owner)).json().proposals;
      const statusOf = (id: string) => list.find((proposal: { id: string }) => proposal.id === id);
      expect(statusOf(other.id)).toMatchObject({ status: 'rejected', rejectionReason: Messages.otherAccepted });
      expect(statusOf(declined.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Past niet' });

      expect(await outboxEvents(proposals, ProposalEvents.ProposalAccepted, chosen.id)).toEqual([
        expect.objectContaining({
          projectId: project.id,
          creatorId: anna.id,
          ownerId: owner.id,
          priceCents: 27_500n,
          // The delivery date the creator promised, as the proposal shows it: projects holds her to it.
          deliveryDueAt: chosen.proposedTimeline.deliveryDate,
        }),
      ]);
      expect(await outboxEvents(proposals, ProposalEvents.ProposalRejected, other.id)).toEqual([
        expect.objectContaining({ creatorId: sem.id, automatic: true, reason: Messages.otherAccepted }),
      ]);
      expect(await outboxEvents(proposals, ProposalEvents.ProposalRejected, declined.id)).toEqual([
        expect.objectContaining({ creatorId: lotte.id, automatic: false, reason: 'Past niet' }),
      ]);

      // Too late now: the project has its creator.
      const late = await submit(project.id, await registerCreator(proposals));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(Messages.projectNotOpen);
    });

    it('accepts only the price the company saw: another price is refused and nothing changes', async () => {
      const project = await announceProject(proposals, owner);
      const proposal = (await submit(project.id, await registerCreator(proposals), { price: 400 })).json().proposal;
      const accept = (payload?: Record<string, unknown>) => post(`/api/proposals/accept/${proposal.id}`, owner, payload);

      const changed = await accept({ price: 1 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toMatchObject({ code: 'PROPOSAL.PRICE_CHANGED', message: Messages.priceChanged });
      for (const payload of [undefined, {}, { price: '400' }, { price: 0 }]) {
        const bad = await accept(payload);
        expect(bad.statusCode).toBe(400);
        expect(fieldErrors(bad.json())).toEqual({ price: Messages.seenPriceRequired });
      }
      const [unchanged] = (await get(`/api/proposals/project/${project.id}`, owner)).json().proposals;
      expect(unchanged).toMatchObject({ status: 'submitted', finalPrice: null });
      expect(await outboxEvents(proposals, ProposalEvents.ProposalAccepted, proposal.id)).toEqual([]);

      expect((await accept({ price: 400 })).json()).toMatchObject({ proposal: { status: 'accepted', finalPrice: 400 } });
    });

    it('reject takes an empty reason or none; a decided proposal cannot be decided again', async () => {
      const project = await announceProject(proposals, owner);
      const first = (await submit(project.id, await registerCreator(proposals))).json().proposal;
      const second = (await submit(project.id, await registerCreator(proposals))).json().proposal;
      const response = await post(`/api/proposals/reject/${first.id}`, owner, { reason: '' });
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Voorstel afgewezen',
        proposal: { status: 'rejected', rejectionReason: null },
      });
      expect((await post(`/api/proposals/reject/${second.id}`, owner)).statusCode).toBe(200);
      const again = await post(`/api/proposals/accept/${first.id}`, owner, { price: 250 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'PROPOSAL.TRANSITION_REFUSED',
        message: Messages.transitionRefused('rejected', 'accepted'),
      });
      expect(again.json().message).toBe("Dit voorstel kan niet van status 'Afgewezen' naar 'Geaccepteerd'");
    });
  });

  describe('project events', () => {
    it('a cancelled project declines its open proposals and takes no new ones', async () => {
      const project = await announceProject(proposals, owner);
      const creator = await registerCreator(proposals);
      const proposal = (await submit(project.id, creator)).json().proposal;
      await proposals.deliver(ProjectEvents.ProjectCancelled, project.id, {
        projectId: project.id,
        ownerId: owner.id,
        reason: 'deleted_by_owner',
      });
      const [mine] = (await get('/api/proposals/my', creator)).json().proposals;
      expect(mine).toMatchObject({ id: proposal.id, status: 'rejected', rejectionReason: Messages.projectCancelled });
      expect((await submit(project.id, await registerCreator(proposals))).statusCode).toBe(409);
      // A late "published" of the same project does not reopen it.
      await proposals.deliver(ProjectEvents.ProjectPublished, project.id, {
        projectId: project.id,
        ownerId: owner.id,
        title: 'x',
        budgetCents: 1n,
      });
      expect((await submit(project.id, await registerCreator(proposals))).statusCode).toBe(409);
    });

    it('a late "open" does not reopen a project whose creator the company chose; a later status moves it on', async () => {
      const project = await announceProject(proposals, owner);
      const chosen = (await submit(project.id, await registerCreator(proposals))).json().proposal;
      expect((await post(`/api/proposals/accept/${chosen.id}`, owner, { price: 250 })).statusCode).toBe(200);
      const updated = (status: string, title: string) =>
        proposals.deliver(ProjectEvents.ProjectUpdated, project.id, {
          projectId: project.id,
          ownerId: owner.id,
          title,
          budgetCents: 25_000n,
          status,
        });
      await updated('open', 'Laat bericht');
      const stale = (await get(`/api/proposals/project/${project.id}`, owner)).json().project;
      expect(stale).toMatchObject({ status: 'creator_selected', title: 'Laat bericht' });
      expect((await submit(project.id, await registerCreator(proposals))).statusCode).toBe(409);
      await updated('in_progress', 'Gestart');
      expect((await get(`/api/proposals/project/${project.id}`, owner)).json().project).toMatchObject({
        status: 'in_progress',
        title: 'Gestart',
      });
    });

    it('ProjectUpdated keeps title, budget and deadline current', async () => {
      const project = await announceProject(proposals, owner);
      await proposals.deliver(ProjectEvents.ProjectUpdated, project.id, {
        projectId: project.id,
        ownerId: owner.id,
        title: 'Nieuwe titel',
        budgetCents: 45_000n,
        status: 'open',
        deadline: '2030-01-31T00:00:00.000Z',
      });
      const body = (await get(`/api/proposals/project/${project.id}`, owner)).json();
      expect(body.project).toMatchObject({
        title: 'Nieuwe titel',
        budget: 450,
        deadline: '2030-01-31T00:00:00.000Z',
        status: 'open',
      });
    });
  });
});
