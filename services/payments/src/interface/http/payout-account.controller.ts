import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '@clipwerk/kit';
import { ConnectPayoutAccountService } from '../../application/payout-account/connect-payout-account.service';
import { GetPayoutAccountService } from '../../application/payout-account/get-payout-account.service';
import type { PayoutAccountView } from '../../application/payout-account/payout-account-view';
import { RefreshPayoutAccountService } from '../../application/payout-account/refresh-payout-account.service';
import { SimulateOnboardingService } from '../../application/payout-account/simulate-onboarding.service';
import { Messages } from '../../domain/messages';
import type { PayoutAccountStatus } from '../../domain/payout-account';
import type { OnboardingLinkAnswer, PayoutAccountAnswer, PayoutAccountBody } from './api.contract';
import { SimulateOnboardingRequest } from './dto/payout-account.request.dto';

const STATUS_LABELS: Record<PayoutAccountStatus, string> = {
  not_connected: Messages.payoutStatusNotConnected,
  pending: Messages.payoutStatusPending,
  active: Messages.payoutStatusActive,
  restricted: Messages.payoutStatusRestricted,
};

function present(view: PayoutAccountView): PayoutAccountBody {
  return {
    status: view.status,
    statusLabel: STATUS_LABELS[view.status],
    accountDetails: view.accountDetails,
    updatedAt: view.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The creator's payout account. Its path sits under /users/me, but the account is about money, so payments
 * serves it (the gateway's route table sends /api/users/me/stripe here). Creators only: others get 403.
 */
@Controller('users/me/stripe')
export class PayoutAccountController {
  constructor(
    private readonly statuses: GetPayoutAccountService,
    private readonly connects: ConnectPayoutAccountService,
    private readonly refreshes: RefreshPayoutAccountService,
    private readonly simulator: SimulateOnboardingService,
  ) {}

  @Get('status')
  async status(@CurrentUser() caller: AuthUser): Promise<PayoutAccountAnswer> {
    return { success: true, data: present(await this.statuses.execute(caller)) };
  }

  @Post('connect')
  @HttpCode(200)
  async connect(@CurrentUser() caller: AuthUser): Promise<OnboardingLinkAnswer> {
    return { success: true, data: await this.connects.execute(caller) };
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(@CurrentUser() caller: AuthUser): Promise<PayoutAccountAnswer> {
    return { success: true, data: present(await this.refreshes.execute(caller)) };
  }

  /** The simulated provider's onboarding page hands in its form here (404 when Stripe is configured). */
  @Post('simulate-onboarding')
  @HttpCode(200)
  async simulateOnboarding(
    @CurrentUser() caller: AuthUser,
    @Body() body: SimulateOnboardingRequest,
  ): Promise<PayoutAccountAnswer> {
    const view = await this.simulator.execute(caller, {
      accountId: body.account,
      iban: body.iban,
      accountHolderName: body.accountHolderName,
    });
    return { success: true, data: present(view) };
  }
}
