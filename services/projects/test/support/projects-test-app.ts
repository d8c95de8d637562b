import { type ServiceTestApp, type TestUser, startServiceTestApp } from '@clipwerk/kit/testing';
import { PaymentEvents, ProposalEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../src/application/ports/clock';
import { readProjectsConfig } from '../../src/config';
import { multipartForm, tinyMp4 } from './files';
import { ProjectsModule } from '../../src/projects.module';

export { bearer, registerCompany, registerCreator, type TestUser } from '@clipwerk/kit/testing';

export type ProjectsTestApp = ServiceTestApp;

/**
 * Projects as a host would run it (see startServiceTestApp); `env` overrides projects' own settings, `clock` is a
 * clock the test moves.
 */
export function startProjectsApp(options: { env?: Record<string, string>; clock?: Clock } = {}): Promise<ProjectsTestApp> {
  return startServiceTestApp(
    ProjectsModule.forRoot(readProjectsConfig({ ...options.env }), { clock: options.clock }),
    'projects',
  );
}

/** The test moves time by hand: no test sleeps through a deadline. */
export class TestClock implements Clock {
  private current = new Date();
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | number): void {
    this.current = new Date(at);
  }
}

/** The create wizard's payload as the client sends it. */
export function projectForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Unboxing-video voor onze koffiebonen',
    description: 'Wij zoeken een creator die onze nieuwe koffiebonen uitpakt en eerlijk vertelt hoe de koffie smaakt.',
    contentType: 'beide',
    budget: 300,
    deadline: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    category: 'food-drinks',
    location: 'Amsterdam',
    contentRequirements: ['  30 seconden  ', '', 'Ondertiteling'],
    preferredCreatorType: 'micro',
    specialRequirements: '',
    deliverables: [
      { title: '1 video', description: 'Verticaal' },
      { title: '  ', description: '' },
    ],
    timeline: { startDate: null, endDate: null, milestones: [] },
    ...overrides,
  };
}

/** A project of `owner` (the form with `form`'s fields) whose deposit is paid: open. */
export async function openProject(
  projects: ProjectsTestApp,
  owner: TestUser,
  form: Record<string, unknown> = {},
): Promise<{ id: string; budget: number; title: string }> {
  const { project } = (
    await projects.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload: projectForm(form) })
  ).json();
  await payDeposit(projects, owner, project);
  return project;
}

/** Payments says the deposit of `owner`'s project (half its budget) was paid: the project opens. */
export async function payDeposit(projects: ProjectsTestApp, owner: TestUser, project: { id: string; budget: number }) {
  await projects.deliver(PaymentEvents.DepositPaid, project.id, {
    paymentId: randomUUID(),
    projectId: project.id,
    ownerId: owner.id,
    amountCents: BigInt(Math.round(project.budget * 50)),
    provider: 'simulated',
    method: 'card',
    paidAt: new Date().toISOString(),
  });
}

/** A project of `owner` whose deposit is paid and whose proposal from `creator` was accepted: creator_selected. */
export async function hireCreator(
  projects: ProjectsTestApp,
  owner: TestUser,
  creator: TestUser,
  deliveryDueAt?: Date,
): Promise<string> {
  const project = await openProject(projects, owner);
  const proposalId = randomUUID();
  await projects.deliver(ProposalEvents.ProposalAccepted, proposalId, {
    proposalId,
    projectId: project.id,
    creatorId: creator.id,
    ownerId: owner.id,
    priceCents: 27_500n,
    projectTitle: project.title,
    deliveryDueAt: deliveryDueAt?.toISOString() ?? '',
  });
  return project.id;
}

/** `creator` uploads one small video to the project (a new deliverable): the upload's answer (its file, deliverable). */
export async function uploadVideo(projects: ProjectsTestApp, projectId: string, creator: TestUser, title = 'Hoofdvideo') {
  const form = multipartForm(
    { title },
    { field: 'deliverable', filename: 'unboxing.mp4', type: 'video/mp4', content: tinyMp4() },
  );
  return projects.inject({
    method: 'POST',
    url: `/api/upload/deliverable/${projectId}`,
    payload: form.payload,
    headers: { ...form.headers, ...creator.headers },
  });
}
