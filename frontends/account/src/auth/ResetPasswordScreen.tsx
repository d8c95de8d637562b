import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '@clipwerk/shell/sdk';
import type { MessageAnswer } from '@clipwerk/contracts/identity';
import { Alert, Button, Card, PasswordField, buttonClass, useForm } from '@clipwerk/ui';
import { validateReset, type ResetValues } from './validation';

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetValues>({ password: '', confirmPassword: '' }, validateReset);

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await api.post<MessageAnswer>('/auth/reset-password', { token, ...values }, { authRedirect: false });
      setDone(answer.message);
    } catch (error) {
      setServerError(errorMessage(error, 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.'));
    }
  });

  return (
    <div className="cw-auth">
      <Card className="cw-auth__card">
        <h1 className="cw-auth__title">Nieuw wachtwoord instellen</h1>
        {!token ? (
          <div className="cw-stack">
            <Alert tone="danger">Deze link is ongeldig of verlopen. Vraag een nieuwe aan.</Alert>
            <Link to="/forgot-password" className={buttonClass('primary', 'md', true)}>
              Nieuwe link aanvragen
            </Link>
          </div>
        ) : done ? (
          <div className="cw-stack">
            <Alert tone="success">{done}</Alert>
            <Link to="/login" className={buttonClass('primary', 'md', true)}>
              Naar inloggen
            </Link>
          </div>
        ) : (
          <>
            <p className="cw-auth__subtitle">Kies een nieuw wachtwoord van minimaal 6 tekens.</p>
            <form className="cw-form" onSubmit={submit} noValidate>
              {serverError && <Alert tone="danger">{serverError}</Alert>}
              <PasswordField label="Nieuw wachtwoord" autoComplete="new-password" required {...form.field('password')} />
              <PasswordField
                label="Bevestig wachtwoord"
                autoComplete="new-password"
                required
                {...form.field('confirmPassword')}
              />
              <Button type="submit" size="lg" block loading={form.submitting}>
                Wachtwoord opslaan
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
