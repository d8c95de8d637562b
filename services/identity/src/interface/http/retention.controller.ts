import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { INACTIVE_ACCOUNT_RETENTION } from '../../domain/retention';

/** How long identity keeps an account nobody signs in to, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('identity', 'users', () => [
  stateRetention(Messages.retentionSubject, INACTIVE_ACCOUNT_RETENTION, Messages.retentionPeriod),
]);
