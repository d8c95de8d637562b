import { Injectable } from '@nestjs/common';
import { AppError, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { type AmountChangeRefusal, amountChangeRefusal } from '../../domain/payment';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { ContractFiguresReader, type ProjectMoney } from '../shared/contract-figures';
import { publishContractAmountSet } from '../shared/final-payment-events';
import { ProjectAccess } from '../shared/project-access';
import { SettleProjectService } from '../settle-project/settle-project.service';

const REFUSALS: Record<AmountChangeRefusal, () => AppError> = {
  no_creator: () => AppError.conflict(ErrorCodes.amountChangeNotYet, Messages.amountChangeNotYet),
  closed: () => AppError.conflict(ErrorCodes.amountChangeClosed, Messages.amountChangeClosed),
  own_proposal: () => AppError.conflict(ErrorCodes.ownProposalNotConfirmable, Messages.ownProposalNotConfirmable),
  nothing_proposed: () => AppError.conflict(ErrorCodes.noProposalToConfirm, Messages.noProposalToConfirm),
  amount_changed: () => AppError.conflict(ErrorCodes.amountChanged, Messages.amountChanged),
};

export interface AmountChange {
  money: ProjectMoney;
  proposedAmountCents: number | null;
  proposedBy: string | null;
}

/**
 * `propose-amount` / `confirm-amount`: the owner and the selected creator change the contract amount before the
 * final payment; one proposes, the other confirms. The final payment then follows the confirmed amount, and
 * projects learns the new figures from ContractAmountSet. Anyone else gets the 404 of an unknown project.
 */
@Injectable()
export class ChangeContractAmountService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: ProjectAccess,
    private readonly projects: ProjectRepository,
    private readonly figures: ContractFiguresReader,
    private readonly settlement: SettleProjectService,
  ) {}

  propose(callerId: string, projectId: string, amountCents: number): Promise<AmountChange> {
    return this.uow.run(async (tx) => {
      const project = await this.access.partyForUpdate(callerId, projectId, tx.manager);
      const refusal = amountChangeRefusal(
        { kind: 'propose' },
        project,
        callerId,
        await this.settlement.isSettled(project.id, tx),
      );
      if (refusal) throw REFUSALS[refusal]();
      await this.projects.propose(project.id, amountCents, callerId, tx.manager);
      const saved = (await this.projects.findById(project.id, tx.manager))!;
      return { money: await this.figures.read(saved, tx.manager), proposedAmountCents: amountCents, proposedBy: callerId };
    });
  }

  /** Confirms the proposal only if it is still the amount the caller saw (`seenAmountCents`), read under the row lock. */
  confirm(callerId: string, projectId: string, seenAmountCents: number): Promise<AmountChange> {
    return this.uow.run(async (tx) => {
      const project = await this.access.partyForUpdate(callerId, projectId, tx.manager);
      const settled = await this.settlement.isSettled(project.id, tx);
      const refusal = amountChangeRefusal({ kind: 'confirm', seenAmountCents }, project, callerId, settled);
      if (refusal) throw REFUSALS[refusal]();
      await this.projects.confirmProposal(project.id, tx.manager);
      const saved = (await this.projects.findById(project.id, tx.manager))!;
      const money = await this.figures.read(saved, tx.manager);
      await publishContractAmountSet(tx, saved, money.figures, 'amount_confirmed');
      return { money, proposedAmountCents: null, proposedBy: null };
    });
  }
}
