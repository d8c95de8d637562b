import { AddStatementService } from './add-statement.service';
import { AppealDisputeService } from './appeal-dispute.service';
import { DecideDisputeService } from './decide-dispute.service';
import { DisputeAccess } from './dispute-access';
import { DisputeMoneyService } from './dispute-money.service';
import { FinaliseDisputesJob } from './finalise-disputes.job';
import { FinaliseDisputesService } from './finalise-disputes.service';
import { OpenDisputeService } from './open-dispute.service';
import { ReadDisputesService } from './read-disputes.service';

/** Disputes: either party opens and explains, support decides, a final decision moves the money (decision 063). */
export const DISPUTE_USE_CASES = [
  DisputeAccess,
  DisputeMoneyService,
  OpenDisputeService,
  AddStatementService,
  AppealDisputeService,
  DecideDisputeService,
  ReadDisputesService,
  FinaliseDisputesService,
  FinaliseDisputesJob,
];
