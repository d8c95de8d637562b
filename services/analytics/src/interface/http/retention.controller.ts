import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { DAILY_FACT_RETENTION } from '../../domain/retention';

/** How long analytics keeps its facts per day, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('analytics', 'analytics', () => [
  stateRetention(Messages.retentionSubject, DAILY_FACT_RETENTION, Messages.retentionPeriod),
]);
