import { MessagingEvents, ProjectEvents } from '@clipwerk/proto';
import { deliverEvent } from '@clipwerk/kit/testing';
import { randomUUID } from 'node:crypto';
import { creatorForm, type IdentityTestApp, register, removeDir, startIdentityApp } from './support/identity-test-app';

/**
 * Figures other contexts count and identity shows on a creator's card, profile and stats: her completed projects
 * (projects) and her response rate (messaging). Each comes with a count that only grows, so a late one is ignored.
 */
describe('figures from other contexts (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

  const creatorCard = async (id: string) =>
    (await identity.inject({ method: 'GET', url: `/api/users/creators/${id}` })).json().data.creator;
  const myStats = async (token: string) =>
    (await identity.inject({ method: 'GET', url: '/api/users/me/stats', headers: { authorization: `Bearer ${token}` } })).json()
      .stats;

  const completed = (creatorId: string, creatorCompletedProjects: number) => {
    const projectId = randomUUID();
    return deliverEvent(identity.app, ProjectEvents.ProjectCompleted, projectId, {
      projectId,
      ownerId: randomUUID(),
      creatorId,
      creatorCompletedProjects,
    });
  };

  it('shows the count projects sent, and an older count arriving late changes nothing', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Voltooid', lastName: 'Tellertest' }));
    const card = () => creatorCard(user.id);
    expect((await card()).stats.completedProjects).toBe(0);

    await completed(user.id, 1);
    await completed(user.id, 2);
    await completed(user.id, 1); // the first one's announcement, late
    expect((await card()).stats.completedProjects).toBe(2);
    expect(await myStats(token)).toMatchObject({ completedProjects: 2 });
  });

  const changed = (creatorId: string, responseRate: number, answeredInTime: number, counted: number) =>
    deliverEvent(identity.app, MessagingEvents.CreatorResponseRateChanged, creatorId, {
      creatorId,
      responseRate,
      answeredInTime,
      counted,
    });

  it('shows no figure until messaging counted one, then the rate over the most conversations', async () => {
    const { token, user } = await register(identity, creatorForm({ firstName: 'Reactie', lastName: 'Tellertest' }));
    const card = () => creatorCard(user.id);
    expect((await card()).stats.responseRate).toBeNull();

    await changed(user.id, 100, 1, 1);
    await changed(user.id, 67, 2, 3);
    await changed(user.id, 50, 1, 2); // counted before the last one, arriving late
    expect((await card()).stats.responseRate).toBe(67);
    expect(await myStats(token)).toMatchObject({ responseRate: 67 });
  });
});
