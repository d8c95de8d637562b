import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { FINANCIAL_RECORD_RETENTION } from '../../domain/retention';

/** How long payments keeps invoices and postings, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('payments', 'payments', () => [
  stateRetention(Messages.retentionSubject, FINANCIAL_RECORD_RETENTION, Messages.retentionPeriod),
]);
