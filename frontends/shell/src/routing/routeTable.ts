// The full route table (with the password reset pair), in one place.
// `access`: public, guest (signed-out only), auth (any signed-in user) or a list of allowed roles.
import { matchRoutes } from 'react-router-dom';
import type { Role } from '@clipwerk/shell/sdk';

export type Access = 'public' | 'guest' | 'auth' | readonly Role[];

export type Screen =
  /** The landing's hero is the shell's own (a light first load of /); the sections below it come from the marketplace remote. */
  | { kind: 'landing' }
  | { kind: 'remote'; remote: 'account' | 'marketplace' | 'workspace' | 'messaging' | 'analytics'; module: string }
  /** Screens that later remotes build; until then a tidy "Binnenkort beschikbaar" page. */
  | { kind: 'soon'; description: string };

export interface RouteDef {
  path: string;
  access: Access;
  title: string;
  screen: Screen;
}

const account = (module: string): Screen => ({ kind: 'remote', remote: 'account', module });
const marketplace = (module: string): Screen => ({ kind: 'remote', remote: 'marketplace', module });
const workspace = (module: string): Screen => ({ kind: 'remote', remote: 'workspace', module });
const messaging = (module: string): Screen => ({ kind: 'remote', remote: 'messaging', module });
const analytics = (module: string): Screen => ({ kind: 'remote', remote: 'analytics', module });
const COMPANY: readonly Role[] = ['bedrijf'];
const CREATOR: readonly Role[] = ['creator'];
const SUPPORT: readonly Role[] = ['support'];

/** The knowledge pages (the marketplace draws them), also the header's 'Kennisbank' list. */
export const KNOWLEDGE_PAGES: ReadonlyArray<[string, string]> = [
  ['/wat-is-ugc', 'Wat is UGC?'],
  ['/ugc-voorbeelden', 'UGC-voorbeelden'],
  ['/ugc-marketing-strategie', 'UGC-marketingstrategie'],
  ['/ugc-vs-influencer-marketing', 'UGC vs. influencer marketing'],
  ['/ugc-campagne-opzetten', 'UGC-campagne opzetten'],
  ['/ugc-tips-creators', 'UGC-tips voor creators'],
  ['/ugc-trends-2024', 'UGC-trends 2026'],
  ['/ugc-prijzen', 'UGC-prijzen'],
  ['/ugc-bureau', 'UGC-bureau'],
  ['/ugc-content-creators', 'Word creator'],
  ['/resources', 'Kennisbank'],
  ['/community', 'Voor creators en merken'],
  ['/help', 'Help'],
  ['/contact', 'Contact'],
];

export const ROUTES: readonly RouteDef[] = [
  { path: '/', access: 'public', title: 'UGC-video’s van echte creators', screen: { kind: 'landing' } },
  { path: '/login', access: 'guest', title: 'Inloggen', screen: account('Login') },
  { path: '/register', access: 'guest', title: 'Account aanmaken', screen: account('Register') },
  { path: '/forgot-password', access: 'guest', title: 'Wachtwoord vergeten', screen: account('ForgotPassword') },
  { path: '/reset-password', access: 'public', title: 'Nieuw wachtwoord instellen', screen: account('ResetPassword') },
  { path: '/oauth-success', access: 'public', title: 'Inloggen met Google', screen: account('OAuthSuccess') },
  { path: '/dashboard', access: 'auth', title: 'Dashboard', screen: account('Dashboard') },
  { path: '/profile', access: 'auth', title: 'Mijn profiel', screen: account('Profile') },
  // The simulated payout provider's onboarding: the creator whose account it is.
  { path: '/payout-onboarding', access: CREATOR, title: 'Bankrekening koppelen', screen: account('PayoutOnboarding') },
  { path: '/algemene-voorwaarden', access: 'public', title: 'Algemene voorwaarden', screen: account('Terms') },
  { path: '/privacy-policy', access: 'public', title: 'Privacybeleid', screen: account('Privacy') },

  { path: '/projects', access: 'public', title: 'Opdrachten', screen: marketplace('Projects') },
  { path: '/projects/create', access: COMPANY, title: 'Opdracht plaatsen', screen: marketplace('CreateProject') },
  { path: '/projects/:id', access: 'public', title: 'Opdracht', screen: marketplace('ProjectDetail') },
  { path: '/projects/:id/proposals', access: COMPANY, title: 'Voorstellen', screen: marketplace('Proposals') },
  { path: '/projects/:id/edit', access: COMPANY, title: 'Opdracht bewerken', screen: marketplace('EditProject') },
  { path: '/projects/:projectId/payment', access: COMPANY, title: 'Aanbetaling', screen: marketplace('Deposit') },
  { path: '/project/:projectId/approve-payment', access: COMPANY, title: 'Eindbetaling', screen: marketplace('FinalPayment') },
  { path: '/my-projects', access: COMPANY, title: 'Mijn opdrachten', screen: marketplace('MyProjects') },
  { path: '/creators', access: 'public', title: 'Creators', screen: marketplace('Creators') },
  { path: '/creators/:id', access: 'public', title: 'Creator', screen: marketplace('CreatorProfile') },
  { path: '/creator/:id', access: 'public', title: 'Creator', screen: marketplace('CreatorProfile') },
  { path: '/analytics', access: 'auth', title: 'Statistieken', screen: analytics('Analytics') },
  { path: '/earnings', access: CREATOR, title: 'Inkomsten', screen: account('Earnings') },
  // Support's desk: the disputes it decides (docs/api/disputes.md).
  { path: '/support', access: SUPPORT, title: 'Geschillen', screen: account('SupportDesk') },
  { path: '/messages', access: 'auth', title: 'Berichten', screen: messaging('Inbox') },
  { path: '/my-active-projects', access: CREATOR, title: 'Mijn actieve opdrachten', screen: workspace('MyActiveProjects') },
  { path: '/project-workspace/:projectId', access: 'auth', title: 'Werkruimte', screen: workspace('ProjectWorkspace') },
  { path: '/payment-success', access: 'public', title: 'Betaling geslaagd', screen: marketplace('PaymentSuccess') },
  // The simulated checkout of the payments service (services/payments/README.md): the paying company only.
  { path: '/payment-simulator', access: COMPANY, title: 'Testbetaling', screen: marketplace('PaymentSimulator') },
  { path: '/payment-cancel', access: 'public', title: 'Betaling geannuleerd', screen: marketplace('PaymentCancel') },
  ...KNOWLEDGE_PAGES.map(([path, title]): RouteDef => ({
    path,
    access: 'public',
    title,
    screen: marketplace('Knowledge'),
  })),
];

/** Unknown paths go to the landing page. */
export const FALLBACK_PATH = '/';

/** The route of an address, ranked as the router ranks (`/projects/create` before `/projects/:id`). */
export function routeAt(pathname: string): RouteDef | undefined {
  return matchRoutes([...ROUTES], pathname)?.[0]?.route;
}

/** The screen an address shows. */
export const screenAt = (pathname: string): Screen | undefined => routeAt(pathname)?.screen;

/** Whether a signed-in user of `role` may open a route of `access`. */
export const allows = (access: Access, role: Role): boolean =>
  access === 'public' || access === 'auth' || (access !== 'guest' && access.includes(role));
