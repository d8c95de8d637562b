import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, EmptyState, ErrorState, PageSpinner, formatDateShort, formatEuro } from '@clipwerk/ui';
import { downloadInvoicePdf, fetchInvoices, type Invoice } from './earningsApi';
import { EarningsTexts } from './messages';
import './earnings.css';

const texts = EarningsTexts.invoices;

/** The signed-in party's invoices (a company) or payout statements (a creator), each with its PDF. */
export function InvoiceList({ lead }: { lead: string }) {
  const invoices = useQuery({ queryKey: ['account', 'invoices'], queryFn: fetchInvoices });
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  if (invoices.isLoading) return <PageSpinner />;
  if (invoices.error || !invoices.data) {
    return <ErrorState message={texts.loadFailed} onRetry={() => invoices.refetch()} retrying={invoices.isRefetching} />;
  }

  async function open(invoice: Invoice) {
    setFailure(null);
    setOpening(invoice.id);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      setFailure(texts.downloadFailed);
    } finally {
      setOpening(null);
    }
  }

  return (
    <div className="cw-stack" data-testid="invoice-list">
      <p className="cw-muted">{lead}</p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {invoices.data.length === 0 ? (
        <EmptyState title={texts.title} description={texts.empty} />
      ) : (
        <div className="cw-earnings-table" role="table" aria-label={texts.title}>
          <div className="cw-earnings-table__row cw-earnings-table__head" role="row">
            <span role="columnheader">{texts.columns.number}</span>
            <span role="columnheader">{texts.columns.document}</span>
            <span role="columnheader">{texts.columns.project}</span>
            <span role="columnheader">{texts.columns.date}</span>
            <span role="columnheader" className="cw-earnings-table__amount">
              {texts.columns.amount}
            </span>
            <span role="columnheader" />
          </div>
          {invoices.data.map((invoice) => (
            <div className="cw-earnings-table__row" role="row" key={invoice.id}>
              <span role="cell">{invoice.number}</span>
              <span role="cell">{invoice.title}</span>
              <span role="cell">{invoice.projectTitle}</span>
              <span role="cell">{formatDateShort(invoice.issuedAt)}</span>
              <span role="cell" className="cw-earnings-table__amount">
                {formatEuro(invoice.amount)}
              </span>
              <span role="cell">
                <Button
                  size="sm"
                  variant="secondary"
                  loading={opening === invoice.id}
                  onClick={() => open(invoice)}
                  aria-label={`${texts.download} ${invoice.number}`}
                >
                  {texts.download}
                </Button>
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
