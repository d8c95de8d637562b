import {
  type ServiceTestApp,
  registerCreator as registerCreatorWithProfile,
  startServiceTestApp,
  type TestUser,
} from '@clipwerk/kit/testing';
import { ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { ProposalsModule } from '../../src/proposals.module';

export { bearer, registerCompany, type TestUser } from '@clipwerk/kit/testing';

export type ProposalsTestApp = ServiceTestApp;

/** Proposals as a host would run it (see startServiceTestApp). */
export function startProposalsApp(): Promise<ProposalsTestApp> {
  return startServiceTestApp(ProposalsModule, 'proposals');
}

/** A creator with the bio and niches that proposals show to the company. */
export function registerCreator(app: ProposalsTestApp, name?: string, city?: string): Promise<TestUser> {
  return registerCreatorWithProfile(app, name, city, {
    bio: 'Ik maak eerlijke video’s over eten en drinken.',
    niches: ['food', 'lifestyle'],
  });
}

/** A project as the projects context announces it: created (awaiting deposit), then published unless told otherwise. */
export async function announceProject(
  app: ProposalsTestApp,
  owner: TestUser,
  options: { title?: string; budgetCents?: bigint; open?: boolean } = {},
): Promise<{ id: string; title: string }> {
  const id = randomUUID();
  const title = options.title ?? 'Unboxing-video voor onze koffiebonen';
  const budgetCents = options.budgetCents ?? 30_000n;
  await app.deliver(ProjectEvents.ProjectCreated, id, {
    projectId: id,
    ownerId: owner.id,
    title,
    budgetCents,
    status: 'awaiting_deposit',
    companyName: 'Koffie & Co BV',
    category: 'food-drinks',
  });
  if (options.open ?? true)
    await app.deliver(ProjectEvents.ProjectPublished, id, { projectId: id, ownerId: owner.id, title, budgetCents });
  return { id, title };
}

export const MOTIVATION = 'Ik maak al drie jaar productvideo’s en weet precies hoe je koffie laat glanzen in beeld.';

/** The creator's proposal form as the client sends it. */
export function proposalForm(overrides: Record<string, unknown> = {}) {
  return {
    motivation: MOTIVATION,
    approach: 'Eerst een kort script, dan filmen bij daglicht.',
    price: 250,
    deliveryTimeInDays: 7,
    ...overrides,
  };
}
