import { Injectable } from '@nestjs/common';
import { AppError, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { centsToEuros } from '../../domain/money';
import { publicationStep } from '../../domain/project-status';
import { prepareProjectEdit } from '../../domain/project-rules';
import {
  CONTRACT_FIELD_NAMES,
  type ContractField,
  changedFixedFields,
  fixedFields,
  isEditable,
} from '../../domain/contract-lock';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { PartiesRepository } from '../../infrastructure/persistence/projections.repository';
import { projectEvents } from '../shared/project-events';
import { projectNotFound, refusedAsConflict } from '../shared/project-errors';
import type { UpdateProjectCommand } from './update-project.command';

export interface UpdatedProject {
  project: ProjectEntity;
  /** The owner asked to publish and the deposit is still to be paid. */
  requiresPayment: boolean;
  published: boolean;
}

/**
 * PUT /projects/{id}: the owner edits the wizard's fields and may ask to publish. Once a creator is selected the
 * contract's fields are fixed: a change to one is refused as a whole, nothing saved.
 */
@Injectable()
export class UpdateProjectService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly projects: ProjectRepository,
    private readonly parties: PartiesRepository,
  ) {}

  async execute(ownerId: string, projectId: string, command: UpdateProjectCommand, now = new Date()): Promise<UpdatedProject> {
    const company = await this.parties.findCompany(ownerId);
    return this.uow.run(async (tx) => {
      const project = await this.projects.findByIdForUpdate(projectId, tx.manager);
      // Not the owner's: answered exactly like a project that does not exist.
      if (!project || project.ownerId !== ownerId || project.status === 'cancelled') throw projectNotFound();
      if (!isEditable(project.status)) throw AppError.conflict(ErrorCodes.notEditable, Messages.notEditable);
      const fixed = fixedFields(project.status, project.depositPaidAt !== null);
      const changed = changedFixedFields(fixed, command, project);
      if (changed.length > 0) throw lockedAnswer(changed, project.selectedCreatorId !== null);
      const prepared = prepareProjectEdit(keptUnlessSent(project, command), {
        testAccount: company?.testAccount ?? false,
        now,
        fixed,
      });
      if (!prepared.edit) throw AppError.validation(prepared.problems);
      Object.assign(project, prepared.edit);
      const wasOpen = project.status === 'open';
      const outcome = this.statusChange(project, command.status);
      const saved = await this.projects.save(project, tx.manager);
      await projectEvents.updated(tx, saved);
      const published = !wasOpen && saved.status === 'open';
      if (published) await this.announce(tx, saved);
      return { project: saved, requiresPayment: outcome.requiresPayment, published };
    });
  }

  /** A normal save sends the current status unchanged; `open` asks to publish. */
  private statusChange(project: ProjectEntity, requested: string | undefined): { requiresPayment: boolean } {
    if (requested === undefined || requested === '' || requested === project.status) return { requiresPayment: false };
    if (requested !== 'open') throw AppError.badRequest(ErrorCodes.statusInvalid, Messages.statusInvalid);
    const step = refusedAsConflict(() => publicationStep(project.status, project.depositPaidAt !== null));
    if (step.status === 'open') project.publishedAt = new Date();
    project.status = step.status;
    return { requiresPayment: step.requiresPayment };
  }

  private async announce(tx: Transaction, project: ProjectEntity): Promise<void> {
    await projectEvents.published(tx, project);
  }
}

/** A field left out of the edit keeps its value; the required ones are checked as if the form had sent them. */
function keptUnlessSent(project: ProjectEntity, command: UpdateProjectCommand): UpdateProjectCommand {
  const sent = Object.fromEntries(Object.entries(command).filter(([, value]) => value !== undefined));
  return { title: project.title, description: project.description, budget: centsToEuros(project.budgetCents), ...sent };
}

/** Before hiring only the budget is fixed (by the paid deposit); after hiring the answer names every field tried. */
function lockedAnswer(changed: ContractField[], hired: boolean): AppError {
  if (!hired) return AppError.conflict(ErrorCodes.budgetLocked, Messages.budgetLocked);
  const fields = changed.map((field) => ({ field, message: Messages.contractFieldLocked }));
  return new AppError(
    ErrorCodes.contractLocked,
    Messages.contractLocked(changed.map((field) => CONTRACT_FIELD_NAMES[field])),
    409,
    fields,
  );
}
