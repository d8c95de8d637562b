import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import type { PaymentKind, ProviderEvent } from '../../domain/payment';
import type { PaymentEntity } from '../../infrastructure/persistence/entities';
import { PaymentRepository } from '../../infrastructure/persistence/payment.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../ports/payment-provider';
import { RecordProviderEventService } from '../record-provider-event/record-provider-event.service';
import { ProjectAccess } from '../shared/project-access';

export type SimulatedOutcome = 'paid' | 'cancelled';

/**
 * The simulator page's answer (simulated provider only). It becomes a provider event with a stable id per
 * payment and outcome, and goes through the same RecordProviderEventService a Stripe webhook goes through.
 */
@Injectable()
export class SimulatePaymentService {
  constructor(
    private readonly access: ProjectAccess,
    private readonly payments: PaymentRepository,
    private readonly record: RecordProviderEventService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  get available(): boolean {
    return this.provider.name === 'simulated';
  }

  /** `kind` is the half the page pays (the route's last segment): a payment of the other half is not found. */
  async execute(
    callerId: string,
    projectId: string,
    kind: PaymentKind,
    outcome: SimulatedOutcome,
    paymentId?: string,
  ): Promise<PaymentEntity> {
    if (!this.available) throw AppError.notFound(ErrorCodes.notFound, 'Niet gevonden');
    const project = await this.access.owned(callerId, projectId);
    const payment = paymentId
      ? await this.payments.findById(paymentId)
      : await this.payments.findLatest(project.id, kind, ['pending', 'failed']);
    if (!payment || payment.projectId !== project.id || payment.kind !== kind || payment.provider !== 'simulated') {
      throw AppError.notFound(ErrorCodes.paymentNotFound, Messages.paymentNotFound);
    }
    const event: ProviderEvent =
      outcome === 'paid'
        ? { id: `sim:${payment.id}:paid`, provider: 'simulated', type: 'payment.succeeded', paymentId: payment.id }
        : {
            id: `sim:${payment.id}:cancelled`,
            provider: 'simulated',
            type: 'payment.failed',
            paymentId: payment.id,
            reason: 'cancelled',
          };
    await this.record.execute(event);
    return (await this.payments.findById(payment.id))!;
  }
}
