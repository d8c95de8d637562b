// Calls of the earnings page: payments computes every figure; the page shows them as they come.
import { API_BASE, ApiError, api, tokenStore } from '@clipwerk/shell/sdk';
import type { EarningsAnswer, EarningsBody, EarningsPeriod, InvoiceBody, InvoicesAnswer } from '@clipwerk/contracts/payments';

export type { EarningsPeriod };
export type Earnings = EarningsBody;
export type Invoice = InvoiceBody;

/** The earnings page reads the analytics call (answered by payments with the same figures). */
export async function fetchEarnings(period: EarningsPeriod): Promise<Earnings> {
  return (await api.get<EarningsAnswer>('/analytics/earnings', { query: { period } })).data;
}

/** The creator's total as payments settled it, for the dashboard and 'Mijn actieve opdrachten'. */
export async function fetchTotalEarnings(): Promise<number> {
  return (await api.get<EarningsAnswer>('/payments/creator/earnings', { query: { period: 'current-month' } })).data.overview
    .totalEarnings;
}

export async function fetchInvoices(): Promise<Invoice[]> {
  return (await api.get<InvoicesAnswer>('/payments/invoices')).data.invoices;
}

/** A file of ours that needs the session's token (a plain link cannot send it): fetched, then handed to the browser. */
async function fetchFile(path: string): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(path.startsWith('/api/') ? path : `${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'download');
  return response.blob();
}

const BLOB_URL_LIFETIME_MS = 1000;

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

export async function downloadEarningsCsv(period: EarningsPeriod): Promise<void> {
  saveBlob(await fetchFile(`/payments/creator/earnings.csv?period=${period}`), `clipwerk-inkomsten-${period}.csv`);
}

export async function downloadInvoicePdf(invoice: Pick<Invoice, 'pdfUrl' | 'number'>): Promise<void> {
  saveBlob(await fetchFile(invoice.pdfUrl), `${invoice.number}.pdf`);
}
