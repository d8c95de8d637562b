import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PayoutRule, TERMS_PLACEHOLDER, TermsFigure } from './terms';
import { installFetch, jsonResponse } from '../test/http';

function Sentence() {
  return (
    <p data-testid="sentence">
      Je houdt <TermsFigure of="creatorSharePercent" />
      %, wij rekenen <TermsFigure of="feePercent" />
      %. <PayoutRule />
    </p>
  );
}

function renderSentence() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Sentence />
    </QueryClientProvider>,
  );
}

describe('payment terms in texts', () => {
  it('states the figures payments sends, not constants of its own, and fetches them once', async () => {
    const fetchMock = installFetch({
      'GET /api/payments/terms': {
        success: true,
        data: { feePercent: 12, creatorSharePercent: 88, holdMinutes: 5, holdPeriod: '5 minuten' },
      },
    });
    renderSentence();
    expect(screen.getByTestId('sentence')).toHaveTextContent(`Je houdt ${TERMS_PLACEHOLDER}%`);
    expect(await screen.findByText(/Je houdt 88%, wij rekenen 12%/)).toBeInTheDocument();
    expect(screen.getByTestId('sentence')).toHaveTextContent('het aandeel van de creator 5 minuten vast');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the placeholder, not a guessed figure, when the terms cannot be loaded', async () => {
    const fetchMock = installFetch({ 'GET /api/payments/terms': jsonResponse(503, { message: 'Niet beschikbaar' }) });
    renderSentence();
    await screen.findByText(/Je houdt/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByTestId('sentence').textContent).toContain(
      `Je houdt ${TERMS_PLACEHOLDER}%, wij rekenen ${TERMS_PLACEHOLDER}%`,
    );
    expect(screen.getByTestId('sentence').textContent).not.toMatch(/\d+%/);
  });
});
