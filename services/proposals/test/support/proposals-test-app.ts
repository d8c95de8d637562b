import { bearer, type ServiceTestApp, startServiceTestApp } from '@clipwerk/kit/testing';
import { IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { ProposalsModule } from '../../src/proposals.module';

export { bearer };

export type ProposalsTestApp = ServiceTestApp;

/** Proposals as a host would run it (see startServiceTestApp). */
export function startProposalsApp(): Promise<ProposalsTestApp> {
  return startServiceTestApp(ProposalsModule, 'proposals');
}

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A company known to the projection (through identity's UserRegistered), with its token. */
export async function registerCompany(
  app: ProposalsTestApp,
  overrides: { companyName?: string; email?: string; testAccount?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'bedrijf',
    email: overrides.email ?? `bedrijf.${id.slice(0, 8)}@example.nl`,
    displayName: overrides.companyName ?? 'Koffie & Co BV',
    companyName: overrides.companyName ?? 'Koffie & Co BV',
    signUpMethod: 'password',
    testAccount: overrides.testAccount ?? false,
  });
  const token = await app.token(id, 'bedrijf');
  return { id, token, headers: bearer(token) };
}

export async function registerCreator(app: ProposalsTestApp, name = 'Anna de Jong', city = 'Utrecht'): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'creator',
    email: `creator.${id.slice(0, 8)}@example.nl`,
    displayName: name,
    signUpMethod: 'password',
  });
  await app.deliver(IdentityEvents.ProfileUpdated, id, {
    userId: id,
    role: 'creator',
    displayName: name,
    city,
    bio: 'Ik maak eerlijke video’s over eten en drinken.',
    niches: ['food', 'lifestyle'],
  });
  const token = await app.token(id, 'creator');
  return { id, token, headers: bearer(token) };
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

/** The creator's proposal form as the client sends it (spec §7). */
export function proposalForm(overrides: Record<string, unknown> = {}) {
  return {
    motivation: MOTIVATION,
    approach: 'Eerst een kort script, dan filmen bij daglicht.',
    price: 250,
    deliveryTimeInDays: 7,
    ...overrides,
  };
}
