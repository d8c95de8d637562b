import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthUser } from '@clipwerk/kit';
import { DataSource } from 'typeorm';
import { disputeDeadlines, type DisputeDeadlines, type DisputeStatus, disputeStatus, supportDueAt } from '../../domain/dispute';
import { Messages } from '../../domain/messages';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';
import {
  type DecisionRow,
  DisputeRepository,
  type DisputeRow,
  type StatementRow,
} from '../../infrastructure/persistence/dispute.repository';
import { PartyRepository } from '../../infrastructure/persistence/party.repository';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';
import { CLOCK, type Clock } from '../ports/clock';
import { ProjectAccess } from '../shared/project-access';
import { DisputeAccess, disputeNotFound, partyRole } from './dispute-access';

/** A dispute as the API shows it, in cents; interface/http/dispute.presenter.ts makes euros. */
export interface DisputeDetail {
  dispute: DisputeRow;
  status: DisputeStatus;
  deadlines: DisputeDeadlines;
  statements: (StatementRow & { authorName: string })[];
  decisions: DecisionRow[];
  names: { company: string; creator: string };
  projectTitle: string;
  /** What the caller may do now (a party); support's desk decides through its own calls. */
  viewerRole: 'bedrijf' | 'creator' | 'support';
}

export interface DisputeEvidence {
  detail: DisputeDetail;
  contractCents: number | null;
  payments: PaymentEntity[];
}

/** Parties read their disputes; support reads every one and lists them most urgent first. */
@Injectable()
export class ReadDisputesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: DisputeAccess,
    private readonly projectAccess: ProjectAccess,
    private readonly disputes: DisputeRepository,
    private readonly projects: ProjectRepository,
    private readonly parties: PartyRepository,
    private readonly payments: PaymentRepository,
    private readonly settlements: SettlementRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async one(caller: AuthUser, id: string): Promise<DisputeDetail> {
    const { dispute, role } = await this.access.readable(caller, id);
    return this.detail(dispute, role ?? 'support');
  }

  async forProject(caller: AuthUser, projectId: string): Promise<DisputeDetail[]> {
    const project = await this.projectAccess.viewable(caller.id, projectId);
    const rows = await this.disputes.listByProject(project.id);
    return Promise.all(rows.map((row) => this.detail(row, partyRole(row, caller.id)!)));
  }

  /** The evidence pack: payments' own records, and the ids the other contexts serve (decision 063). */
  async evidence(caller: AuthUser, id: string): Promise<DisputeEvidence> {
    const detail = await this.one(caller, id);
    const [project, settlement, payments] = await Promise.all([
      this.projects.findById(detail.dispute.projectId),
      this.settlements.findByProject(detail.dispute.projectId),
      this.payments.listForProject(detail.dispute.projectId),
    ]);
    return { detail, contractCents: settlement?.contractCents ?? project?.contractAmountCents ?? null, payments };
  }

  /**
   * Support's desk: every dispute not closed, the one whose decision is due first on top (then those waiting for
   * their appeal window). A party of one of them gets 403, anyone else the 404 of a desk that does not exist.
   */
  async desk(caller: AuthUser): Promise<DisputeDetail[]> {
    if (caller.role !== 'support') {
      if (await this.disputes.isPartyOfActive(caller.id)) throw AppError.forbidden(Messages.disputeSupportOnly);
      throw disputeNotFound();
    }
    const rows = await this.disputes.listActive();
    const details = await Promise.all(rows.map((row) => this.detail(row, 'support')));
    const due = (detail: DisputeDetail) => supportDueAt(detail.status, detail.deadlines)?.getTime() ?? Number.MAX_SAFE_INTEGER;
    return details.sort((a, b) => due(a) - due(b) || a.dispute.openedAt.getTime() - b.dispute.openedAt.getTime());
  }

  private async detail(dispute: DisputeRow, viewerRole: DisputeDetail['viewerRole']): Promise<DisputeDetail> {
    const manager = this.dataSource.manager;
    const [statements, decisions, company, creator, project] = await Promise.all([
      this.disputes.statements(dispute.id),
      this.disputes.decisions([dispute.id]),
      this.parties.company(dispute.ownerId, manager),
      this.parties.creator(dispute.creatorId, manager),
      this.projects.findById(dispute.projectId),
    ]);
    const names = {
      company: company.name || Messages.disputeRoleLabel.bedrijf,
      creator: creator.name || Messages.disputeRoleLabel.creator,
    };
    const deadlines = disputeDeadlines(dispute);
    return {
      dispute,
      status: disputeStatus(dispute.status, deadlines, this.clock.now()),
      deadlines,
      statements: statements.map((statement) => ({
        ...statement,
        authorName: statement.authorRole === 'bedrijf' ? names.company : names.creator,
      })),
      decisions,
      names,
      projectTitle: project?.title ?? '',
      viewerRole,
    };
  }
}
