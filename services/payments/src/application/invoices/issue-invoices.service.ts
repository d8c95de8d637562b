import { Injectable } from '@nestjs/common';
import { createLogger } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import {
  depositCreditNote,
  depositInvoice,
  finalInvoice,
  type InvoiceContent,
  type InvoiceKind,
  payoutStatement,
} from '../../domain/invoice';
import { InvoiceRepository, type StoredInvoice } from '../../infrastructure/persistence/invoice.repository';
import { PartyRepository } from '../../infrastructure/persistence/party.repository';
import { ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { SettlementRepository } from '../../infrastructure/persistence/settlement.repository';

const dutchLongDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export interface IssuableDocument {
  kind: InvoiceKind;
  projectId: string;
  paymentId: string | null;
  partyId: string;
  content: InvoiceContent;
}

/**
 * Issues the documents of a payment in the transaction of the event that reports it: the company's invoice for the
 * deposit; at completion the company's invoice for the final payment and the creator's payout statement. Each
 * once per project (a repeated event finds it issued); its number comes from the same transaction.
 */
@Injectable()
export class IssueInvoicesService {
  private readonly log = createLogger('payments.invoices');

  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly parties: PartyRepository,
    private readonly projects: ProjectRepository,
    private readonly settlements: SettlementRepository,
  ) {}

  async forDeposit(
    deposit: { paymentId: string; projectId: string; ownerId: string; amountCents: number; paidAt: Date },
    manager: EntityManager,
  ): Promise<void> {
    const project = await this.projects.findById(deposit.projectId, manager);
    if (!project) return;
    const content = depositInvoice({
      projectTitle: project.title,
      company: await this.parties.company(deposit.ownerId, manager),
      amountCents: deposit.amountCents,
    });
    await this.issue(
      { kind: 'deposit', projectId: project.id, paymentId: deposit.paymentId, partyId: deposit.ownerId, content },
      deposit.paidAt,
      manager,
    );
  }

  /**
   * The deposit went back in full (cancelled project, a refund at the provider): a credit note for its invoice, in
   * the same numbered series. No invoice, nothing to credit (a duplicate deposit never had one).
   */
  async forDepositRefund(
    refund: { paymentId: string; projectId: string; ownerId: string; amountCents: number; refundedAt: Date },
    manager: EntityManager,
  ): Promise<void> {
    const [project, creditedNumber] = await Promise.all([
      this.projects.findById(refund.projectId, manager),
      this.invoices.numberOf('deposit', refund.projectId, manager),
    ]);
    if (!project || !creditedNumber) return;
    const content = depositCreditNote({
      projectTitle: project.title,
      company: await this.parties.company(refund.ownerId, manager),
      amountCents: refund.amountCents,
      creditedNumber,
    });
    await this.issue(
      { kind: 'deposit_credit_note', projectId: project.id, paymentId: refund.paymentId, partyId: refund.ownerId, content },
      refund.refundedAt,
      manager,
    );
  }

  async forSettlement(projectId: string, manager: EntityManager): Promise<void> {
    const [project, settlement] = await Promise.all([
      this.projects.findById(projectId, manager),
      this.settlements.findByProject(projectId, manager),
    ]);
    if (!project || !settlement || !project.selectedCreatorId) return;
    const company = await this.parties.company(project.ownerId, manager);
    const creator = await this.parties.creator(project.selectedCreatorId, manager);
    await this.issue(
      {
        kind: 'final',
        projectId,
        paymentId: settlement.finalPaymentId,
        partyId: project.ownerId,
        content: finalInvoice({ projectTitle: project.title, company, figures: settlement }),
      },
      settlement.settledAt,
      manager,
    );
    await this.issue(
      {
        kind: 'payout_statement',
        projectId,
        paymentId: settlement.finalPaymentId,
        partyId: project.selectedCreatorId,
        content: payoutStatement({
          projectTitle: project.title,
          creator,
          company: company.name,
          figures: settlement,
          releasableOn: dutchLongDate.format(settlement.releasableAt),
        }),
      },
      settlement.settledAt,
      manager,
    );
  }

  /** Issues the document unless the project has one of its kind already. */
  async issue(document: IssuableDocument, issuedAt: Date, manager: EntityManager): Promise<StoredInvoice | null> {
    if (await this.invoices.exists(document.kind, document.projectId, manager)) return null;
    const invoice = await this.invoices.issue(document, issuedAt, manager);
    this.log.info(
      { invoiceId: invoice.id, number: invoice.number, kind: invoice.kind, projectId: invoice.projectId },
      'invoice issued',
    );
    return invoice;
  }
}
