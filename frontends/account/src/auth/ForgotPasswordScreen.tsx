import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, errorMessage } from '@clipwerk/shell/sdk';
import type { MessageAnswer } from '@clipwerk/contracts/identity';
import { Alert, Button, Card, TextField, useForm } from '@clipwerk/ui';
import { emailError } from './validation';

export default function ForgotPasswordScreen() {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ email: '' }, (values) => {
    const error = emailError(values.email);
    return error ? { email: error } : {};
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      // Always the same text, whether or not the address has an account.
      const answer = await api.post<MessageAnswer>('/auth/forgot-password', { email: email.trim() }, { authRedirect: false });
      setSent(answer.message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <div className="cw-auth">
      <Card className="cw-auth__card">
        <h1 className="cw-auth__title">Wachtwoord vergeten</h1>
        <p className="cw-auth__subtitle">Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord in te stellen.</p>
        {sent ? (
          <div className="cw-stack">
            <Alert tone="success">{sent}</Alert>
            <Link to="/login">Terug naar inloggen</Link>
          </div>
        ) : (
          <form className="cw-form" onSubmit={submit} noValidate>
            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <TextField label="E-mailadres" type="email" autoComplete="email" required {...form.field('email')} />
            <Button type="submit" size="lg" block loading={form.submitting}>
              Verstuur resetlink
            </Button>
          </form>
        )}
        <p className="cw-auth__footer">
          Weet je het weer? <Link to="/login">Inloggen</Link>
        </p>
      </Card>
    </div>
  );
}
