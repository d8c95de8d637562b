import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import { Button } from '@clipwerk/ui';

export const LOGOUT_EVERYWHERE_TEXTS = {
  button: 'Overal uitloggen',
  explanation: 'Meld je af op al je apparaten, ook op dit apparaat. Handig als je denkt dat iemand anders bij je account kan.',
  done: 'Je bent op al je apparaten uitgelogd',
  failed: 'Uitloggen op al je apparaten is niet gelukt. Probeer het opnieuw.',
};

/** Ends every session of the account on the server, then signs this browser out too. */
export function LogoutEverywhere() {
  const { logout } = useSession();
  const { notify } = useToasts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const logoutEverywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/auth/logout-all');
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, LOGOUT_EVERYWHERE_TEXTS.failed));
      return;
    }
    // This token ended with the rest; logout drops it locally.
    await logout();
    notify(LOGOUT_EVERYWHERE_TEXTS.done, { tone: 'success' });
    navigate('/login');
  };

  return (
    <section className="cw-stack" aria-label={LOGOUT_EVERYWHERE_TEXTS.button}>
      <p className="cw-muted cw-small">{LOGOUT_EVERYWHERE_TEXTS.explanation}</p>
      {error && (
        <p role="alert" className="cw-small">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" loading={busy} onClick={logoutEverywhere}>
          {LOGOUT_EVERYWHERE_TEXTS.button}
        </Button>
      </div>
    </section>
  );
}
