// Every Dutch text of the analytics page, per role where the two differ.
import type { Period } from '@clipwerk/contracts/analytics';
import { FIGURES } from '@clipwerk/ui';

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
  performance: 'Prestaties',
  responseRate: 'Reactiepercentage',
  completionRate: 'Voltooiingspercentage',
  trendNone: '—',
  trendHint: 't.o.v. vorige periode',
  noData: 'Nog geen gegevens in deze periode.',
  noMoney: 'Nog geen bedragen in deze periode.',
  viewAll: 'Bekijk alles',
  columnViews: 'Weergaven',
  /** Proposals per 100 counted views, shown as a percentage. */
  columnEngagement: 'Conversie',
  views: 'Weergaven',
  monthlyNote: 'Het totaal per maand, in het tempo van deze periode',
  table: 'Opdrachten met de meeste weergaven',
  columnName: 'Opdracht',
};

export const TEXTS = {
  bedrijf: {
    ...SHARED,
    lead: 'Hoe je opdrachten het doen en wat je hebt uitgegeven.',
    projects: FIGURES.activeProjects,
    earnings: 'Totaal uitgegeven',
    earningsNote: 'Aanbetalingen en eindbetalingen in deze periode, min terugbetalingen',
    monthly: 'Maandelijkse uitgaven',
    viewsNote: 'Keren dat je opdrachten zijn bekeken in deze periode (één per bezoeker per dag)',
    chart: 'Uitgaven per maand',
    columnRevenue: 'Uitgegeven',
  },
  creator: {
    ...SHARED,
    lead: 'Hoe je opdrachten het doen en wat je hebt verdiend.',
    projects: FIGURES.completedProjects,
    earnings: 'Totaal verdiend',
    earningsNote: 'Aan jou uitbetaald in deze periode',
    monthly: 'Maandelijkse inkomsten',
    viewsNote: 'Keren dat de opdrachten waarvoor je gekozen bent zijn bekeken in deze periode',
    chart: 'Inkomsten per maand',
    columnRevenue: 'Verdiend',
  },
} as const;

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];
