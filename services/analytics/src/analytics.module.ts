import { RetentionController } from './interface/http/retention.controller';
import { Module } from '@nestjs/common';
import { retentionPurgeSchedule, serviceKit } from '@clipwerk/kit';
import { PurgeRetentionService } from './application/purge-retention/purge-retention.service';
import { OverviewService } from './application/overview/overview.service';
import { ANALYTICS_ENTITIES, ANALYTICS_MIGRATIONS } from './infrastructure/persistence';
import { FactsRepository } from './infrastructure/persistence/facts.repository';
import { OverviewRepository } from './infrastructure/persistence/overview.repository';
import { RetentionRepository } from './infrastructure/persistence/retention.repository';
import { ANALYTICS_SUBSCRIPTIONS } from './interface/events/subscriptions';
import { AnalyticsController } from './interface/http/analytics.controller';

/**
 * The analytics context: fed only by other contexts' events, it keeps each user's facts per day and answers the
 * analytics page with her own figures and their trends.
 */
@Module({
  controllers: [RetentionController, AnalyticsController],
  providers: [
    ...serviceKit({
      name: 'analytics',
      entities: ANALYTICS_ENTITIES,
      migrations: ANALYTICS_MIGRATIONS,
      subscriptions: ANALYTICS_SUBSCRIPTIONS,
    }),
    FactsRepository,
    OverviewRepository,
    OverviewService,
    RetentionRepository,
    PurgeRetentionService,
    retentionPurgeSchedule('analytics.retention', PurgeRetentionService),
  ],
})
export class AnalyticsModule {}
