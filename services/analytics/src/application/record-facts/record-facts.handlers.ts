import { Injectable } from '@nestjs/common';
import type { EventHandler, ReceivedEvent, Transaction } from '@clipwerk/kit';
import type { PaymentEvents, ProjectEvents, ProposalEvents } from '@clipwerk/proto';
import { type Day, dayOf } from '../../domain/period';
import { FactsRepository } from '../../infrastructure/persistence/facts.repository';

// Each event adds to the counters of the day it happened (UTC). Amounts are the ones payments sent: analytics
// never works out a fee or a share itself. What each counter means is written down in docs/decisions/043.

const dayOfEvent = (event: ReceivedEvent) => dayOf(event.occurredAt);
const cents = (amount: bigint | undefined) => Number(amount ?? 0n);

@Injectable()
export class KeepProjectWhenCreated implements EventHandler<typeof ProjectEvents.ProjectCreated> {
  constructor(private readonly facts: FactsRepository) {}

  async handle({ payload }: ReceivedEvent<typeof ProjectEvents.ProjectCreated>, tx: Transaction): Promise<void> {
    await this.facts.keepProject(tx.manager, { projectId: payload.projectId, ownerId: payload.ownerId, title: payload.title });
  }
}

/** A company's project counts once it is open for proposals (a draft or an unpaid one does not). */
@Injectable()
export class CountProjectWhenPublished implements EventHandler<typeof ProjectEvents.ProjectPublished> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.ProjectPublished>, tx: Transaction): Promise<void> {
    const { payload } = event;
    await this.facts.keepProject(tx.manager, { projectId: payload.projectId, ownerId: payload.ownerId, title: payload.title });
    const day = dayOfEvent(event);
    await this.facts.spanProject(tx.manager, payload.projectId, { publishedOn: day });
    const project = await this.facts.projectForUpdate(tx.manager, payload.projectId);
    if (!project || project.publishedDay || project.cancelled) return;
    await this.facts.markProject(tx.manager, payload.projectId, { published_day: day });
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { published: 1 });
  }
}

/** A cancelled project no longer counts among the ones its company published, and is no longer active. */
@Injectable()
export class UncountProjectWhenCancelled implements EventHandler<typeof ProjectEvents.ProjectCancelled> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.ProjectCancelled>, tx: Transaction): Promise<void> {
    const { payload } = event;
    if (payload.ownerId) await this.facts.keepProject(tx.manager, { projectId: payload.projectId, ownerId: payload.ownerId });
    await this.facts.spanProject(tx.manager, payload.projectId, { endedOn: dayOfEvent(event) });
    const project = await this.facts.projectForUpdate(tx.manager, payload.projectId);
    if (!project || project.cancelled) return;
    await this.facts.markProject(tx.manager, payload.projectId, { cancelled: true });
    if (project.publishedDay) await this.facts.addToUser(tx.manager, project.ownerId, project.publishedDay, { published: -1 });
  }
}

/** A view counts for the company, and for the creator once she is hired on the project. */
@Injectable()
export class CountView implements EventHandler<typeof ProjectEvents.ProjectViewed> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.ProjectViewed>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day: Day = /^\d{4}-\d{2}-\d{2}$/.test(payload.day) ? payload.day : dayOfEvent(event);
    const creatorId = payload.creatorId || null;
    await this.facts.keepProject(tx.manager, { projectId: payload.projectId, ownerId: payload.ownerId, title: payload.title });
    await this.facts.countOnProject(tx.manager, payload.projectId, { views: 1 });
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { views: 1 });
    if (creatorId) await this.facts.addToUser(tx.manager, creatorId, day, { views: 1 });
    await this.facts.addToProject(tx.manager, { ...payload, creatorId }, day, { views: 1, hired_views: creatorId ? 1 : 0 });
  }
}

/** A proposal counts for the company that received it and the creator who sent it, on the day it was sent. */
@Injectable()
export class CountProposal implements EventHandler<typeof ProposalEvents.ProposalSubmitted> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProposalEvents.ProposalSubmitted>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day = dayOfEvent(event);
    const isNew = await this.facts.keepProposal(tx.manager, {
      proposalId: payload.proposalId,
      projectId: payload.projectId,
      ownerId: payload.ownerId,
      creatorId: payload.creatorId,
      submittedDay: day,
    });
    if (!isNew) return;
    await this.facts.keepProject(tx.manager, {
      projectId: payload.projectId,
      ownerId: payload.ownerId,
      title: payload.projectTitle,
    });
    await this.facts.countOnProject(tx.manager, payload.projectId, { proposals: 1 });
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { proposals: 1 });
    await this.facts.addToUser(tx.manager, payload.creatorId, day, { proposals: 1 });
  }
}

/** An answer (accepted, or rejected, also when another was chosen) counts on the day the proposal was sent. */
abstract class CountAnswer {
  constructor(private readonly facts: FactsRepository) {}

  protected async answer(proposalId: string, tx: Transaction): Promise<void> {
    const proposal = await this.facts.answerProposal(tx.manager, proposalId);
    if (!proposal) return;
    await this.facts.addToUser(tx.manager, proposal.ownerId, proposal.submittedDay, { proposals_answered: 1 });
    await this.facts.addToUser(tx.manager, proposal.creatorId, proposal.submittedDay, { proposals_answered: 1 });
  }
}

@Injectable()
export class CountAnswerWhenAccepted extends CountAnswer implements EventHandler<typeof ProposalEvents.ProposalAccepted> {
  constructor(facts: FactsRepository) {
    super(facts);
  }

  handle({ payload }: ReceivedEvent<typeof ProposalEvents.ProposalAccepted>, tx: Transaction): Promise<void> {
    return this.answer(payload.proposalId, tx);
  }
}

@Injectable()
export class CountAnswerWhenRejected extends CountAnswer implements EventHandler<typeof ProposalEvents.ProposalRejected> {
  constructor(facts: FactsRepository) {
    super(facts);
  }

  handle({ payload }: ReceivedEvent<typeof ProposalEvents.ProposalRejected>, tx: Transaction): Promise<void> {
    return this.answer(payload.proposalId, tx);
  }
}

/** A hire counts for both parties once per project. */
@Injectable()
export class CountHire implements EventHandler<typeof ProjectEvents.CreatorSelected> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.CreatorSelected>, tx: Transaction): Promise<void> {
    const { payload } = event;
    await this.facts.keepProject(tx.manager, {
      projectId: payload.projectId,
      ownerId: payload.ownerId,
      creatorId: payload.creatorId,
      title: payload.title,
    });
    const project = await this.facts.projectForUpdate(tx.manager, payload.projectId);
    if (!project || project.hiredDay) return;
    const day = dayOfEvent(event);
    await this.facts.markProject(tx.manager, payload.projectId, { hired_day: day });
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { hires: 1 });
    await this.facts.addToUser(tx.manager, payload.creatorId, day, { hires: 1 });
  }
}

/**
 * The company approved the delivery: the project is completed for both parties (on this day), ends as an active one,
 * and counts as a completed hire on the day of the hire.
 */
@Injectable()
export class CountCompletion implements EventHandler<typeof ProjectEvents.ProjectApproved> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.ProjectApproved>, tx: Transaction): Promise<void> {
    const { payload } = event;
    await this.facts.keepProject(tx.manager, {
      projectId: payload.projectId,
      ownerId: payload.ownerId,
      creatorId: payload.creatorId,
    });
    const day = dayOfEvent(event);
    await this.facts.spanProject(tx.manager, payload.projectId, { endedOn: day });
    const project = await this.facts.projectForUpdate(tx.manager, payload.projectId);
    if (!project || project.completedDay) return;
    await this.facts.markProject(tx.manager, payload.projectId, { completed_day: day });
    const parties = [payload.ownerId, payload.creatorId].filter(Boolean);
    for (const party of parties) {
      await this.facts.addToUser(tx.manager, party, day, { completed: 1 });
      if (project.hiredDay) await this.facts.addToUser(tx.manager, party, project.hiredDay, { hires_completed: 1 });
    }
  }
}

/** The company's spend: the deposit as paid. */
@Injectable()
export class CountDeposit implements EventHandler<typeof PaymentEvents.DepositPaid> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof PaymentEvents.DepositPaid>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day = dayOfEvent(event);
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { amount_cents: cents(payload.amountCents) });
    await this.facts.addToProject(tx.manager, payload, day, { spend_cents: cents(payload.amountCents) });
  }
}

/** A deposit that went back (cancelled project, refund at the provider, duplicate) is no longer spent. */
@Injectable()
export class CountDepositRefund implements EventHandler<typeof PaymentEvents.DepositRefunded> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof PaymentEvents.DepositRefunded>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day = dayOfEvent(event);
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { amount_cents: -cents(payload.amountCents) });
    await this.facts.addToProject(tx.manager, payload, day, { spend_cents: -cents(payload.amountCents) });
  }
}

/** The company's spend: the final payment, less what payments returned because the deposit was more. */
@Injectable()
export class CountFinalPayment implements EventHandler<typeof PaymentEvents.FinalPaymentPaid> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof PaymentEvents.FinalPaymentPaid>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day = dayOfEvent(event);
    const spent = cents(payload.figures?.finalCents) - cents(payload.figures?.excessRefundCents);
    await this.facts.addToUser(tx.manager, payload.ownerId, day, { amount_cents: spent });
    await this.facts.addToProject(tx.manager, payload, day, { spend_cents: spent });
  }
}

/** The creator's earnings: her share as released to her account. */
@Injectable()
export class CountPayout implements EventHandler<typeof PaymentEvents.PayoutReleased> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof PaymentEvents.PayoutReleased>, tx: Transaction): Promise<void> {
    const { payload } = event;
    const day = dayOfEvent(event);
    await this.facts.addToUser(tx.manager, payload.creatorId, day, { amount_cents: cents(payload.amountCents) });
    const project = await this.facts.projectForUpdate(tx.manager, payload.projectId);
    if (project)
      await this.facts.addToProject(tx.manager, { ...project, creatorId: payload.creatorId }, day, {
        earnings_cents: cents(payload.amountCents),
      });
  }
}

/** Stars received, summed per day so a period's average is exact. */
@Injectable()
export class CountRating implements EventHandler<typeof ProjectEvents.RatingPublished> {
  constructor(private readonly facts: FactsRepository) {}

  async handle(event: ReceivedEvent<typeof ProjectEvents.RatingPublished>, tx: Transaction): Promise<void> {
    const { payload } = event;
    await this.facts.addToUser(tx.manager, payload.subjectId, dayOfEvent(event), { rating_sum: payload.stars, rating_count: 1 });
  }
}
