import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage, useSession } from '@clipwerk/shell/sdk';
import { Alert, Button, Card, Checkbox, PasswordField, TextField, useForm } from '@clipwerk/ui';
import { bannerFromQuery } from './banners';
import { GoogleButton, useGoogleConfigured } from './GoogleButtons';
import { forgetJustRegistered } from '../dashboard/welcome';
import { validateLogin, type LoginValues } from './validation';

export const LOGIN_TEXTS = {
  wrongCredentials: 'Ongeldig e-mailadres of wachtwoord',
  failed: 'Er is een fout opgetreden. Probeer het opnieuw.',
} as const;

export default function LoginScreen() {
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const googleConfigured = useGoogleConfigured();
  const [remember, setRemember] = useState(true);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginValues>({ email: '', password: '' }, validateLogin);
  const banner = bannerFromQuery(params, 'login');

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login({ email: values.email.trim(), password: values.password }, { remember });
      forgetJustRegistered();
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from ?? '/dashboard', { replace: true });
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.status === 401
          ? LOGIN_TEXTS.wrongCredentials
          : errorMessage(error, LOGIN_TEXTS.failed),
      );
    }
  });

  return (
    <div className="cw-auth">
      <Card className="cw-auth__card">
        <h1 className="cw-auth__title">Welkom terug</h1>
        <p className="cw-auth__subtitle">Log in op je Clipwerk-account</p>
        <form className="cw-form" onSubmit={submit} noValidate>
          {banner && <Alert tone={banner.tone}>{banner.text}</Alert>}
          {serverError && <Alert tone="danger">{serverError}</Alert>}
          <TextField label="E-mailadres" type="email" autoComplete="email" required {...form.field('email')} />
          <PasswordField label="Wachtwoord" autoComplete="current-password" required {...form.field('password')} />
          <div className="cw-auth__split">
            <Checkbox
              label="Onthoud mij"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <Link to="/forgot-password" className="cw-small">
              Wachtwoord vergeten?
            </Link>
          </div>
          <Button type="submit" size="lg" block loading={form.submitting}>
            Inloggen
          </Button>
          {googleConfigured && (
            <>
              <div className="cw-auth__divider">of</div>
              <GoogleButton role="creator">Inloggen met Google als creator</GoogleButton>
              <GoogleButton role="bedrijf">Inloggen met Google als bedrijf</GoogleButton>
            </>
          )}
        </form>
        <p className="cw-auth__footer">
          Nog geen account? <Link to="/register">Meld je gratis aan</Link>
        </p>
      </Card>
    </div>
  );
}
