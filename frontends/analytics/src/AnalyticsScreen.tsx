import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import { Card, ErrorState, Spinner, buttonClass, formatEuro } from '@clipwerk/ui';
import type { AnalyticsOverviewAnswer, Period } from '@clipwerk/contracts/analytics';
import { useOverview, useProjectsFigure } from './api';
import { PERIODS, TEXTS, type Texts } from './messages';
import { MonthlyChart } from './MonthlyChart';
import './analytics.css';

const numbers = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const ratings = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** '+12,5%', '−3%', '0%', or '—' when the previous period had nothing to compare with. */
export function trendLabel(change: number | null): string {
  if (change === null) return TEXTS.creator.trendNone;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${numbers.format(Math.abs(change))}%`;
}

const percent = (value: number | null) => (value === null ? TEXTS.creator.trendNone : `${numbers.format(value)}%`);

/** A card: its figure, one line on what it counts, and (for a figure of the period) its change against the one before. */
function Kpi({
  label,
  value,
  note,
  trend,
  texts,
}: {
  label: string;
  value: string;
  note: string;
  trend?: number | null;
  texts: Texts;
}) {
  const tone = trend === undefined || trend === null || trend === 0 ? 'flat' : trend > 0 ? 'up' : 'down';
  return (
    <div className="cw-stat an-kpi" role="group" aria-label={label}>
      <span className="cw-stat__label">{label}</span>
      <span className="cw-stat__value">{value}</span>
      <span className="cw-stat__note">{note}</span>
      {trend !== undefined && (
        <span className={`an-trend an-trend--${tone}`} title={texts.trendHint}>
          {trendLabel(trend)} <span className="cw-muted">{texts.trendHint}</span>
        </span>
      )}
    </div>
  );
}

function RateBar({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="an-rate">
      <div className="an-rate__line">
        <span>{label}</span>
        <strong>{percent(value)}</strong>
      </div>
      <div
        className="an-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
      >
        <span style={{ width: `${Math.min(100, value ?? 0)}%` }} />
      </div>
    </div>
  );
}

function OverviewFigures({
  data,
  projects,
  texts,
}: {
  data: AnalyticsOverviewAnswer;
  projects: number | undefined;
  texts: Texts;
}) {
  const { overview, trends, chartData, topPerformers } = data;
  return (
    <>
      <div className="an-kpis">
        <Kpi
          label={texts.projects.label}
          // Projects' own count, as on the dashboard: a dash until it is read.
          value={projects === undefined ? texts.trendNone : numbers.format(projects)}
          note={texts.projects.note}
          texts={texts}
        />
        <Kpi
          label={texts.earnings}
          value={formatEuro(overview.totalEarnings, 0)}
          note={texts.earningsNote}
          trend={trends.totalEarnings}
          texts={texts}
        />
        <Kpi
          label={texts.monthly}
          // No money in the period has no pace: a dash, not '€ 0 per month'.
          value={overview.monthlyAverage === null ? texts.trendNone : formatEuro(overview.monthlyAverage, 0)}
          note={texts.monthlyNote}
          trend={trends.monthlyAverage}
          texts={texts}
        />
        <Kpi
          label={texts.views}
          value={numbers.format(overview.totalViews)}
          note={texts.viewsNote}
          trend={trends.totalViews}
          texts={texts}
        />
      </div>
      <div className="an-columns">
        <Card title={texts.chart}>
          {chartData.earnings.some((amount) => amount !== 0) ? (
            <MonthlyChart bars={chartData.labels.map((month, index) => ({ month, amount: chartData.earnings[index] ?? 0 }))} />
          ) : (
            <p className="cw-muted">{texts.noMoney}</p>
          )}
        </Card>
        <Card title={texts.performance}>
          <div className="cw-stack">
            <RateBar label={texts.responseRate} value={overview.responseRate} />
            <RateBar label={texts.completionRate} value={overview.completionRate} />
            <div className="an-rate__line">
              <span>{texts.rating}</span>
              <strong>
                {overview.averageRating === null ? texts.trendNone : `${ratings.format(overview.averageRating)} / 5`}
                {overview.averageRating !== null && trends.averageRating !== null && (
                  <span className="cw-muted"> ({trendLabel(trends.averageRating)})</span>
                )}
              </strong>
            </div>
          </div>
        </Card>
      </div>
      <Card
        title={texts.table}
        actions={
          <Link className={buttonClass('ghost', 'sm')} to="/projects">
            {texts.viewAll}
          </Link>
        }
      >
        {topPerformers.length === 0 ? (
          <p className="cw-muted">{texts.noData}</p>
        ) : (
          <table className="an-table">
            <thead>
              <tr>
                <th scope="col">{texts.columnName}</th>
                <th scope="col">{texts.columnViews}</th>
                <th scope="col">{texts.columnEngagement}</th>
                <th scope="col">{texts.columnRevenue}</th>
              </tr>
            </thead>
            <tbody>
              {topPerformers.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td>{numbers.format(item.views)}</td>
                  <td>{percent(item.engagement)}</td>
                  <td>{formatEuro(item.revenue, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}

/** /analytics: the signed-in user's own figures for a period, each with its change against the period before. */
export default function AnalyticsScreen() {
  const { user } = useSession();
  const [period, setPeriod] = useState<Period>('30d');
  const { data, isLoading, error, refetch, isFetching } = useOverview(period);
  const role = user?.role === 'bedrijf' ? 'bedrijf' : 'creator';
  const projects = useProjectsFigure(role);
  const texts: Texts = TEXTS[role];

  return (
    <div className="cw-container cw-page">
      <header className="cw-page__header an-header">
        <div>
          <h1>{texts.title}</h1>
          <p className="cw-page__lead">{texts.lead}</p>
        </div>
        <div className="an-periods" role="group" aria-label={texts.periodGroup}>
          {PERIODS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              className={buttonClass(id === period ? 'primary' : 'secondary', 'sm')}
              aria-pressed={id === period}
              onClick={() => setPeriod(id)}
            >
              {label}
            </button>
          ))}
        </div>
      </header>
      {isLoading ? (
        <div className="an-loading">
          <Spinner size="lg" label="" />
          <p role="status">{texts.loading}</p>
        </div>
      ) : error || !data ? (
        <ErrorState message={texts.error} retryLabel={texts.retry} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <OverviewFigures data={data} projects={projects.data} texts={texts} />
      )}
    </div>
  );
}
