/** Seven days after approval the final payment is due; the company is reminded before, the creator told after. */
export const DEFAULT_FINAL_PAYMENT_DUE_MINUTES = 7 * 24 * 60;

export const finalPaymentDueAt = (approvedAt: Date, dueMinutes: number) => new Date(approvedAt.getTime() + dueMinutes * 60_000);
