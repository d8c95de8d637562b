import { ProposalEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Messages } from '../src/domain/messages';
import { outboxEvents } from './support/outbox';
import {
  announceProject,
  proposalForm,
  type ProposalsTestApp,
  registerCompany,
  registerCreator,
  startProposalsApp,
  type TestUser,
} from './support/proposals-test-app';

/** Who may do what with proposals (creators propose, the owner decides): refusals never reveal someone else's project. */
describe('proposals access rules', () => {
  let proposals: ProposalsTestApp;
  let owner: TestUser;
  let otherCompany: TestUser;
  let creator: TestUser;
  let project: { id: string };
  let proposalId: string;

  beforeAll(async () => {
    proposals = await startProposalsApp();
    owner = await registerCompany(proposals);
    otherCompany = await registerCompany(proposals, { companyName: 'Concurrent BV' });
    creator = await registerCreator(proposals);
    project = await announceProject(proposals, owner);
    proposalId = (await submit(project.id, creator)).json().proposal.id;
  });

  afterAll(() => proposals.close());

  function submit(projectId: string, user: TestUser) {
    return proposals.inject({
      method: 'POST',
      url: `/api/proposals/project/${projectId}`,
      headers: user.headers,
      payload: proposalForm(),
    });
  }

  it('a visitor without a token is sent to log in', async () => {
    expect(
      (await proposals.inject({ method: 'POST', url: `/api/proposals/project/${project.id}`, payload: proposalForm() }))
        .statusCode,
    ).toBe(401);
    expect((await proposals.inject({ method: 'GET', url: `/api/proposals/project/${project.id}` })).statusCode).toBe(401);
  });

  it("only creators propose: 'Alleen creators kunnen voorstellen versturen'", async () => {
    const response = await submit(project.id, owner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'AUTH.FORBIDDEN', message: 'Alleen creators kunnen voorstellen versturen' });
  });

  it('a creator cannot propose twice on one project', async () => {
    const response = await submit(project.id, creator);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PROPOSAL.ALREADY_SUBMITTED',
      message: 'Je hebt al een voorstel verstuurd voor deze opdracht',
    });
  });

  it('two submissions of one creator at the same moment store one', async () => {
    const fresh = await announceProject(proposals, owner);
    const eager = await registerCreator(proposals);
    const answers = await Promise.all([submit(fresh.id, eager), submit(fresh.id, eager), submit(fresh.id, eager)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('a creator cannot propose on a project that is not open', async () => {
    const waiting = await announceProject(proposals, owner, { open: false });
    const response = await submit(waiting.id, creator);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PROJECT.NOT_OPEN', message: Messages.projectNotOpen });
  });

  it("another company cannot see the project's proposals: 404, as if it did not exist", async () => {
    for (const id of [project.id, randomUUID(), 'geen-uuid']) {
      const response = await proposals.inject({
        method: 'GET',
        url: `/api/proposals/project/${id}`,
        headers: otherCompany.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Opdracht niet gevonden' });
    }
  });

  it('a creator cannot see the proposals of a project', async () => {
    const response = await proposals.inject({
      method: 'GET',
      url: `/api/proposals/project/${project.id}`,
      headers: creator.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('another company cannot accept or reject: 404 like an unknown proposal', async () => {
    for (const action of ['accept', 'reject']) {
      for (const id of [proposalId, randomUUID()]) {
        const response = await proposals.inject({
          method: 'POST',
          url: `/api/proposals/${action}/${id}`,
          headers: otherCompany.headers,
          payload: { price: 250 },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROPOSAL.NOT_FOUND', message: 'Voorstel niet gevonden' });
      }
    }
    const list = (
      await proposals.inject({ method: 'GET', url: `/api/proposals/project/${project.id}`, headers: owner.headers })
    ).json();
    expect(list.proposals[0].status).toBe('submitted');
  });

  it('a creator cannot accept or reject, not even its own proposal', async () => {
    for (const action of ['accept', 'reject']) {
      const response = await proposals.inject({
        method: 'POST',
        url: `/api/proposals/${action}/${proposalId}`,
        headers: creator.headers,
        payload: { price: 250 },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("a company's own proposals list is for creators only", async () => {
    expect((await proposals.inject({ method: 'GET', url: '/api/proposals/my', headers: owner.headers })).statusCode).toBe(403);
  });

  it('accepting twice at the same moment selects one creator', async () => {
    const contested = await announceProject(proposals, owner);
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1)
      ids.push((await submit(contested.id, await registerCreator(proposals))).json().proposal.id);

    const answers = await Promise.all(
      [...ids, ids[0]].map((id) =>
        proposals.inject({ method: 'POST', url: `/api/proposals/accept/${id}`, headers: owner.headers, payload: { price: 250 } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().proposal.id;
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
      expect([Messages.creatorAlreadySelected, Messages.transitionRefused('accepted', 'accepted')]).toContain(
        loser.json().message,
      );
    }

    const rows: { status: string; count: number }[] = await proposals.app
      .get(DataSource, { strict: false })
      .query(
        `SELECT status, count(*)::int AS count FROM proposals.proposal WHERE project_id = $1 GROUP BY status ORDER BY status`,
        [contested.id],
      );
    expect(rows).toEqual([
      { status: 'accepted', count: 1 },
      { status: 'rejected', count: 3 },
    ]);
    const accepted = (await outboxEvents(proposals, ProposalEvents.ProposalAccepted)).filter(
      (event) => event.projectId === contested.id,
    );
    expect(accepted).toEqual([expect.objectContaining({ proposalId: winner })]);
  });
});
