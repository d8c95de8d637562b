import { statedRetentionContract } from '@clipwerk/kit/testing';
import { INACTIVE_ACCOUNT_RETENTION } from '../src/domain/retention';
import { startIdentityApp } from './support/identity-test-app';

/** The privacy page states how long identity keeps an account nobody signs in to as identity words it, from the figure its purge goes by. */
describe('GET /api/users/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startIdentityApp(), '/api/users/retention', [
    {
      subject: 'Accountgegevens',
      period:
        '2 jaar na je laatste inlog; daarna sluiten we je account zoals bij verwijderen: we anonimiseren het en bewaren alleen wat de wet vraagt',
      retainedFor: INACTIVE_ACCOUNT_RETENTION,
    },
  ]);
});
