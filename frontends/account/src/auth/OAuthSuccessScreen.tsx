import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import { Spinner } from '@clipwerk/ui';

export const OAUTH_REDIRECT_DELAY_MS = 500;

/** Google return: keep the token, then go to the dashboard after 0.5 s. */
export default function OAuthSuccessScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { adoptToken } = useSession();
  // Read once: the token is consumed and must not be re-read after we navigate on.
  const [token] = useState(() => params.get('token'));

  useEffect(() => {
    if (!token) {
      navigate('/login?error=oauth_failed', { replace: true });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    adoptToken(token).then((user) => {
      if (!active) return;
      if (!user) navigate('/login?error=session_failed', { replace: true });
      else timer = setTimeout(() => navigate('/dashboard', { replace: true }), OAUTH_REDIRECT_DELAY_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token, adoptToken, navigate]);

  return (
    <div className="cw-page-spinner">
      <div style={{ textAlign: 'center' }}>
        <Spinner size="lg" label="" />
        <p style={{ marginTop: '1rem' }}>Inloggen met Google...</p>
      </div>
    </div>
  );
}
