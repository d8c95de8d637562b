import { type ServiceTestApp, startServiceTestApp } from '@clipwerk/kit/testing';
import { readProjectsConfig } from '../../src/config';
import { ProjectsModule } from '../../src/projects.module';

export { bearer, registerCompany, registerCreator, type TestUser } from '@clipwerk/kit/testing';

export type ProjectsTestApp = ServiceTestApp;

/** Projects as a host would run it (see startServiceTestApp); `env` overrides projects' own settings. */
export function startProjectsApp(options: { env?: Record<string, string> } = {}): Promise<ProjectsTestApp> {
  return startServiceTestApp(ProjectsModule.forRoot(readProjectsConfig({ ...options.env })), 'projects');
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
