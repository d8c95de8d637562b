import { type ServiceTestApp, startServiceTestApp } from '@clipwerk/kit/testing';
import { AnalyticsModule } from '../../src/analytics.module';

export { registerCompany, registerCreator, type TestUser } from '@clipwerk/kit/testing';

export type AnalyticsTestApp = ServiceTestApp;

export function startAnalyticsApp(): Promise<AnalyticsTestApp> {
  return startServiceTestApp(AnalyticsModule, 'analytics');
}

/** A moment `days` whole days before now: the event lands on that UTC day. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
