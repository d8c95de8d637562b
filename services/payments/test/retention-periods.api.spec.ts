import { statedRetentionContract } from '@clipwerk/kit/testing';
import { FINANCIAL_RECORD_RETENTION } from '../src/domain/retention';
import { startPaymentsApp } from './support/payments-test-app';

/** The privacy page states how long payments keeps invoices and postings as payments words it, from the figure its purge goes by. */
describe('GET /api/payments/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startPaymentsApp(), '/api/payments/retention', [
    {
      subject: 'Financiële gegevens',
      period: '7 jaar na de factuur of boeking (wettelijke bewaarplicht); daarna verwijderd',
      retainedFor: FINANCIAL_RECORD_RETENTION,
    },
  ]);
});
