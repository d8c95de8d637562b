// Every Dutch text of the analytics page, per role where the two differ.
import type { Period } from '@clipwerk/contracts/analytics';

export const PERIODS: { id: Period; label: string }[] = [
  { id: '7d', label: '7 dagen' },
  { id: '30d', label: '30 dagen' },
  { id: '90d', label: '90 dagen' },
  { id: '1y', label: '1 jaar' },
];

const SHARED = {
  title: 'Statistieken',
  loading: 'Statistieken worden geladen...',
  error: 'Er is een fout opgetreden bij het laden van de statistieken',
  retry: 'Opnieuw proberen',
  periodGroup: 'Periode',
  rating: 'Gemiddelde beoordeling',
  perMonth: 'gemiddeld per maand',
  viewsValue: (count: number, views: string) => (count === 1 ? `${views} weergave` : `${views} weergaven`),
  bestHint: (name: string) => `beste: ${name}`,
  performance: 'Prestaties',
  responseRate: 'Reactiepercentage',
  completionRate: 'Voltooiingspercentage',
  trendNone: '—',
  trendHint: 't.o.v. vorige periode',
  noData: 'Nog geen gegevens in deze periode.',
  noMoney: 'Nog geen bedragen in deze periode.',
  viewAll: 'Bekijk alles',
  columnViews: 'Weergaven',
  columnEngagement: 'Engagement',
};

export const TEXTS = {
  bedrijf: {
    ...SHARED,
    lead: 'Hoe je opdrachten het doen en wat je hebt uitgegeven.',
    projects: 'Actieve opdrachten',
    earnings: 'Totaal uitgegeven',
    monthly: 'Maandelijkse uitgaven',
    top: 'Best presterende opdrachten',
    chart: 'Uitgaven per maand',
    table: 'Opdrachten met de meeste weergaven',
    columnName: 'Opdracht',
    columnRevenue: 'Uitgegeven',
  },
  creator: {
    ...SHARED,
    lead: 'Hoe je content het doet en wat je hebt verdiend.',
    projects: 'Voltooide opdrachten',
    earnings: 'Totaal verdiend',
    monthly: 'Maandelijkse inkomsten',
    top: 'Best presterende content',
    chart: 'Inkomsten per maand',
    table: 'Content met de meeste weergaven',
    columnName: 'Content',
    columnRevenue: 'Verdiend',
  },
} as const;

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];
