import { statedRetentionContract } from '@clipwerk/kit/testing';
import { MESSAGE_RETENTION } from '../src/domain/retention';
import { startMessagingApp } from './support/messaging-test-app';

/** The privacy page states how long messaging keeps a message as messaging words it, from the figure its purge goes by. */
describe('GET /api/conversations/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startMessagingApp(), '/api/conversations/retention', [
    { subject: 'Berichten', period: '3 jaar na verzending, met de bijlagen', retainedFor: MESSAGE_RETENTION },
  ]);
});
