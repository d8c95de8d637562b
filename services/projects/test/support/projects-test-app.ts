import { bearer, type ServiceTestApp, startServiceTestApp } from '@clipwerk/kit/testing';
import { IdentityEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { readProjectsConfig } from '../../src/config';
import { ProjectsModule } from '../../src/projects.module';

export { bearer };

export type ProjectsTestApp = ServiceTestApp;

/** Projects as a host would run it (see startServiceTestApp); `env` overrides projects' own settings. */
export function startProjectsApp(options: { env?: Record<string, string> } = {}): Promise<ProjectsTestApp> {
  return startServiceTestApp(ProjectsModule.forRoot(readProjectsConfig({ ...options.env })), 'projects');
}

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A company known to the projection (through identity's UserRegistered), with its token. */
export async function registerCompany(
  app: ProjectsTestApp,
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

export async function registerCreator(app: ProjectsTestApp, name = 'Anna de Jong', city = 'Utrecht'): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'creator',
    email: `creator.${id.slice(0, 8)}@example.nl`,
    displayName: name,
    signUpMethod: 'password',
  });
  await app.deliver(IdentityEvents.ProfileUpdated, id, { userId: id, role: 'creator', displayName: name, city });
  const token = await app.token(id, 'creator');
  return { id, token, headers: bearer(token) };
}

/** The create wizard's payload as the client sends it (spec §7). */
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
