import {
  Body,
  type CanActivate,
  Controller,
  type ExecutionContext,
  HttpCode,
  Inject,
  Injectable,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import { timingSafeEqual } from 'node:crypto';
import { OpenDisputeService } from '../../application/disputes/open-dispute.service';
import { ResolveDisputeService } from '../../application/disputes/resolve-dispute.service';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config';
import { ErrorCodes, Messages } from '../../domain/messages';
import { OpenDisputeRequest, ResolveDisputeRequest } from './dto/disputes.request.dto';
import { payoutView } from './payout.presenter';
import type { DisputeOpenedAnswer, DisputeResolvedAnswer } from './api.contract';

/** The operator's token, compared in constant time; no token configured means no operator calls at all. */
function isOperator(configured: string, given: string | undefined): boolean {
  if (!configured || !given) return false;
  const [a, b] = [Buffer.from(configured), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Runs before the body is read, so without the right token nothing tells that the call exists. */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers[
      'x-operator-token'
    ];
    if (!isOperator(this.config.operatorToken, header)) throw AppError.notFound(ErrorCodes.notFound, Messages.notFound);
    return true;
  }
}

@Controller('payments')
export class DisputesController {
  constructor(
    private readonly opens: OpenDisputeService,
    private readonly resolves: ResolveDisputeService,
  ) {}

  /** The company disputes the delivery inside the window: the creator's share is held until an operator decides. */
  @Post('projects/:id/dispute')
  @HttpCode(200)
  async open(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: OpenDisputeRequest,
  ): Promise<DisputeOpenedAnswer> {
    const payout = await this.opens.execute(caller.id, projectId, body.reason.trim());
    return { success: true, message: Messages.disputeOpened, data: { payout: payoutView(payout) } };
  }

  /**
   * Operators only (header `x-operator-token` = OPERATOR_TOKEN): release the share to the creator or refund it to
   * the company. Answers 404 to everyone when no token is configured, and to anyone without the right one.
   */
  @Public()
  @UseGuards(OperatorGuard)
  @Post('operator/disputes/:projectId/resolve')
  @HttpCode(200)
  async resolve(@Param('projectId') projectId: string, @Body() body: ResolveDisputeRequest): Promise<DisputeResolvedAnswer> {
    const payout = await this.resolves.execute(projectId, body.resolution, body.note?.trim() ?? '');
    return { success: true, data: { payout: payoutView(payout) } };
  }
}
