import { ProjectEvents } from '@clipwerk/proto';
import { deliverEvent } from '@clipwerk/kit/testing';
import { randomUUID } from 'node:crypto';
import { creatorForm, type IdentityTestApp, register, removeDir, startIdentityApp } from './support/identity-test-app';

/** A creator's completed projects, as projects counts them when one completes, on her card, profile and stats. */
describe('completed projects from projects (real PostgreSQL)', () => {
  let identity: IdentityTestApp;

  beforeAll(async () => {
    identity = await startIdentityApp();
  });

  afterAll(async () => {
    await identity.close();
    await removeDir(identity.storageDir);
  });

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
    const card = async () =>
      (await identity.inject({ method: 'GET', url: `/api/users/creators/${user.id}` })).json().data.creator;
    expect((await card()).stats.completedProjects).toBe(0);

    await completed(user.id, 1);
    await completed(user.id, 2);
    await completed(user.id, 1); // the first one's announcement, late
    expect((await card()).stats.completedProjects).toBe(2);
    const stats = await identity.inject({
      method: 'GET',
      url: '/api/users/me/stats',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stats.json().stats).toMatchObject({ completedProjects: 2 });
  });
});
