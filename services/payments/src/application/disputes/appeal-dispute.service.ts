import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { disputeDeadlines, disputeStatus, mayAppeal } from '../../domain/dispute';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DisputeRepository, type DisputeRow } from '../../infrastructure/persistence/dispute.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { publishDisputeAppealed } from '../shared/dispute-events';
import { DisputeAccess } from './dispute-access';

/**
 * Either party appeals support's first decision once, within 14 days: its money does not move, the parties explain
 * again and support decides a second time. The dispute's row lock orders it against the job that makes the first
 * decision final at the end of the window: whichever comes first wins, the other finds the status changed.
 */
@Injectable()
export class AppealDisputeService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: DisputeAccess,
    private readonly disputes: DisputeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(caller: AuthUser, disputeId: string, reason: string): Promise<DisputeRow> {
    return this.uow.run(async (tx) => {
      const { dispute, role } = await this.access.partyForUpdate(caller, disputeId, tx.manager);
      const now = this.clock.now();
      const deadlines = disputeDeadlines(dispute);
      if (!mayAppeal(disputeStatus(dispute.status, deadlines, now), deadlines, now))
        throw AppError.conflict(ErrorCodes.disputeAppealClosed, Messages.disputeAppealClosed);
      const appealed: DisputeRow = {
        ...dispute,
        status: 'appealed',
        appealedBy: caller.id,
        appealedByRole: role,
        appealReason: reason,
        appealedAt: now,
      };
      const { status, appealedBy, appealedByRole, appealReason, appealedAt } = appealed;
      await this.disputes.update(dispute.id, { status, appealedBy, appealedByRole, appealReason, appealedAt }, tx.manager);
      await publishDisputeAppealed(tx, appealed);
      return appealed;
    });
  }
}
