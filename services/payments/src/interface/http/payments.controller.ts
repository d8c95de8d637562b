import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser, Public, Roles } from '@clipwerk/kit';
import { ChangeContractAmountService } from '../../application/change-contract-amount/change-contract-amount.service';
import { StartFinalPaymentService } from '../../application/start-final-payment/start-final-payment.service';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { publicTerms } from '../../domain/money-policy';
import { PAYMENT_KINDS, type PaymentKind } from '../../domain/payment';
import { GetPaymentStatusService } from '../../application/get-payment-status/get-payment-status.service';
import { InitializeCardPaymentService } from '../../application/initialize-card-payment/initialize-card-payment.service';
import { SimulatePaymentService } from '../../application/simulate-payment/simulate-payment.service';
import { StartDepositService } from '../../application/start-deposit/start-deposit.service';
import { ErrorCodes, Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type {
  AmountChangeAnswer,
  CardIntentAnswer,
  DepositStartedAnswer,
  FinalPaymentAnswer,
  PaymentHistoryAnswer,
  PaymentStatusAnswer,
  PaymentTermsAnswer,
  SimulatedPaymentAnswer,
} from './api.contract';
import {
  ConfirmAmountRequest,
  ProposeAmountRequest,
  SimulatePaymentRequest,
  StartDepositRequest,
  StartFinalPaymentRequest,
} from './dto/payments.request.dto';
import { amountChange, paymentHistory, paymentStatus, startedFinalPayment } from './payment.presenter';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function assertIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw AppError.badRequest(ErrorCodes.idempotencyKeyInvalid, Messages.idempotencyKeyInvalid);
  }
}

const isPaymentKind = (value: string): value is PaymentKind => (PAYMENT_KINDS as readonly string[]).includes(value);

@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly deposits: StartDepositService,
    private readonly cards: InitializeCardPaymentService,
    private readonly statuses: GetPaymentStatusService,
    private readonly simulator: SimulatePaymentService,
    private readonly finals: StartFinalPaymentService,
    private readonly amounts: ChangeContractAmountService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  @Roles('bedrijf')
  @Post('projects/:id/deposit')
  @HttpCode(200)
  async deposit(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: StartDepositRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<DepositStartedAnswer> {
    assertIdempotencyKey(idempotencyKey);
    const data = await this.deposits.execute({ callerId: caller.id, projectId, method: body.method, idempotencyKey });
    return { success: true, data };
  }

  @Roles('bedrijf')
  @Post('projects/:id/initialize')
  @HttpCode(200)
  async initialize(@CurrentUser() caller: AuthUser, @Param('id') projectId: string): Promise<CardIntentAnswer> {
    const { paymentId, clientSecret, publishableKey, amountCents } = await this.cards.execute(caller.id, projectId);
    return { success: true, data: { clientSecret, publishableKey, amount: toEuros(amountCents), paymentId } };
  }

  @Get('projects/:id/status')
  async status(@CurrentUser() caller: AuthUser, @Param('id') projectId: string): Promise<PaymentStatusAnswer> {
    return { success: true, data: paymentStatus(await this.statuses.status(caller.id, projectId)) };
  }

  @Get('projects/:id/history')
  async history(@CurrentUser() caller: AuthUser, @Param('id') projectId: string): Promise<PaymentHistoryAnswer> {
    return { success: true, data: paymentHistory(await this.statuses.history(caller.id, projectId)) };
  }

  @Roles('bedrijf')
  @Post('projects/:id/final')
  @HttpCode(200)
  async final(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: StartFinalPaymentRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<FinalPaymentAnswer> {
    assertIdempotencyKey(idempotencyKey);
    const started = await this.finals.execute({ callerId: caller.id, projectId, method: body.method ?? 'ideal', idempotencyKey });
    return {
      success: true,
      ...(started.completed ? { message: Messages.finalPaymentSucceeded } : {}),
      data: startedFinalPayment(started),
    };
  }

  @Post('projects/:id/propose-amount')
  @HttpCode(200)
  async proposeAmount(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: ProposeAmountRequest,
  ): Promise<AmountChangeAnswer> {
    const change = await this.amounts.propose(caller.id, projectId, Math.round(body.amount * 100));
    return { success: true, message: Messages.amountProposed, data: amountChange(change) };
  }

  @Post('projects/:id/confirm-amount')
  @HttpCode(200)
  async confirmAmount(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: ConfirmAmountRequest,
  ): Promise<AmountChangeAnswer> {
    const change = await this.amounts.confirm(caller.id, projectId, Math.round(body.amount * 100));
    return { success: true, message: Messages.amountConfirmed, data: amountChange(change) };
  }

  /** The standard fee, the creator's share and the hold, for texts that state them (public). */
  @Public()
  @Get('terms')
  terms(): PaymentTermsAnswer {
    return {
      success: true,
      data: publicTerms(this.config.platformFeePercent, { days: this.config.holdDays, minutes: this.config.holdMinutes }),
    };
  }

  /** The simulator page's pay/cancel (simulated provider only; 404 when Stripe is configured). */
  @Roles('bedrijf')
  @Post('simulate-payment/:projectId/:kind')
  @HttpCode(200)
  async simulate(
    @CurrentUser() caller: AuthUser,
    @Param('projectId') projectId: string,
    @Param('kind') kind: string,
    @Body() body: SimulatePaymentRequest,
  ): Promise<SimulatedPaymentAnswer> {
    if (!isPaymentKind(kind)) throw AppError.notFound(ErrorCodes.notFound, 'Niet gevonden');
    const payment = await this.simulator.execute(caller.id, projectId, kind, body.outcome, body.paymentId);
    const paid = payment.status === 'paid';
    const succeeded = kind === 'final' ? Messages.finalPaymentSucceeded : Messages.paymentSucceeded;
    const failed = kind === 'final' ? Messages.finalPaymentFailed : Messages.paymentFailed;
    return {
      success: true,
      message: paid ? succeeded : failed,
      data: { paymentId: payment.id, projectId: payment.projectId, status: payment.status },
    };
  }
}
