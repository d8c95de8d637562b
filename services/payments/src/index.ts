export { PaymentsModule } from './payments.module';
export { type PaymentsConfig, paymentsConfigSpec, readPaymentsConfig } from './config';
export { STRIPE_WEBHOOK_PATH } from './interface/http/stripe-webhook.route';
