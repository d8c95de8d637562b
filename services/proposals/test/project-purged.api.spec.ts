import { RetentionPurgeSchedule } from '@clipwerk/kit';
import { ProjectEvents } from '@clipwerk/proto';
import { DataSource } from 'typeorm';
import {
  announceProject,
  proposalForm,
  type ProposalsTestApp,
  registerCompany,
  registerCreator,
  startProposalsApp,
} from './support/proposals-test-app';

/** When projects removes a project after its retention, proposals removes the proposals made for it. */
describe('a purged project (real PostgreSQL)', () => {
  let proposals: ProposalsTestApp;

  beforeAll(async () => {
    proposals = await startProposalsApp();
  });

  afterAll(() => proposals.close());

  it('removes the project’s proposals and its copy, and nothing of another project', async () => {
    const owner = await registerCompany(proposals);
    const creator = await registerCreator(proposals, 'Anna de Jong');
    const [purged, kept] = [await announceProject(proposals, owner), await announceProject(proposals, owner)];
    for (const project of [purged, kept]) {
      const sent = await proposals.inject({
        method: 'POST',
        url: `/api/proposals/project/${project.id}`,
        headers: creator.headers,
        payload: proposalForm(),
      });
      expect(sent.statusCode).toBe(201);
    }

    await proposals.deliver(ProjectEvents.ProjectPurged, purged.id, { projectId: purged.id, ownerId: owner.id });
    // A redelivery changes nothing.
    await proposals.deliver(ProjectEvents.ProjectPurged, purged.id, { projectId: purged.id, ownerId: owner.id });

    const db = proposals.app.get(DataSource, { strict: false });
    const left = await db.query(`SELECT project_id FROM proposals.proposal WHERE creator_id = $1`, [creator.id]);
    expect(left).toEqual([{ project_id: kept.id }]);
    expect(await db.query(`SELECT id FROM proposals.project WHERE id = ANY($1)`, [[purged.id, kept.id]])).toEqual([
      { id: kept.id },
    ]);
  });

  it('removes the records of events consumed more than a year ago on its schedule, and keeps younger ones', async () => {
    const db = proposals.app.get(DataSource, { strict: false });
    const DAY = 86_400_000;
    await db.query(
      `INSERT INTO proposals.inbox_message (consumer, event_id, type, processed_at)
       VALUES ('proposals.old', gen_random_uuid(), 'ProjectCreated', $1), ('proposals.old', gen_random_uuid(), 'ProjectCreated', $2)`,
      [new Date(Date.now() - 367 * DAY), new Date(Date.now() - 363 * DAY)],
    );

    expect(await proposals.app.get(RetentionPurgeSchedule, { strict: false }).runOnce()).toEqual({ logs: 1 });
    expect(await db.query(`SELECT count(*)::int AS n FROM proposals.inbox_message WHERE consumer = 'proposals.old'`)).toEqual([
      { n: 1 },
    ]);
  });
});
