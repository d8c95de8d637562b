import { Controller, Get, Query, Res } from '@nestjs/common';
import { AppError, type AuthUser, CurrentUser } from '@clipwerk/kit';
import type { FastifyReply } from 'fastify';
import { type CreatorEarnings, GetEarningsService } from '../../application/get-earnings/get-earnings.service';
import { DEFAULT_EARNINGS_PERIOD, type EarningsPeriod, isEarningsPeriod } from '../../domain/earnings';
import { ErrorCodes, Messages } from '../../domain/messages';
import { toEuros } from '../../domain/money';
import type { EarningsAnswer, EarningsBody } from './api.contract';
import { earningsCsv } from './earnings-csv';

function creatorOnly(caller: AuthUser): void {
  if (caller.role !== 'creator') throw AppError.forbidden(Messages.earningsCreatorsOnly);
}

function periodOf(value: unknown): EarningsPeriod {
  if (value === undefined || value === '') return DEFAULT_EARNINGS_PERIOD;
  if (!isEarningsPeriod(value)) throw AppError.badRequest(ErrorCodes.earningsPeriodInvalid, Messages.earningsPeriodInvalid);
  return value;
}

export function presentEarnings(earnings: CreatorEarnings): EarningsBody {
  const { overview } = earnings;
  return {
    period: earnings.period,
    overview: {
      totalEarnings: toEuros(overview.totalCents),
      pendingPayments: toEuros(overview.pendingCents),
      thisMonth: toEuros(overview.thisMonthCents),
      lastMonth: toEuros(overview.lastMonthCents),
      averagePerProject: toEuros(overview.averagePerProjectCents),
      completedProjects: overview.completedProjects,
    },
    transactions: earnings.transactions.map((transaction) => ({
      id: transaction.projectId,
      projectId: transaction.projectId,
      projectTitle: transaction.projectTitle,
      invoice: transaction.invoiceNumber,
      invoiceId: transaction.invoiceId,
      company: transaction.company,
      amount: toEuros(transaction.amountCents),
      status: transaction.status,
      date: transaction.settledAt.toISOString(),
    })),
    transactionCount: earnings.transactionCount,
    monthlyBreakdown: earnings.monthlyBreakdown.map((month) => ({
      month: month.month,
      projects: month.projects,
      earnings: toEuros(month.cents),
      averagePerProject: toEuros(month.averagePerProjectCents),
    })),
  };
}

/** The creator's earnings: her share of each settled project, the period select applied here. Creators only. */
@Controller('payments/creator')
export class EarningsController {
  constructor(private readonly earnings: GetEarningsService) {}

  @Get('earnings')
  async earningsOverview(@CurrentUser() caller: AuthUser, @Query('period') period: unknown): Promise<EarningsAnswer> {
    creatorOnly(caller);
    return { success: true, data: presentEarnings(await this.earnings.forCreator(caller.id, periodOf(period))) };
  }

  /** Every transaction of the period as a CSV that Dutch Excel opens as is, streamed while it is read. */
  @Get('earnings.csv')
  exportCsv(@CurrentUser() caller: AuthUser, @Query('period') period: unknown, @Res() reply: FastifyReply) {
    creatorOnly(caller);
    const chosen = periodOf(period);
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${Messages.earningsCsvFileName}-${chosen}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(earningsCsv(this.earnings.allTransactions(caller.id, chosen)));
  }
}

/**
 * The analytics page's earnings call. No analytics context exists yet, so payments answers it with the same
 * figures as /payments/creator/earnings (the gateway routes this one path here).
 */
@Controller('analytics')
export class AnalyticsEarningsController {
  constructor(private readonly earnings: GetEarningsService) {}

  @Get('earnings')
  async earningsForAnalytics(@CurrentUser() caller: AuthUser, @Query('period') period: unknown): Promise<EarningsAnswer> {
    creatorOnly(caller);
    return { success: true, data: presentEarnings(await this.earnings.forCreator(caller.id, periodOf(period))) };
  }
}
