import { statedRetentionContract } from '@clipwerk/kit/testing';
import { NOTICE_RETENTION } from '../src/domain/retention';
import { startNotificationsApp } from './support/notifications-test-app';

/** The privacy page states how long notifications keeps notices and sent mails as notifications words it, from the figure its purge goes by. */
describe('GET /api/notifications/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startNotificationsApp(), '/api/notifications/retention', [
    {
      subject: 'Meldingen en verzonden e-mails',
      period: '1 jaar nadat ze zijn gemaakt; een e-mail die nog verstuurd moet worden blijft',
      retainedFor: NOTICE_RETENTION,
    },
  ]);
});
