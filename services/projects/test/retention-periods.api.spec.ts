import { statedRetentionContract } from '@clipwerk/kit/testing';
import { ENDED_PROJECT_RETENTION } from '../src/domain/retention';
import { startProjectsApp } from './support/projects-test-app';

/** The privacy page states how long projects keeps an ended project as projects words it, from the figure its purge goes by. */
describe('GET /api/projects/retention (real PostgreSQL)', () => {
  statedRetentionContract(() => startProjectsApp(), '/api/projects/retention', [
    {
      subject: 'Projectgegevens',
      period:
        '7 jaar na het einde van de opdracht (wettelijke bewaarplicht), met de briefing, leveringen en beoordelingen; daarna verwijderd',
      retainedFor: ENDED_PROJECT_RETENTION,
    },
  ]);
});
