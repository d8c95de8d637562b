// The standard payment terms as payments states them (fee, creator share, hold): texts that state them read these
// figures instead of a constant of their own, so a change of the fee is one value on the server.
import { useQuery } from '@tanstack/react-query';
import { payoutRule } from '@clipwerk/ui';
import type { PaymentTermsAnswer, PaymentTermsBody } from '@clipwerk/contracts/payments';
import type { ProjectTermsAnswer } from '@clipwerk/contracts/projects';
import { api } from './api';

/** The hold comes in minutes (a demo may shorten it) and in payments' words ('7 dagen', '5 minuten'), shown as sent. */
export type PaymentTerms = PaymentTermsBody;

export const paymentTermsKey = ['payments', 'terms'] as const;

/** GET /api/payments/terms (public). The terms change with a deploy at most, so one fetch per page load is enough. */
export function usePaymentTerms() {
  return useQuery({
    queryKey: paymentTermsKey,
    queryFn: async () => (await api.get<PaymentTermsAnswer>('/payments/terms', { authRedirect: false })).data,
    staleTime: Infinity,
  });
}

/** GET /api/projects/terms (public): what every assignment's contract includes (the revision rounds). */
function useProjectTerms() {
  return useQuery({
    queryKey: ['projects', 'terms'],
    queryFn: async () => (await api.get<ProjectTermsAnswer>('/projects/terms', { authRedirect: false })).data,
    staleTime: Infinity,
  });
}

/** Shown in place of a figure until the terms arrive (or when they cannot): the sentence keeps its shape. */
export const TERMS_PLACEHOLDER = '…';

/** One figure of the terms inside a sentence, e.g. <TermsFigure of="creatorSharePercent" />% → "85%". */
export function TermsFigure({ of }: { of: keyof PaymentTerms }) {
  const { data } = usePaymentTerms();
  if (!data) {
    return (
      <span aria-busy="true" aria-label="laden">
        {TERMS_PLACEHOLDER}
      </span>
    );
  }
  return <>{data[of]}</>;
}

/**
 * Fills the figures a written text names, '{feePercent}%', 'binnen {holdPeriod}' or '{revisionRounds}
 * revisierondes', with payments' and projects' terms (the placeholder until both arrive); a text kept as data (an
 * article) states the figures this way, never as its own copy.
 */
export function useTermsText(): (text: string) => string {
  const { data: payments } = usePaymentTerms();
  const { data: projects } = useProjectTerms();
  const figures: Record<string, unknown> | undefined = payments && projects ? { ...payments, ...projects } : undefined;
  return (text) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => {
      if (!figures) return TERMS_PLACEHOLDER;
      return key in figures ? String(figures[key]) : whole;
    });
}

/** The one sentence about when a creator gets paid, with the hold from the terms; told to her as 'je aandeel'. */
export function PayoutRule({ reader = 'anyone' }: { reader?: 'anyone' | 'creator' }) {
  const { data } = usePaymentTerms();
  return <>{payoutRule(data ? data.holdPeriod : TERMS_PLACEHOLDER, reader)}</>;
}
