// Figures stated in the legal texts. The fee, the creator's share, the deposit's share and the hold are payments'
// terms, read on the page (TermsFigure, PayoutRule), so every screen states the same.
export { CONTACT } from '@clipwerk/ui';

export const TERMS_VERSION = { version: '2.0', date: '9 september 2025' };
export const PRIVACY_VERSION = { version: '1.0', date: '9 september 2025' };

export const VIDEO_PRICES = [
  { length: '15 seconden', price: 64 },
  { length: '30 seconden', price: 84 },
  { length: '60 seconden', price: 104 },
];
export const COMPETITOR_DISCOUNT_EUR = 15;

export const MINIMUM_AGE = 18;
export const REFUND_WORKING_DAYS = '5 tot 10 werkdagen';
export const DISPUTE_STEPS = {
  mediationHours: 48,
  decisionWorkingDays: 5,
  appealDays: 14,
  evidenceDays: 7,
};
export const NOTICE_DAYS = { terms: 30, prices: 60 };
export const SERVICE = { supportHours: 24, uptimePercent: 99, maintenanceHours: 4, maintenanceNoticeHours: 24 };

// Periods no context keeps or purges: log files and back-ups are kept by whoever runs the product, so they are the
// operator's promise, stated here. Every other period is sent by the context whose purge goes by it.
export const OPERATOR_RETENTION = {
  logs: { subject: 'Logbestanden', period: '1 jaar' },
  backups: { subject: 'Back-ups', period: '90 dagen' },
};

export const RETENTION_TEXTS = {
  loading: 'Bewaartermijnen laden…',
  failed: 'Niet alle bewaartermijnen konden worden geladen. Vernieuw de pagina om het opnieuw te proberen.',
};
export const PRIVACY_RESPONSE_DAYS = 30;
export const COOKIES = [
  { name: 'session', purpose: 'Houdt je sessie bij terwijl je de website gebruikt.' },
  { name: 'token', purpose: 'Houdt je ingelogd (bij ‘Onthoud mij’ ook na het sluiten van je browser).' },
  { name: 'preferences', purpose: 'Onthoudt je voorkeuren, zoals taal en weergave.' },
  { name: 'consent', purpose: 'Onthoudt welke toestemming je voor cookies hebt gegeven.' },
];
