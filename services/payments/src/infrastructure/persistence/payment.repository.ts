import { Injectable } from '@nestjs/common';
import { PlainRows, PreparedStatements } from '@clipwerk/kit';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { PaymentKind, PaymentMethod, PaymentStatus, ProviderName } from '../../domain/payment';
import { PaymentEntity } from './entities';

export interface NewPayment {
  id: string;
  projectId: string;
  ownerId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  provider: ProviderName;
  amountCents: number;
}

/** A checkout's session and address, or a card intent and the secret the browser confirms it with. */
export type ProviderStart =
  { checkoutSessionId: string | null; checkoutUrl: string } | { intentId: string; clientSecret: string };

const RECORD_CHECKOUT = `UPDATE payment SET checkout_session_id = $2, checkout_url = $3, updated_at = $4 WHERE id = $1`;
const RECORD_CARD_INTENT = `UPDATE payment SET intent_id = $2, client_secret = $3, updated_at = $4 WHERE id = $1`;

@Injectable()
export class PaymentRepository {
  private readonly rows: PlainRows<PaymentEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new PlainRows(dataSource, PaymentEntity, 'p');
  }

  async insert(payment: NewPayment, manager: EntityManager): Promise<void> {
    await manager.insert(PaymentEntity, { ...payment, status: 'pending', refundedCents: 0, depositPaidPublished: false });
  }

  async update(id: string, changes: Partial<PaymentEntity>, manager: EntityManager): Promise<void> {
    await manager.update(PaymentEntity, { id }, { ...changes, updatedAt: new Date() });
  }

  /**
   * What the provider answered for a payment just started (its checkout, or its card intent). Only the COMMIT
   * follows, so the write goes with it; a write that must succeed before a call to the provider stays awaited.
   */
  async recordProviderStart(id: string, started: ProviderStart, manager: EntityManager): Promise<void> {
    const [text, first, second] =
      'checkoutSessionId' in started
        ? [RECORD_CHECKOUT, started.checkoutSessionId, started.checkoutUrl]
        : [RECORD_CARD_INTENT, started.intentId, started.clientSecret];
    await PreparedStatements.queue(manager, text, [id, first, second, new Date()]);
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentEntity | null> {
    return manager.findOneBy(PaymentEntity, { id });
  }

  findByIntent(provider: ProviderName, intentId: string, manager: EntityManager): Promise<PaymentEntity | null> {
    return manager.findOneBy(PaymentEntity, { provider, intentId });
  }

  findBySession(provider: ProviderName, checkoutSessionId: string, manager: EntityManager): Promise<PaymentEntity | null> {
    return manager.findOneBy(PaymentEntity, { provider, checkoutSessionId });
  }

  findByIdForUpdate(id: string, manager: EntityManager): Promise<PaymentEntity | null> {
    return manager.findOne(PaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The project's newest payment of this kind in one of these states. Plain SQL: every payment started asks. */
  async findLatest(
    projectId: string,
    kind: PaymentKind,
    statuses: PaymentStatus[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity | null> {
    const text = `SELECT ${this.rows.select} FROM payment p
      WHERE p.project_id = $1 AND p.kind = $2 AND p.status = ANY($3::text[]) ORDER BY p.created_at DESC LIMIT 1`;
    return this.rows.one(manager, text, [projectId, kind, statuses]);
  }

  /** The project's payments of this kind in these states, newest first. */
  findAll(
    projectId: string,
    kind: PaymentKind,
    statuses: PaymentStatus[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity[]> {
    return manager.find(PaymentEntity, {
      where: { projectId, kind, status: In(statuses) },
      order: { createdAt: 'DESC' },
    });
  }

  /** The project's deposit in this state, newest first. */
  findDeposit(
    projectId: string,
    statuses: PaymentStatus[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity | null> {
    return this.findLatest(projectId, 'deposit', statuses, manager);
  }

  /** The project's deposits in these states, newest first. */
  findDeposits(
    projectId: string,
    statuses: PaymentStatus[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity[]> {
    return this.findAll(projectId, 'deposit', statuses, manager);
  }

  /** An open card PaymentIntent of this kind and amount, to hand out again instead of creating another. */
  findOpenCard(projectId: string, kind: PaymentKind, amountCents: number, manager: EntityManager): Promise<PaymentEntity | null> {
    return manager.findOne(PaymentEntity, {
      where: { projectId, kind, method: 'card', status: In(['pending', 'failed']), amountCents },
      order: { createdAt: 'DESC' },
    });
  }

  listForProject(projectId: string): Promise<PaymentEntity[]> {
    return this.dataSource.manager.find(PaymentEntity, { where: { projectId }, order: { createdAt: 'ASC' } });
  }
}
