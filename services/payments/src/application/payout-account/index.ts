import { ConnectPayoutAccountService } from './connect-payout-account.service';
import { GetPayoutAccountService } from './get-payout-account.service';
import { RecordPayoutAccountEventService } from './record-payout-account-event.service';
import { RefreshPayoutAccountService } from './refresh-payout-account.service';
import { SimulateOnboardingService } from './simulate-onboarding.service';

/** The payout account's use cases, provided together by the payments module. */
export const PAYOUT_ACCOUNT_USE_CASES = [
  GetPayoutAccountService,
  ConnectPayoutAccountService,
  RefreshPayoutAccountService,
  RecordPayoutAccountEventService,
  SimulateOnboardingService,
];
