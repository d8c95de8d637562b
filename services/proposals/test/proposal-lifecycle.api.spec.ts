import { ProjectEvents, ProposalEvents } from '@clipwerk/proto';
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

/** What happens to a proposal after it was sent: the company opens it, the project it won is completed. */
describe('a proposal after it was sent (real PostgreSQL)', () => {
  let proposals: ProposalsTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    proposals = await startProposalsApp();
    owner = await registerCompany(proposals);
  });

  afterAll(() => proposals.close());

  const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: Record<string, unknown>) =>
    proposals.inject({ method, url, headers: user.headers, payload });
  const submit = async (projectId: string, creator: TestUser) =>
    (await call('POST', `/api/proposals/project/${projectId}`, creator, proposalForm())).json().proposal;
  const statusOnHerList = async (creator: TestUser, id: string) =>
    (await call('GET', '/api/proposals/my', creator)).json().proposals.find((p: { id: string }) => p.id === id)?.status;

  it('is completed when its project is, and a redelivered completion changes nothing', async () => {
    const project = await announceProject(proposals, owner);
    const creator = await registerCreator(proposals, 'Anna de Jong');
    const proposal = await submit(project.id, creator);
    expect((await call('POST', `/api/proposals/accept/${proposal.id}`, owner, { price: 250 })).statusCode).toBe(200);
    expect(await statusOnHerList(creator, proposal.id)).toBe('accepted');

    const completed = { projectId: project.id, ownerId: owner.id, creatorId: creator.id, creatorCompletedProjects: 1 };
    await proposals.deliver(ProjectEvents.ProjectCompleted, project.id, completed);
    expect(await statusOnHerList(creator, proposal.id)).toBe('completed');
    await proposals.deliver(ProjectEvents.ProjectCompleted, project.id, completed);
    expect(await statusOnHerList(creator, proposal.id)).toBe('completed');
    const [listed] = (await call('GET', `/api/proposals/project/${project.id}`, owner)).json().proposals;
    expect(listed).toMatchObject({ status: 'completed', finalPrice: 250 });
  });

  it('tells each creator once that the company opened her proposal', async () => {
    const project = await announceProject(proposals, owner);
    const [anna, sem] = [await registerCreator(proposals), await registerCreator(proposals)];
    const first = await submit(project.id, anna);
    expect(await outboxEvents(proposals, ProposalEvents.ProposalViewed, first.id)).toEqual([]);

    expect((await call('GET', `/api/proposals/project/${project.id}`, owner)).statusCode).toBe(200);
    await call('GET', `/api/proposals/project/${project.id}`, owner);
    const second = await submit(project.id, sem);
    await call('GET', `/api/proposals/project/${project.id}`, owner);
    await call('GET', `/api/proposals/project/${project.id}`, owner);

    const viewed = await outboxEvents(proposals, ProposalEvents.ProposalViewed, first.id);
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({
      proposalId: first.id,
      projectId: project.id,
      creatorId: anna.id,
      ownerId: owner.id,
      projectTitle: project.title,
    });
    expect(await outboxEvents(proposals, ProposalEvents.ProposalViewed, second.id)).toHaveLength(1);
    // A creator looking at her own proposals is no company opening them.
    await call('GET', '/api/proposals/my', anna);
    expect(await outboxEvents(proposals, ProposalEvents.ProposalViewed, first.id)).toHaveLength(1);
  });
});
