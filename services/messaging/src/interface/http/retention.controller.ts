import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { MESSAGE_RETENTION } from '../../domain/retention';

/** How long messaging keeps a message, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('messaging', 'conversations', () => [
  stateRetention(Messages.retentionSubject, MESSAGE_RETENTION, Messages.retentionPeriod),
]);
