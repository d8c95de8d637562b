import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { IdentityEvents, PaymentEvents } from '@clipwerk/proto';
import { PartyRepository } from '../../infrastructure/persistence/party.repository';
import { IssueInvoicesService } from './issue-invoices.service';

/** Payments reads its own DepositPaid: the company's invoice for the deposit follows the payment, in its own step. */
@Injectable()
export class IssueInvoiceWhenDepositPaid implements EventHandler<typeof PaymentEvents.DepositPaid> {
  constructor(private readonly invoices: IssueInvoicesService) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof PaymentEvents.DepositPaid>, tx: Transaction): Promise<void> {
    await this.invoices.forDeposit(
      {
        paymentId: payload.paymentId,
        projectId: payload.projectId,
        ownerId: payload.ownerId,
        amountCents: Number(payload.amountCents),
        paidAt: payload.paidAt ? new Date(payload.paidAt) : occurredAt,
      },
      tx.manager,
    );
  }
}

/** Payments reads its own DepositRefunded: a deposit refunded in full gets a credit note for its invoice. */
@Injectable()
export class IssueCreditNoteWhenDepositRefunded implements EventHandler<typeof PaymentEvents.DepositRefunded> {
  constructor(private readonly invoices: IssueInvoicesService) {}

  async handle({ payload, occurredAt }: ReceivedEvent<typeof PaymentEvents.DepositRefunded>, tx: Transaction): Promise<void> {
    await this.invoices.forDepositRefund(
      {
        paymentId: payload.paymentId,
        projectId: payload.projectId,
        ownerId: payload.ownerId,
        amountCents: Number(payload.amountCents),
        refundedAt: payload.refundedAt ? new Date(payload.refundedAt) : occurredAt,
      },
      tx.manager,
    );
  }
}

/** At completion: the company's invoice for the final payment and the creator's payout statement. */
@Injectable()
export class IssueInvoicesWhenFinalPaymentPaid implements EventHandler<typeof PaymentEvents.FinalPaymentPaid> {
  constructor(private readonly invoices: IssueInvoicesService) {}

  async handle({ payload }: ReceivedEvent<typeof PaymentEvents.FinalPaymentPaid>, tx: Transaction): Promise<void> {
    await this.invoices.forSettlement(payload.projectId, tx.manager);
  }
}

/**
 * Creators by their own name, for their payout statements (not the name a creator chose to be seen by). Events
 * from before the legal name was sent carry only the display name, which was then her own name.
 */
const statementName = (payload: { legalName: string; displayName: string }) => payload.legalName || payload.displayName;

/** Creators by name, for their payout statements. */
@Injectable()
export class RecordCreatorWhenUserRegistered implements EventHandler<typeof IdentityEvents.UserRegistered> {
  constructor(private readonly parties: PartyRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.UserRegistered>, tx: Transaction): Promise<void> {
    if (payload.role !== 'creator') return;
    await this.parties.recordCreator(payload.userId, statementName(payload), tx.manager);
  }
}

/** A company's new name, KvK and BTW numbers, or a creator's new name, for the documents issued from now on. */
@Injectable()
export class UpdatePartyWhenProfileUpdated implements EventHandler<typeof IdentityEvents.ProfileUpdated> {
  constructor(private readonly parties: PartyRepository) {}

  async handle({ payload }: ReceivedEvent<typeof IdentityEvents.ProfileUpdated>, tx: Transaction): Promise<void> {
    if (payload.role === 'creator') {
      await this.parties.recordCreator(payload.userId, statementName(payload), tx.manager);
      return;
    }
    await this.parties.updateCompany(
      payload.userId,
      { companyName: payload.companyName, kvkNumber: payload.kvkNumber || null, btwNumber: payload.btwNumber || null },
      tx.manager,
    );
  }
}
