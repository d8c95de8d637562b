import { useQuery } from '@tanstack/react-query';
import { api, type SignUpRole as Role } from '@clipwerk/shell/sdk';
import type { ProvidersAnswer } from '@clipwerk/contracts/identity';
import { buttonClass } from '@clipwerk/ui';

/** Google is offered only when the server says it is configured. */
export function useGoogleConfigured(): boolean {
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: () => api.get<ProvidersAnswer>('/auth/providers', { authRedirect: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data?.providers.google === true;
}

const ROLE_LABEL: Record<Role, string> = { creator: 'Creator', bedrijf: 'Bedrijf' };

/** A full-page navigation to the server's role-specific Google endpoint. */
export function GoogleButton({ role, children }: { role: Role; children?: string }) {
  return (
    <a className={`${buttonClass('secondary', 'md', true)} cw-google-btn`} href={`/api/auth/google/${role}`}>
      {children ?? `Doorgaan met Google als ${ROLE_LABEL[role]}`}
    </a>
  );
}
