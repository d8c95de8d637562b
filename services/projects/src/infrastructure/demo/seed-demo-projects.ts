import { type INestApplicationContext, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { prepareNewProject } from '../../domain/project-rules';
import { UNNAMED_COMPANY } from '../../domain/parties';
import { projectEvents } from '../../application/shared/project-events';
import { ProjectEntity } from '../persistence/project.entity';
import { ProjectRepository } from '../persistence/project.repository';
import { PartiesRepository } from '../persistence/projections.repository';
import { DEMO_COMPANY_EMAIL, DEMO_PROJECTS } from './demo-projects';

/**
 * The demo company's open assignments, so a newcomer sees a living marketplace. Runs after identity's seed: the
 * company reaches our projection through UserRegistered, so we wait for it (up to `timeoutMs`). A title that the
 * company already has is skipped, so running this at every start is safe and keeps what people changed.
 */
export function seedDemoProjects(app: INestApplicationContext, options: { timeoutMs?: number } = {}): Promise<void> {
  return app.get(DemoProjectsSeeder, { strict: false }).seed(options);
}

/**
 * A provider of the projects module, so that it is handed this module's own UnitOfWork and repositories (in the
 * embedded host every service has its own, and a lookup from outside the module could pick another's).
 */
@Injectable()
export class DemoProjectsSeeder {
  constructor(
    private readonly parties: PartiesRepository,
    private readonly projects: ProjectRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seed(options: { timeoutMs?: number } = {}): Promise<void> {
    const { parties, projects, uow } = this;
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    let company = await parties.findCompanyByEmail(DEMO_COMPANY_EMAIL);
    while (!company) {
      if (Date.now() > deadline) throw new Error(`seedDemoProjects: ${DEMO_COMPANY_EMAIL} never reached the company projection`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      company = await parties.findCompanyByEmail(DEMO_COMPANY_EMAIL);
    }

    const existing = new Set((await projects.listByOwner(company.id, undefined, 100)).map((project) => project.title));
    const now = new Date();
    for (const { deadlineInDays, ...input } of DEMO_PROJECTS) {
      if (existing.has(input.title)) continue;
      const deadlineDate = new Date(now.getTime() + deadlineInDays * 24 * 3600 * 1000).toISOString();
      const prepared = prepareNewProject({ ...input, deadline: deadlineDate }, { testAccount: company.testAccount, now });
      if (!prepared.project) throw new Error(`demo project "${input.title}" breaks a rule: ${JSON.stringify(prepared.problems)}`);
      const owner = company;
      await uow.run(async (tx) => {
        // Demo data is pre-funded: no real company pays a deposit for it, and a marketplace of unpaid drafts would
        // show nothing. So these open directly (deposit marked paid, so the budget stays fixed as for real ones).
        const project = await projects.insert(
          {
            ...prepared.project,
            ownerId: owner.id,
            status: 'open',
            publishedAt: now,
            depositPaidAt: now,
          } as Partial<ProjectEntity>,
          tx.manager,
        );
        await projectEvents.created(tx, project, owner.companyName || UNNAMED_COMPANY);
        await projectEvents.published(tx, project);
      });
    }
  }
}
