import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser, Roles } from '@clipwerk/kit';
import { GetPaymentStatusService } from '../../application/get-payment-status/get-payment-status.service';
import { InitializeCardPaymentService } from '../../application/initialize-card-payment/initialize-card-payment.service';
import { SimulatePaymentService } from '../../application/simulate-payment/simulate-payment.service';
import { StartDepositService } from '../../application/start-deposit/start-deposit.service';
import { ErrorCodes, Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import { SimulatePaymentRequest, StartDepositRequest } from './dto/payments.request.dto';
import { paymentHistoryItem, paymentStatus } from './payment.presenter';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly deposits: StartDepositService,
    private readonly cards: InitializeCardPaymentService,
    private readonly statuses: GetPaymentStatusService,
    private readonly simulator: SimulatePaymentService,
  ) {}

  @Roles('bedrijf')
  @Post('projects/:id/deposit')
  @HttpCode(200)
  async deposit(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: StartDepositRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw AppError.badRequest(ErrorCodes.idempotencyKeyInvalid, Messages.idempotencyKeyInvalid);
    }
    const data = await this.deposits.execute({ callerId: caller.id, projectId, method: body.method, idempotencyKey });
    return { success: true, data };
  }

  @Roles('bedrijf')
  @Post('projects/:id/initialize')
  @HttpCode(200)
  async initialize(@CurrentUser() caller: AuthUser, @Param('id') projectId: string) {
    const { paymentId, clientSecret, amountCents } = await this.cards.execute(caller.id, projectId);
    return { success: true, data: { clientSecret, amount: toEuros(amountCents), paymentId } };
  }

  @Get('projects/:id/status')
  async status(@CurrentUser() caller: AuthUser, @Param('id') projectId: string) {
    return { success: true, data: paymentStatus(await this.statuses.status(caller.id, projectId)) };
  }

  @Get('projects/:id/history')
  async history(@CurrentUser() caller: AuthUser, @Param('id') projectId: string) {
    const payments = await this.statuses.history(caller.id, projectId);
    return { success: true, data: { payments: payments.map(paymentHistoryItem) } };
  }

  /** The simulator page's pay/cancel (simulated provider only; 404 when Stripe is configured). */
  @Roles('bedrijf')
  @Post('simulate-payment/:projectId/deposit')
  @HttpCode(200)
  async simulate(@CurrentUser() caller: AuthUser, @Param('projectId') projectId: string, @Body() body: SimulatePaymentRequest) {
    const payment = await this.simulator.execute(caller.id, projectId, body.outcome, body.paymentId);
    const paid = payment.status === 'paid';
    return {
      success: true,
      message: paid ? Messages.paymentSucceeded : Messages.paymentFailed,
      data: { paymentId: payment.id, projectId: payment.projectId, status: payment.status },
    };
  }
}
