export { AnalyticsModule } from './analytics.module';
