import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { toErrorResponse } from '@clipwerk/kit';
import type { FastifyInstance } from 'fastify';
import { HandleStripeWebhookService } from '../../application/handle-stripe-webhook/handle-stripe-webhook.service';

export const STRIPE_WEBHOOK_PATH = '/api/payments/webhooks/stripe';
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const WEBHOOK_DESCRIPTION = {
  tags: ['payments'],
  summary: 'Stripe webhook: betaal-, uitbetaal- en accountgebeurtenissen, ondertekend door Stripe',
  parameters: [{ name: 'stripe-signature', in: 'header', required: true, schema: { type: 'string' } }],
  responses: {
    '200': { description: 'Verwerkt of genegeerd' },
    '400': { description: 'Ongeldige handtekening of tijdstempel' },
    '500': { description: 'Tijdelijke fout: Stripe probeert het opnieuw' },
  },
};

/**
 * POST /api/payments/webhooks/stripe (public). Stripe signs the exact bytes it sent, so this route lives in its
 * own Fastify plugin whose content-type parser keeps the body as a Buffer; every other route keeps the JSON
 * parser. Answers 200 once handled (or ignored), 400 for a bad signature or timestamp, 500 to make Stripe retry.
 */
@Injectable()
export class StripeWebhookRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly webhook: HandleStripeWebhookService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || typeof fastify.addContentTypeParser !== 'function') return;
    void fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(STRIPE_WEBHOOK_PATH, { config: { describe: WEBHOOK_DESCRIPTION } }, async (request, reply) => {
        try {
          const signature = request.headers['stripe-signature'];
          await this.webhook.execute(request.body as Buffer | undefined, typeof signature === 'string' ? signature : undefined);
          return reply.status(200).send({ received: true });
        } catch (error) {
          const { status, body } = toErrorResponse(error);
          return reply.status(status).send(body);
        }
      });
    });
  }
}
