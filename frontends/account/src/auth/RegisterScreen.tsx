import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage, useSession, type SignUpRole as Role } from '@clipwerk/shell/sdk';
import {
  Alert,
  Button,
  Card,
  COMPANY_SIZES,
  Icon,
  INDUSTRIES,
  PasswordField,
  Select,
  TextArea,
  TextField,
  useForm,
  type FieldErrors,
} from '@clipwerk/ui';
import { bannerFromQuery } from './banners';
import { GoogleButton, useGoogleConfigured } from './GoogleButtons';
import { markJustRegistered } from '../dashboard/welcome';
import { validateRegistration, type CompanyRegistration, type CreatorRegistration } from './validation';

export const REGISTER_FAILED = 'Er is een fout opgetreden bij het aanmelden';

const isRole = (value: string | null): value is Role => value === 'creator' || value === 'bedrijf';

function RoleChoice({ onChoose }: { onChoose: (role: Role) => void }) {
  return (
    <>
      <h1 className="cw-auth__title">Maak je gratis account</h1>
      <p className="cw-auth__subtitle">Hoe wil je Clipwerk gebruiken?</p>
      <div className="cw-role-grid">
        <button type="button" className="cw-role-card" onClick={() => onChoose('bedrijf')}>
          <span className="cw-role-card__icon">
            <Icon name="building" size={26} />
          </span>
          <strong>Ik ben een bedrijf</strong>
          <span className="cw-muted">Plaats opdrachten en ontvang authentieke video’s van creators.</span>
        </button>
        <button type="button" className="cw-role-card" onClick={() => onChoose('creator')}>
          <span className="cw-role-card__icon">
            <Icon name="film" size={26} />
          </span>
          <strong>Ik ben een creator</strong>
          <span className="cw-muted">Vind betaalde opdrachten van merken en bouw je portfolio op.</span>
        </button>
      </div>
    </>
  );
}

type Values = CreatorRegistration & CompanyRegistration;

const EMPTY: Values = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phoneNumber: '',
  bio: '',
  companyName: '',
  contactPerson: '',
  companySize: '',
  industry: '',
};

const FIELDS_BY_ROLE: Record<Role, Array<keyof Values>> = {
  creator: ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'bio'],
  bedrijf: ['email', 'password', 'confirmPassword', 'companyName', 'contactPerson', 'companySize', 'industry'],
};

function RegistrationForm({ role, onBack }: { role: Role; onBack: () => void }) {
  const { register } = useSession();
  const navigate = useNavigate();
  const googleConfigured = useGoogleConfigured();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>(EMPTY, (values) => validateRegistration(role, values));
  const f = form.field;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const payload = Object.fromEntries(
      FIELDS_BY_ROLE[role].map((name) => [name, name.toLowerCase().includes('password') ? values[name] : values[name].trim()]),
    );
    try {
      await register({ ...payload, role });
      markJustRegistered();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setServerError(errorMessage(error, REGISTER_FAILED));
      if (error instanceof ApiError && error.errors.length > 0) {
        const fieldErrors: FieldErrors<Values> = {};
        for (const item of error.errors)
          if (item.field && item.field in EMPTY) fieldErrors[item.field as keyof Values] = item.message;
        form.setErrors(fieldErrors);
      }
    }
  });

  return (
    <>
      <button type="button" className="cw-btn cw-btn--ghost cw-btn--sm" onClick={onBack}>
        ← Kies een andere rol
      </button>
      <h1 className="cw-auth__title" style={{ marginTop: '0.75rem' }}>
        {role === 'creator' ? 'Aanmelden als creator' : 'Aanmelden als bedrijf'}
      </h1>
      <p className="cw-auth__subtitle">
        {role === 'creator' ? 'Vertel bedrijven wie je bent.' : 'Vertel creators wie jullie zijn.'}
      </p>
      <form className="cw-form" onSubmit={submit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        {role === 'creator' ? (
          <>
            <div className="cw-form__row">
              <TextField label="Voornaam" autoComplete="given-name" required {...f('firstName')} />
              <TextField label="Achternaam" autoComplete="family-name" required {...f('lastName')} />
            </div>
            <div className="cw-form__row">
              <TextField
                label="Geboortedatum"
                type="date"
                autoComplete="bday"
                required
                hint="Je moet minimaal 18 jaar zijn."
                {...f('dateOfBirth')}
              />
              <TextField label="Telefoonnummer" type="tel" autoComplete="tel" required {...f('phoneNumber')} />
            </div>
          </>
        ) : (
          <>
            <div className="cw-form__row">
              <TextField label="Bedrijfsnaam" autoComplete="organization" required {...f('companyName')} />
              <TextField label="Contactpersoon" autoComplete="name" required {...f('contactPerson')} />
            </div>
            <div className="cw-form__row">
              <Select
                label="Bedrijfsgrootte"
                required
                options={COMPANY_SIZES}
                placeholder="Kies een grootte"
                {...f('companySize')}
              />
              <Select label="Branche" required options={INDUSTRIES} placeholder="Kies een branche" {...f('industry')} />
            </div>
          </>
        )}
        <TextField label="E-mailadres" type="email" autoComplete="email" required {...f('email')} />
        <div className="cw-form__row">
          <PasswordField label="Wachtwoord" autoComplete="new-password" hint="Minimaal 6 tekens" required {...f('password')} />
          <PasswordField label="Bevestig wachtwoord" autoComplete="new-password" required {...f('confirmPassword')} />
        </div>
        {role === 'creator' && (
          <TextArea label="Bio" rows={4} placeholder="Wat voor content maak je, en voor wie?" required {...f('bio')} />
        )}
        <p className="cw-small cw-muted" style={{ margin: 0 }}>
          Door je aan te melden ga je akkoord met de <Link to="/algemene-voorwaarden">Algemene voorwaarden</Link> en het{' '}
          <Link to="/privacy-policy">Privacybeleid</Link>.
        </p>
        <Button type="submit" size="lg" block loading={form.submitting}>
          Account aanmaken
        </Button>
        {googleConfigured && (
          <>
            <div className="cw-auth__divider">of</div>
            <GoogleButton role={role}>Aanmelden met Google</GoogleButton>
          </>
        )}
      </form>
    </>
  );
}

export default function RegisterScreen() {
  const [params, setParams] = useSearchParams();
  const [role, setRole] = useState<Role | null>(() => (isRole(params.get('role')) ? (params.get('role') as Role) : null));
  const banner = bannerFromQuery(params, 'register');

  const choose = (next: Role | null) => {
    setRole(next);
    const updated = new URLSearchParams(params);
    if (next) updated.set('role', next);
    else updated.delete('role');
    setParams(updated, { replace: true });
  };

  return (
    <div className="cw-auth">
      <Card className="cw-auth__card cw-auth__card--wide">
        {banner && (
          <div style={{ marginBottom: '1rem' }}>
            <Alert tone={banner.tone}>{banner.text}</Alert>
          </div>
        )}
        {role ? <RegistrationForm key={role} role={role} onBack={() => choose(null)} /> : <RoleChoice onChoose={choose} />}
        <p className="cw-auth__footer">
          Heb je al een account? <Link to="/login">Inloggen</Link>
        </p>
      </Card>
    </div>
  );
}
