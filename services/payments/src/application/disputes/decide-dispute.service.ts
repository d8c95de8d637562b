import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { decisionRound, disputeDeadlines, type DisputeOutcome, disputeStatus } from '../../domain/dispute';
import { ErrorCodes, Messages } from '../../domain/messages';
import { type DecisionRow, DisputeRepository, type DisputeRow } from '../../infrastructure/persistence/dispute.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { publishDisputeDecided } from '../shared/dispute-events';
import { DisputeAccess } from './dispute-access';
import { DisputeMoneyService } from './dispute-money.service';

export interface DecideCommand {
  outcome: DisputeOutcome;
  /** For a split: the creator's part in cents, at most the contract amount and what the company paid. */
  creatorCents: number | null;
  note: string;
}

/**
 * Support decides. The first decision moves no money: it becomes final when its appeal window has passed
 * (FinaliseDisputesService). The decision after an appeal is final at once: its money moves and the dispute closes
 * in the same transaction. One decision per round (the dispute's row lock, and the decision's primary key): a
 * second call, or a repeat after a timeout, gets 409 and changes nothing.
 */
@Injectable()
export class DecideDisputeService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: DisputeAccess,
    private readonly disputes: DisputeRepository,
    private readonly projects: ProjectRepository,
    private readonly money: DisputeMoneyService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(caller: AuthUser, disputeId: string, command: DecideCommand): Promise<{ dispute: DisputeRow; decision: DecisionRow }> {
    return this.uow.run(async (tx) => {
      const dispute = await this.access.deskForUpdate(caller, disputeId, tx.manager);
      const now = this.clock.now();
      const round = decisionRound(disputeStatus(dispute.status, disputeDeadlines(dispute), now));
      if (!round) throw AppError.conflict(ErrorCodes.disputeAlreadyDecided, Messages.disputeAlreadyDecided);
      const project = (await this.projects.findByIdForUpdate(dispute.projectId, tx.manager))!;
      const paid = await this.money.paidCents(project, tx);
      const contract = project.contractAmountCents ?? project.budgetCents;
      const limit = Math.min(paid, contract);
      if (command.outcome === 'split' && (command.creatorCents ?? 0) > limit)
        throw AppError.validation([{ field: 'creatorAmount', message: Messages.disputeCreatorAmountTooHigh(limit) }]);
      const creatorCents = command.outcome === 'split' ? command.creatorCents! : command.outcome === 'release' ? paid : 0;
      const decision: DecisionRow = {
        disputeId: dispute.id,
        round,
        outcome: command.outcome,
        creatorCents,
        note: command.note,
        decidedBy: caller.id,
        decidedAt: now,
      };
      await this.disputes.addDecision(decision, tx.manager);
      const decided: DisputeRow =
        round === 1 ? { ...dispute, status: 'decided', decidedAt: now } : { ...dispute, status: 'closed', closedAt: now };
      await this.disputes.update(
        dispute.id,
        round === 1 ? { status: 'decided', decidedAt: now } : { status: 'closed', closedAt: now },
        tx.manager,
      );
      if (round === 2) await this.money.apply(tx, decided, decision, now);
      await publishDisputeDecided(tx, decided, decision, round === 1 ? disputeDeadlines(decided).appealDueAt : null);
      return { dispute: decided, decision };
    });
  }
}
