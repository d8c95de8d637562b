import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppError, type AuthUser, UnitOfWork } from '@clipwerk/kit';
import { disputeDeadlines, disputeStatus, mayAddStatement, uncitableFiles } from '../../domain/dispute';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DisputeRepository, type StatementRow } from '../../infrastructure/persistence/dispute.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { publishStatementAdded } from '../shared/dispute-events';
import { DisputeAccess } from './dispute-access';

/**
 * A party explains its side while the evidence period runs, and again after an appeal. It may cite the project's
 * deliverable files (the creator's own uploads to it), as projects announced them to payments (`evidence_file`).
 */
@Injectable()
export class AddStatementService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly access: DisputeAccess,
    private readonly disputes: DisputeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(caller: AuthUser, disputeId: string, text: string, fileIds: string[]): Promise<StatementRow> {
    return this.uow.run(async (tx) => {
      const { dispute, role } = await this.access.partyForUpdate(caller, disputeId, tx.manager);
      const now = this.clock.now();
      if (!mayAddStatement(disputeStatus(dispute.status, disputeDeadlines(dispute), now)))
        throw AppError.conflict(ErrorCodes.disputeStatementsClosed, Messages.disputeStatementsClosed);
      const citable = await this.disputes.citableFiles(dispute.projectId, fileIds, tx.manager);
      if (uncitableFiles(fileIds, citable).length > 0)
        throw AppError.badRequest(ErrorCodes.disputeFilesNotCitable, Messages.disputeFilesNotCitable);
      const statement: StatementRow = {
        id: randomUUID(),
        disputeId: dispute.id,
        authorId: caller.id,
        authorRole: role,
        text,
        fileIds,
        createdAt: now,
      };
      await this.disputes.addStatement(statement, tx.manager);
      await publishStatementAdded(tx, dispute, statement);
      return statement;
    });
  }
}
