import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { NOTICE_RETENTION } from '../../domain/retention';

/** How long notifications keeps notices and sent mails, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('notifications', 'notifications', () => [
  stateRetention(Messages.retentionSubject, NOTICE_RETENTION, Messages.retentionPeriod),
]);
