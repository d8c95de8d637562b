import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { CardPaymentDialog, type CardPayment } from './CardPaymentDialog';
import { TEXTS } from '../shared/texts';
import { aCardIntent } from '../test/renderScreen';

// Stripe's script comes from Stripe's servers; the test stands in for it at the package boundary.
const confirmPayment = jest.fn();
const loadStripe = jest.fn((key: string) => Promise.resolve({ key }));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string; locale: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret} data-locale={options.locale}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="stripe-fields" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

const realCard = (overrides: Partial<CardPayment> = {}): CardPayment => ({
  projectId: 'p1',
  kind: 'final',
  ...aCardIntent({ paymentId: 'pay-1', clientSecret: 'pi_3Abc_secret_xyz', publishableKey: 'pk_test_clipwerk', amount: 170.01 }),
  ...overrides,
});

describe('CardPaymentDialog with a real card intent', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    loadStripe.mockClear();
  });

  it("shows Stripe's own fields, loaded with the key and client secret payments sent, in Dutch", async () => {
    render(<CardPaymentDialog payment={realCard()} onPaid={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByTestId('stripe-fields')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_clipwerk');
    expect(screen.getByTestId('elements')).toHaveAttribute('data-client-secret', 'pi_3Abc_secret_xyz');
    expect(screen.getByTestId('elements')).toHaveAttribute('data-locale', 'nl');
    expect(screen.queryByText(TEXTS.cardUnavailable)).not.toBeInTheDocument();
  });

  it('confirms in the page (no redirect unless the method needs one) and reports the payment', async () => {
    confirmPayment.mockResolvedValue({});
    const onPaid = jest.fn();
    render(<CardPaymentDialog payment={realCard()} onPaid={onPaid} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Betaal/ }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
  });

  it("shows Stripe's refusal and stays open, so the payer can try another card", async () => {
    confirmPayment.mockResolvedValue({ error: { message: 'Je kaart is geweigerd.' } });
    const onPaid = jest.fn();
    render(<CardPaymentDialog payment={realCard()} onPaid={onPaid} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Betaal/ }));
    expect(await screen.findByText('Je kaart is geweigerd.')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByTestId('stripe-fields')).toBeInTheDocument();
  });

  it('without a publishable key a real intent cannot be confirmed here: it says so and points to iDEAL', () => {
    render(<CardPaymentDialog payment={realCard({ publishableKey: null })} onPaid={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByText(TEXTS.cardUnavailable)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
