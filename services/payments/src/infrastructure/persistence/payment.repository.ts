import { Injectable } from '@nestjs/common';
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

@Injectable()
export class PaymentRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(payment: NewPayment, manager: EntityManager): Promise<void> {
    await manager.insert(PaymentEntity, { ...payment, status: 'pending', refundedCents: 0, depositPaidPublished: false });
  }

  async update(id: string, changes: Partial<PaymentEntity>, manager: EntityManager): Promise<void> {
    await manager.update(PaymentEntity, { id }, { ...changes, updatedAt: new Date() });
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

  /** The project's newest payment of this kind in one of these states. */
  findLatest(
    projectId: string,
    kind: PaymentKind,
    statuses: PaymentStatus[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity | null> {
    return manager.findOne(PaymentEntity, {
      where: { projectId, kind, status: In(statuses) },
      order: { createdAt: 'DESC' },
    });
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
