import { Inject, Injectable } from '@nestjs/common';
import { AppError, createLogger } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { payoutAccountEventOf } from '../../infrastructure/providers/stripe-connect';
import { StripeWebhooks, WebhookRejected } from '../../infrastructure/providers/stripe-webhooks';
import { RecordPayoutAccountEventService } from '../payout-account/record-payout-account-event.service';
import { RecordProviderEventService } from '../record-provider-event/record-provider-event.service';
import { payoutProviderEventOf } from '../../infrastructure/providers/stripe-payout-events';
import { RecordPayoutEventService } from '../record-payout-event/record-payout-event.service';

/** Stripe's webhook: verified on the raw bytes, translated, then the shared provider-event path. */
@Injectable()
export class HandleStripeWebhookService {
  private readonly log = createLogger('payments.stripe-webhook');

  constructor(
    private readonly record: RecordProviderEventService,
    private readonly payoutAccounts: RecordPayoutAccountEventService,
    private readonly payouts: RecordPayoutEventService,
    /** null without Stripe configuration: the route then answers 404. */
    @Inject(StripeWebhooks) private readonly webhooks: StripeWebhooks | null,
  ) {}

  async execute(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (!this.webhooks) throw AppError.notFound(ErrorCodes.notFound, 'Niet gevonden');
    let event;
    try {
      event = this.webhooks.verify(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      this.log.warn({ reason: error.message }, 'stripe webhook refused');
      throw AppError.badRequest(ErrorCodes.webhookInvalid, Messages.webhookInvalid);
    }
    // A creator's connected account changed: the payout account's own path.
    const accountEvent = payoutAccountEventOf(event);
    if (accountEvent) {
      const outcome = await this.payoutAccounts.execute('stripe', accountEvent);
      this.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return;
    }
    // The creator's released money: a reversed transfer, a bank payout paid or failed.
    const payoutEvent = payoutProviderEventOf(event);
    if (payoutEvent) {
      const outcome = await this.payouts.execute(payoutEvent);
      this.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return;
    }
    const providerEvent = this.webhooks.translate(event);
    if (!providerEvent) return;
    const outcome = await this.record.execute(providerEvent);
    this.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
  }
}
