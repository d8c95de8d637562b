import { Controller, Get, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, Roles } from '@clipwerk/kit';
import { OverviewService } from '../../application/overview/overview.service';
import type { AnalyticsOverviewAnswer } from './api.contract';

/** The analytics page: the caller's own figures only (earnings under /analytics/earnings stay with payments). */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly overview: OverviewService) {}

  /** `?period=7d|30d|90d|1y` (default 30d). */
  @Roles('bedrijf', 'creator')
  @Get('overview')
  async get(@CurrentUser() caller: AuthUser, @Query('period') period: unknown): Promise<AnalyticsOverviewAnswer> {
    const { id, role } = caller;
    if (role === 'support') throw new Error('unreachable: @Roles refuses support');
    return { success: true, ...(await this.overview.execute({ id, role }, period)) };
  }
}
