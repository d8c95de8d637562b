import { Controller, Get, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '@clipwerk/kit';
import { OverviewService } from '../../application/overview/overview.service';
import type { AnalyticsOverviewAnswer } from './api.contract';

/** The analytics page: the caller's own figures only (earnings under /analytics/earnings stay with payments). */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly overview: OverviewService) {}

  /** `?period=7d|30d|90d|1y` (default 30d). */
  @Get('overview')
  async get(@CurrentUser() caller: AuthUser, @Query('period') period: unknown): Promise<AnalyticsOverviewAnswer> {
    return { success: true, ...(await this.overview.execute(caller, period)) };
  }
}
