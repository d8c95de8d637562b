import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paymentStatusKey, usePaymentStart, usePaymentStatus, useRefreshPaymentStatus } from './payments';
import { installFetch, jsonResponse } from '../test/http';

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const keyOf = (fetchMock: jest.Mock, at: number) =>
  new Headers((fetchMock.mock.calls[at][1] as RequestInit).headers).get('Idempotency-Key');

describe('the payment status', () => {
  it('is one cache entry per project, which a refresh reads again', async () => {
    let paid = false;
    const fetchMock = installFetch({
      'GET /api/payments/projects/p1/status': () => jsonResponse(200, { success: true, data: { finalPaymentCompleted: paid } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const { result } = renderHook(() => ({ status: usePaymentStatus('p1'), refresh: useRefreshPaymentStatus() }), {
      wrapper: wrapperWith(client),
    });
    await waitFor(() => expect(result.current.status.data).toEqual({ finalPaymentCompleted: false }));
    expect(client.getQueryData(paymentStatusKey('p1'))).toEqual({ finalPaymentCompleted: false });
    paid = true;
    await result.current.refresh('p1');
    await waitFor(() => expect(result.current.status.data).toEqual({ finalPaymentCompleted: true }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('usePaymentStart', () => {
  it('sends the same key for a repeated click, another for another method, and a new one after a failure', async () => {
    let refuse = false;
    const fetchMock = installFetch({
      'POST /api/payments/projects/p1/final': () =>
        refuse
          ? jsonResponse(409, { message: 'Het bedrag is gewijzigd' })
          : jsonResponse(200, { success: true, message: 'Gestart', data: { checkoutUrl: '/payment-simulator?x=1' } }),
    });
    const client = new QueryClient();
    const { result } = renderHook(() => usePaymentStart('p1', 'final'), { wrapper: wrapperWith(client) });
    const started = await result.current.start('ideal');
    expect(started).toEqual({ checkoutUrl: '/payment-simulator?x=1', message: 'Gestart' });
    await result.current.start('ideal');
    await result.current.start('card');
    expect(keyOf(fetchMock, 0)).toBe(keyOf(fetchMock, 1));
    expect(keyOf(fetchMock, 2)).not.toBe(keyOf(fetchMock, 0));
    expect(JSON.parse(String((fetchMock.mock.calls[2][1] as RequestInit).body))).toEqual({ method: 'card' });
    refuse = true;
    await expect(result.current.start('ideal')).rejects.toMatchObject({ status: 409 });
    refuse = false;
    await result.current.start('ideal');
    expect(keyOf(fetchMock, 4)).not.toBe(keyOf(fetchMock, 3));
    expect(keyOf(fetchMock, 3)).toBe(keyOf(fetchMock, 0));
  });

  it('starts the deposit at its own address with the same kind of key', async () => {
    const fetchMock = installFetch({
      'POST /api/payments/projects/p1/deposit': { success: true, data: { checkoutUrl: '/payment-simulator?y=1' } },
    });
    const { result } = renderHook(() => usePaymentStart('p1', 'deposit'), { wrapper: wrapperWith(new QueryClient()) });
    expect(await result.current.start('ideal')).toEqual({ checkoutUrl: '/payment-simulator?y=1' });
    expect(keyOf(fetchMock, 0)).toEqual(expect.any(String));
  });
});
