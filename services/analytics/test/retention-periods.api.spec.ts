import { statedRetentionContract } from '@clipwerk/kit/testing';
import { DAILY_FACT_RETENTION } from '../src/domain/retention';
import { startAnalyticsApp } from './support/analytics-test-app';

/** The privacy page states how long analytics keeps its facts per day as analytics words it, from the figure its purge goes by. */
describe('GET /api/analytics/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startAnalyticsApp(), '/api/analytics/retention', [
    { subject: 'Analysegegevens', period: '26 maanden na de dag waarvoor ze tellen', retainedFor: DAILY_FACT_RETENTION },
  ]);
});
