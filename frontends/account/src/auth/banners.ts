// Banners from the `error` and `message` query parameters of /login and /register, one fixed text each.

export type AuthPage = 'login' | 'register';

export interface Banner {
  tone: 'danger' | 'info';
  text: string;
}

const OAUTH_FAILED: Record<AuthPage, string> = {
  login: 'Inloggen met Google mislukt. Probeer het opnieuw.',
  register: 'Google registratie mislukt. Probeer het opnieuw.',
};

export function bannerFromQuery(params: URLSearchParams, page: AuthPage): Banner | null {
  const error = params.get('error');
  const message = params.get('message'); // URLSearchParams already decodes it
  if (error === 'role_mismatch') return { tone: 'danger', text: message || OAUTH_FAILED[page] };
  if (error === 'oauth_failed') return { tone: 'danger', text: OAUTH_FAILED[page] };
  if (error === 'session_failed') return { tone: 'danger', text: 'Sessie fout. Probeer het opnieuw.' };
  if (error) return { tone: 'danger', text: message || 'Er is een fout opgetreden. Probeer het opnieuw.' };
  if (message) return { tone: 'info', text: message };
  return null;
}
