import { retentionController, stateRetention } from '@clipwerk/kit';
import { Messages } from '../../domain/messages';
import { ENDED_PROJECT_RETENTION } from '../../domain/retention';

/** How long projects keeps an ended project, for the privacy page (public): worded from the figure its purge goes by. */
export const RetentionController = retentionController('projects', 'projects', () => [
  stateRetention(Messages.retentionSubject, ENDED_PROJECT_RETENTION, Messages.retentionPeriod),
]);
