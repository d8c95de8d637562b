import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, errorMessage, useSession, useToasts } from '@clipwerk/shell/sdk';
import { Button, Modal, PasswordField, TextField } from '@clipwerk/ui';
import type { MessageAnswer } from '@clipwerk/contracts/identity';

export const DELETE_ACCOUNT_TEXTS = {
  title: 'Account verwijderen',
  explanation:
    'Je profiel, portfolio en bestanden worden verwijderd en je wordt overal uitgelogd. In gesprekken en opdrachten heet je voortaan ‘Verwijderd account’. Facturen bewaren we zoals de wet vraagt, zonder je naam.',
  open: 'Account verwijderen…',
  confirmLead: 'Dit kan niet ongedaan worden gemaakt.',
  passwordLabel: 'Je wachtwoord',
  emailLabel: 'Je e-mailadres',
  confirm: 'Definitief verwijderen',
  cancel: 'Annuleren',
  failed: 'Je account kon niet worden verwijderd. Probeer het opnieuw.',
};

/** Deletes the account after confirmation with the password (or, for a Google account, the e-mail address). */
export function DeleteAccount() {
  const { user, logout } = useSession();
  const { notify } = useToasts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withPassword = user?.hasPassword !== false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.request<MessageAnswer>('/users/me', {
        method: 'DELETE',
        body: withPassword ? { password: secret } : { email: secret },
        // A wrong password answers 403 here, not "session ended".
        authRedirect: false,
      });
      await logout();
      notify(answer.message, { tone: 'success' });
      navigate('/');
    } catch (failure) {
      setError(errorMessage(failure, DELETE_ACCOUNT_TEXTS.failed));
      setBusy(false);
    }
  }

  return (
    <section className="cw-stack" aria-label={DELETE_ACCOUNT_TEXTS.title}>
      <h2 className="cw-card__title">{DELETE_ACCOUNT_TEXTS.title}</h2>
      <p className="cw-muted cw-small">{DELETE_ACCOUNT_TEXTS.explanation}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {DELETE_ACCOUNT_TEXTS.open}
        </Button>
      </div>
      <Modal open={open} title={DELETE_ACCOUNT_TEXTS.title} onClose={() => !busy && setOpen(false)} size="sm">
        <form className="cw-stack" onSubmit={submit}>
          <p>{DELETE_ACCOUNT_TEXTS.confirmLead}</p>
          {withPassword ? (
            <PasswordField
              label={DELETE_ACCOUNT_TEXTS.passwordLabel}
              value={secret}
              autoComplete="current-password"
              required
              error={error ?? undefined}
              onChange={(event) => setSecret(event.target.value)}
            />
          ) : (
            <TextField
              label={DELETE_ACCOUNT_TEXTS.emailLabel}
              type="email"
              value={secret}
              required
              error={error ?? undefined}
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
          <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              {DELETE_ACCOUNT_TEXTS.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={busy} disabled={secret.trim() === ''}>
              {DELETE_ACCOUNT_TEXTS.confirm}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
