import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '@clipwerk/shell/sdk';
import { payoutRule } from '@clipwerk/ui';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import ProfileScreen from '../profile/ProfileScreen';
import EarningsScreen from './EarningsScreen';
import { EarningsTexts } from './messages';

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const EARNINGS = 'GET /api/analytics/earnings';
const earnings = (overrides: object = {}) => ({
  success: true,
  data: {
    period: 'current-month',
    overview: {
      totalEarnings: 1234.5,
      pendingPayments: 425,
      thisMonth: 425,
      lastMonth: 809.5,
      averagePerProject: 411.5,
      completedProjects: 3,
    },
    transactions: [
      {
        id: 'p1',
        projectId: 'p1',
        projectTitle: 'Unboxing koffiebonen',
        invoice: 'CW-2026-000003',
        invoiceId: 'i3',
        company: 'Koffie & Co BV',
        amount: 425,
        status: 'pending',
        date: '2026-11-20T10:00:00.000Z',
      },
    ],
    transactionCount: 1,
    monthlyBreakdown: [
      { month: '2026-11', projects: 1, earnings: 425, averagePerProject: 425 },
      { month: '2026-10', projects: 2, earnings: 809.5, averagePerProject: 404.75 },
    ],
    ...overrides,
  },
});

const INVOICES = {
  success: true,
  data: {
    invoices: [
      {
        id: 'i3',
        number: 'CW-2026-000003',
        kind: 'payout_statement',
        title: 'Uitbetalingsoverzicht',
        projectId: 'p1',
        projectTitle: 'Unboxing koffiebonen',
        amount: 425,
        issuedAt: '2026-11-20T10:00:00.000Z',
        pdfUrl: '/api/payments/invoices/i3.pdf',
      },
    ],
  },
};

const stat = (label: string) => nbsp(screen.getByText(label).parentElement!.querySelector('.cw-stat__value')!.textContent);
const hint = (label: string) => nbsp(screen.getByText(label).parentElement!.querySelector('.cw-stat__hint')!.textContent);

function showEarnings() {
  renderScreen(<EarningsScreen />, { path: '/earnings', session: fakeSession({ user: creator }) });
}

beforeEach(() => {
  tokenStore.set('test-token', 'session');
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

describe('the earnings page (/earnings)', () => {
  it('shows the four cards and the months exactly as the API sends them', async () => {
    const fetchMock = installFetch({
      [EARNINGS]: earnings(),
      'GET /api/payments/terms': {
        success: true,
        data: { feePercent: 15, creatorSharePercent: 85, holdMinutes: 12_960, holdPeriod: '9 dagen' },
      },
    });
    showEarnings();
    expect(await screen.findByRole('heading', { name: 'Inkomsten' })).toBeInTheDocument();
    expect(stat('Totaal verdiend')).toBe('€ 1.234,50');
    expect(stat('Deze maand')).toBe('€ 425,00');
    expect(hint('Deze maand')).toBe('Vorige maand: € 809,50');
    expect(stat('In afwachting')).toBe('€ 425,00');
    expect(stat('Gemiddeld per opdracht')).toBe('€ 411,50');
    expect(hint('Gemiddeld per opdracht')).toBe('3 voltooide opdrachten');
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/earnings?period=current-month', expect.anything());

    const months = within(screen.getByRole('list', { name: 'Maandelijks overzicht' })).getAllByRole('listitem');
    expect(months.map((month) => nbsp(month.textContent))).toEqual([
      'november 20261 opdracht€ 425,00gem. € 425,00 per opdracht',
      'oktober 20262 opdrachten€ 809,50gem. € 404,75 per opdracht',
    ]);
    // The bar of the highest month is full; the others relative to it.
    const bars = months.map((month) => (month.querySelector('.cw-earnings-bar > span') as HTMLElement).style.width);
    expect(bars[1]).toBe('100%');
    expect(parseFloat(bars[0])).toBeCloseTo((425 / 809.5) * 100, 5);
    // The hold is the one payments sends, not a figure of the page's own.
    expect(await screen.findByText(payoutRule('9 dagen', 'creator'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EarningsTexts.bankDetails })).toHaveAttribute('href', '/profile?tab=uitbetalingen');
  });

  it('says she has no payout account yet, rather than naming a linked one, and links to linking one', async () => {
    installFetch({
      [EARNINGS]: earnings(),
      'GET /api/users/me/stripe/status': {
        success: true,
        data: { status: 'not_connected', statusLabel: 'Niet gekoppeld', accountDetails: null, updatedAt: null },
      },
    });
    showEarnings();
    expect(await screen.findByText(/Je hebt nog geen actieve uitbetalingsrekening \(niet gekoppeld\)/)).toBeInTheDocument();
    expect(screen.queryByText(/naar de gekoppelde rekening/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Uitbetalingsrekening koppelen' })).toHaveAttribute(
      'href',
      '/profile?tab=uitbetalingen',
    );
  });

  it('asks the server for the chosen period and shows its transactions with Dutch statuses; unknown raw, no date N/A', async () => {
    const fetchMock = installFetch({
      [EARNINGS]: (url: string) => {
        const period = new URL(url, 'http://x').searchParams.get('period');
        if (period !== 'last-3-months') return jsonResponse(200, earnings());
        return jsonResponse(
          200,
          earnings({
            period,
            transactions: ['paid', 'processing', 'cancelled', 'on_hold'].map((status, i) => ({
              id: `t${i}`,
              projectId: `t${i}`,
              projectTitle: `Video ${i}`,
              invoice: null,
              invoiceId: null,
              company: 'Koffie & Co BV',
              amount: 100 + i,
              status,
              date: i === 3 ? null : '2026-10-02T10:00:00.000Z',
            })),
            transactionCount: 140,
          }),
        );
      },
    });
    showEarnings();
    fireEvent.click(await screen.findByRole('tab', { name: 'Transacties' }));
    expect(await screen.findByText('Unboxing koffiebonen')).toHaveAttribute('href', '/project-workspace/p1');
    expect(within(screen.getByRole('row', { name: /Unboxing koffiebonen/ })).getByText('In afwachting')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Periode'), { target: { value: 'last-3-months' } });
    expect(await screen.findByText('Video 0')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/analytics/earnings?period=last-3-months', expect.anything());
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4].textContent)).toEqual([
      'Betaald',
      'Wordt verwerkt',
      'Geannuleerd',
      'on_hold',
    ]);
    expect(within(rows[3]).getAllByRole('cell')[5]).toHaveTextContent('N/A');
    expect(nbsp(within(rows[1]).getAllByRole('cell')[3].textContent)).toBe('€ 101,00');
    expect(screen.getByText(EarningsTexts.transactions.shownOf(4, 140))).toBeInTheDocument();
  });

  it('exports the chosen period as CSV with the session’s token', async () => {
    const fetchMock = installFetch({
      [EARNINGS]: earnings(),
      'GET /api/payments/creator/earnings.csv': {
        status: 200,
        text: async () => '',
        blob: async () => new Blob(['x']),
        ok: true,
      } as unknown as Response,
    });
    showEarnings();
    fireEvent.click(await screen.findByRole('tab', { name: 'Transacties' }));
    fireEvent.change(await screen.findByLabelText('Periode'), { target: { value: 'last-month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporteer CSV' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/payments/creator/earnings.csv?period=last-month', {
        headers: { Authorization: 'Bearer test-token' },
      }),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('lists her payout statements under Facturen and opens the PDF', async () => {
    const fetchMock = installFetch({
      [EARNINGS]: earnings(),
      'GET /api/payments/invoices': INVOICES,
      'GET /api/payments/invoices/i3.pdf': {
        status: 200,
        ok: true,
        text: async () => '',
        blob: async () => new Blob(['%PDF']),
      } as unknown as Response,
    });
    showEarnings();
    fireEvent.click(await screen.findByRole('tab', { name: 'Facturen' }));
    const list = await screen.findByTestId('invoice-list');
    expect(within(list).getByText('CW-2026-000003')).toBeInTheDocument();
    expect(within(list).getByText('Uitbetalingsoverzicht')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Download PDF CW-2026-000003' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/payments/invoices/i3.pdf', {
        headers: { Authorization: 'Bearer test-token' },
      }),
    );
  });

  it('says so in Dutch when the earnings cannot be loaded, and retries', async () => {
    let calls = 0;
    installFetch({ [EARNINGS]: () => (++calls === 1 ? jsonResponse(500, {}) : jsonResponse(200, earnings())) });
    showEarnings();
    expect(await screen.findByText(EarningsTexts.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Totaal verdiend')).toBeInTheDocument();
  });
});

describe('the company’s Facturen tab in the profile', () => {
  it('lists the company’s invoices from /profile?tab=facturen', async () => {
    installFetch({
      'GET /api/payments/invoices': {
        success: true,
        data: { invoices: [{ ...INVOICES.data.invoices[0], kind: 'final', title: 'Factuur eindbetaling', amount: 250 }] },
      },
    });
    renderScreen(<ProfileScreen />, { path: '/profile?tab=facturen', session: fakeSession({ user: company }) });
    const list = await screen.findByTestId('invoice-list');
    expect(within(list).getByText('Factuur eindbetaling')).toBeInTheDocument();
    expect(within(list).getByText(EarningsTexts.invoices.companyLead)).toBeInTheDocument();
    expect(nbsp(within(list).getAllByRole('cell')[4].textContent)).toBe('€ 250,00');
  });
});
