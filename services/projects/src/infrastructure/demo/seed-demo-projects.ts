import { type INestApplicationContext, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { prepareNewProject } from '../../domain/project-rules';
import { UNNAMED_COMPANY } from '../../domain/parties';
import { projectEvents } from '../../application/shared/project-events';
import { ProjectEntity } from '../persistence/project.entity';
import type { CompanyEntity } from '../persistence/projections.entities';
import { ProjectRepository } from '../persistence/project.repository';
import { PartiesRepository } from '../persistence/projections.repository';
import { DEMO_PROJECTS } from './demo-projects';

/**
 * The demo companies' open assignments, so a newcomer sees a living marketplace. Runs after identity's seed: each
 * company reaches our projection through UserRegistered, so we wait for all of them (up to `timeoutMs` in total). A
 * title that one of the demo companies already has is skipped, so running this at every start is safe, keeps what
 * people changed, and a data folder from when one company placed all twelve gets no copies.
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
    const { projects, uow } = this;
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    const emails = [...new Set(DEMO_PROJECTS.map((project) => project.companyEmail))];
    const companies = new Map<string, CompanyEntity>();
    for (const email of emails) companies.set(email, await this.waitForCompany(email, deadline));

    const existing = new Set<string>();
    for (const company of companies.values()) {
      for (const project of await projects.listByOwner(company.id, undefined, 100)) existing.add(project.title);
    }
    const now = new Date();
    for (const { companyEmail, deadlineInDays, ...input } of DEMO_PROJECTS) {
      if (existing.has(input.title)) continue;
      const owner = companies.get(companyEmail)!;
      const deadlineDate = new Date(now.getTime() + deadlineInDays * 24 * 3600 * 1000).toISOString();
      const prepared = prepareNewProject({ ...input, deadline: deadlineDate }, { testAccount: owner.testAccount, now });
      if (!prepared.project) throw new Error(`demo project "${input.title}" breaks a rule: ${JSON.stringify(prepared.problems)}`);
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
          owner,
          tx.manager,
        );
        await projectEvents.created(tx, project, owner.companyName || UNNAMED_COMPANY);
        await projectEvents.published(tx, project);
      });
    }
  }

  private async waitForCompany(email: string, deadline: number): Promise<CompanyEntity> {
    let company = await this.parties.findCompanyByEmail(email);
    while (!company) {
      if (Date.now() > deadline) throw new Error(`seedDemoProjects: ${email} never reached the company projection`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      company = await this.parties.findCompanyByEmail(email);
    }
    return company;
  }
}
