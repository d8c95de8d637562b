import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageSpinner,
  Select,
  Tabs,
  StatusBadge,
  formatDateShort,
  formatEuro,
  formatMonth,
} from '@clipwerk/ui';
import { PayoutRule } from '@clipwerk/shell/sdk';
import { PAYOUTS_TAB } from '../payouts/payoutApi';
import { InvoiceList } from './InvoiceList';
import { downloadEarningsCsv, type Earnings, type EarningsPeriod, fetchEarnings } from './earningsApi';
import { EarningsTexts } from './messages';
import './earnings.css';

const TABS = [
  { id: 'overview', label: EarningsTexts.tabs.overview },
  { id: 'transactions', label: EarningsTexts.tabs.transactions },
  { id: 'invoices', label: EarningsTexts.tabs.invoices },
];

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="cw-stat">
      <span className="cw-stat__label">{label}</span>
      <span className="cw-stat__value">{value}</span>
      {hint && <span className="cw-stat__hint">{hint}</span>}
    </div>
  );
}

/** Runs a download, telling the user in Dutch when it failed. */
function useDownload() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(download: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await download();
    } catch {
      setFailure(EarningsTexts.transactions.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

function MonthlyBreakdown({ months }: { months: Earnings['monthlyBreakdown'] }) {
  const texts = EarningsTexts.monthly;
  const download = useDownload();
  const highest = Math.max(0, ...months.map((month) => month.earnings));
  return (
    <Card
      title={texts.title}
      actions={
        <Button
          variant="secondary"
          size="sm"
          loading={download.busy}
          onClick={() => download.run(() => downloadEarningsCsv('all-time'))}
        >
          {texts.export}
        </Button>
      }
    >
      {download.failure && <Alert tone="danger">{download.failure}</Alert>}
      {months.length === 0 ? (
        <p className="cw-muted">{texts.empty}</p>
      ) : (
        <ul className="cw-earnings-months" aria-label={texts.title}>
          {months.map((month) => (
            <li key={month.month} className="cw-earnings-month" data-month={month.month}>
              <div className="cw-earnings-month__line">
                <strong>{formatMonth(month.month)}</strong>
                <span className="cw-muted cw-small">{texts.projects(month.projects)}</span>
                <span className="cw-earnings-month__amount">{formatEuro(month.earnings)}</span>
              </div>
              <div className="cw-earnings-bar" aria-hidden="true">
                <span style={{ width: `${highest > 0 ? (month.earnings / highest) * 100 : 0}%` }} />
              </div>
              <span className="cw-muted cw-small">{texts.average(formatEuro(month.averagePerProject))}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Transactions({
  earnings,
  period,
  onPeriod,
  loading,
}: {
  earnings: Earnings;
  period: EarningsPeriod;
  onPeriod: (period: EarningsPeriod) => void;
  loading: boolean;
}) {
  const texts = EarningsTexts.transactions;
  const download = useDownload();
  const { transactions, transactionCount } = earnings;
  return (
    <div className="cw-stack">
      <div className="cw-earnings-toolbar">
        <div style={{ minWidth: 220 }}>
          <Select
            label={texts.period}
            options={texts.periods}
            value={period}
            onChange={(event) => onPeriod(event.target.value as EarningsPeriod)}
          />
        </div>
        <Button variant="secondary" loading={download.busy} onClick={() => download.run(() => downloadEarningsCsv(period))}>
          {texts.export}
        </Button>
      </div>
      {download.failure && <Alert tone="danger">{download.failure}</Alert>}
      {transactions.length === 0 ? (
        <EmptyState title={EarningsTexts.tabs.transactions} description={texts.empty} />
      ) : (
        <div className="cw-earnings-table" role="table" aria-label={EarningsTexts.tabs.transactions} aria-busy={loading}>
          <div className="cw-earnings-table__row cw-earnings-table__head" role="row">
            <span role="columnheader">{texts.columns.project}</span>
            <span role="columnheader">{texts.columns.company}</span>
            <span role="columnheader">{texts.columns.invoice}</span>
            <span role="columnheader" className="cw-earnings-table__amount">
              {texts.columns.amount}
            </span>
            <span role="columnheader">{texts.columns.status}</span>
            <span role="columnheader">{texts.columns.date}</span>
          </div>
          {transactions.map((transaction) => (
            <div className="cw-earnings-table__row" role="row" key={transaction.id}>
              <span role="cell">
                <Link to={`/project-workspace/${transaction.projectId}`}>{transaction.projectTitle}</Link>
              </span>
              <span role="cell">{transaction.company}</span>
              <span role="cell">{transaction.invoice ?? '–'}</span>
              <span role="cell" className="cw-earnings-table__amount">
                {formatEuro(transaction.amount)}
              </span>
              <span role="cell">
                <StatusBadge kind="payment" status={transaction.status} />
              </span>
              <span role="cell">{transaction.date ? formatDateShort(transaction.date) : texts.missingDate}</span>
            </div>
          ))}
        </div>
      )}
      {transactionCount > transactions.length && (
        <p className="cw-muted cw-small">{texts.shownOf(transactions.length, transactionCount)}</p>
      )}
    </div>
  );
}

/** The creator's earnings: four cards, the months, the transactions of a period with the export, and her statements. */
export default function EarningsScreen() {
  const [tab, setTab] = useState('overview');
  const [period, setPeriod] = useState<EarningsPeriod>('current-month');
  const earnings = useQuery({
    queryKey: ['account', 'earnings', period],
    queryFn: () => fetchEarnings(period),
    placeholderData: keepPreviousData,
  });

  if (earnings.isLoading) return <PageSpinner label={EarningsTexts.loading} />;
  if (earnings.error || !earnings.data) {
    return (
      <div className="cw-container cw-page">
        <ErrorState
          message={EarningsTexts.loadFailed}
          retryLabel={EarningsTexts.retry}
          onRetry={() => earnings.refetch()}
          retrying={earnings.isRefetching}
        />
      </div>
    );
  }
  const { overview } = earnings.data;
  const cards = EarningsTexts.cards;

  return (
    <div className="cw-container cw-page">
      <header className="cw-page__header">
        <h1>{EarningsTexts.title}</h1>
        <p className="cw-page__lead">{EarningsTexts.lead}</p>
      </header>
      <section aria-label={EarningsTexts.title} className="cw-grid cw-grid--4" style={{ marginBottom: '1.5rem' }}>
        <Stat label={cards.total} value={formatEuro(overview.totalEarnings)} />
        <Stat
          label={cards.thisMonth}
          value={formatEuro(overview.thisMonth)}
          hint={cards.lastMonth(formatEuro(overview.lastMonth))}
        />
        <Stat label={cards.pending} value={formatEuro(overview.pendingPayments)} hint={cards.pendingHint} />
        <Stat
          label={cards.average}
          value={formatEuro(overview.averagePerProject)}
          hint={cards.completed(overview.completedProjects)}
        />
      </section>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label={EarningsTexts.title}>
        {tab === 'overview' && <MonthlyBreakdown months={earnings.data.monthlyBreakdown} />}
        {tab === 'transactions' && (
          <Transactions earnings={earnings.data} period={period} onPeriod={setPeriod} loading={earnings.isFetching} />
        )}
        {tab === 'invoices' && <InvoiceList lead={EarningsTexts.invoices.creatorLead} />}
      </Tabs>
      <div className="cw-earnings-note">
        <Alert tone="info" title={EarningsTexts.payoutNote}>
          <PayoutRule reader="creator" /> <Link to={`/profile?tab=${PAYOUTS_TAB}`}>{EarningsTexts.bankDetails}</Link>
        </Alert>
      </div>
    </div>
  );
}
