// Every Dutch text of the analytics page, per role where the two differ.
import type { Period } from '@clipwerk/contracts/analytics';

export const PERIODS: { id: Period; label: string }[] = [
  { id: '7d', label: '7 dagen' },
  { id: '30d', label: '30 dagen' },
  { id: '90d', label: '90 dagen' },
  { id: '1y', label: '1 jaar' },
];

const SHARED = {
  title: 'Analytics',
  loading: 'Analytics worden geladen...',
  error: 'Er is een fout opgetreden bij het laden van analytics data',
  retry: 'Opnieuw proberen',
  periodGroup: 'Periode',
  rating: 'Gemiddelde Beoordeling',
  perMonth: 'gemiddeld per maand',
  viewsValue: (views: string) => `${views} weergaven`,
  bestHint: (name: string) => `beste: ${name}`,
  performance: 'Prestaties',
  responseRate: 'Reactiepercentage',
  completionRate: 'Voltooiingspercentage',
  trendNone: '—',
  trendHint: 't.o.v. vorige periode',
  noData: 'Nog geen gegevens in deze periode.',
  viewAll: 'Bekijk alles',
  columnViews: 'Weergaven',
  columnEngagement: 'Engagement',
};

export const TEXTS = {
  bedrijf: {
    ...SHARED,
    lead: 'Hoe je opdrachten het doen en wat je hebt uitgegeven.',
    projects: 'Actieve Opdrachten',
    earnings: 'Totaal Uitgegeven',
    monthly: 'Maandelijkse Uitgaven',
    top: 'Top Performing Opdrachten',
    chart: 'Uitgaven per maand',
    table: 'Opdrachten met de meeste weergaven',
    columnName: 'Opdracht',
    columnRevenue: 'Uitgegeven',
  },
  creator: {
    ...SHARED,
    lead: 'Hoe je content het doet en wat je hebt verdiend.',
    projects: 'Voltooide Projecten',
    earnings: 'Totaal Verdiend',
    monthly: 'Maandelijkse Inkomsten',
    top: 'Best Presterende Content',
    chart: 'Inkomsten per maand',
    table: 'Content met de meeste weergaven',
    columnName: 'Content',
    columnRevenue: 'Verdiend',
  },
} as const;

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];
