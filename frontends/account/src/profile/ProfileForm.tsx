import { useState } from 'react';
import { api, errorMessage, useSession, useToasts, type User } from '@clipwerk/shell/sdk';
import type { ProfileUpdatedAnswer } from '@clipwerk/contracts/identity';
import {
  Alert,
  AVAILABILITY,
  Button,
  Checkbox,
  COMPANY_SIZES,
  INDUSTRIES,
  MoneyField,
  NICHES,
  Select,
  TextArea,
  TextField,
  useForm,
} from '@clipwerk/ui';
import {
  SOCIAL_PLATFORMS,
  toProfilePayload,
  toProfileValues,
  validateProfile,
  type Platform,
  type ProfileValues,
} from './profileValues';

const SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van je profiel';

export function ProfileForm({ user }: { user: User }) {
  const { setUser } = useSession();
  const { notify } = useToasts();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileValues>(toProfileValues(user), (values) => validateProfile(user.role, values));
  const { values, setValue, field } = form;
  const isCreator = user.role === 'creator';

  const setSocial = (platform: Platform, part: 'username' | 'url' | 'audience', value: string) =>
    setValue('social', { ...values.social, [platform]: { ...values.social[platform], [part]: value } });

  const toggleNiche = (niche: string) =>
    setValue('niches', values.niches.includes(niche) ? values.niches.filter((n) => n !== niche) : [...values.niches, niche]);

  const submit = form.handleSubmit(async (current) => {
    setServerError(null);
    try {
      const answer = await api.put<ProfileUpdatedAnswer>('/users/me/profile', toProfilePayload(user.role, current));
      setUser(answer.user);
      // The form shows what was saved (trimmed, a cleared chosen name empty).
      form.setValues(toProfileValues(answer.user));
      notify('Profiel opgeslagen', { tone: 'success' });
    } catch (error) {
      setServerError(errorMessage(error, SAVE_FAILED));
    }
  });

  return (
    <form className="cw-form" onSubmit={submit} noValidate>
      {serverError && <Alert tone="danger">{serverError}</Alert>}

      <fieldset className="cw-fieldset">
        <legend>{isCreator ? 'Over jou' : 'Over je bedrijf'}</legend>
        {isCreator ? (
          <>
            <div className="cw-form__row">
              <TextField label="Voornaam" required autoComplete="given-name" {...field('firstName')} />
              <TextField label="Achternaam" required autoComplete="family-name" {...field('lastName')} />
            </div>
            <TextField
              label="Weergavenaam"
              hint="Zo zien bedrijven je naam, bijvoorbeeld je creatornaam."
              {...field('displayName')}
            />
          </>
        ) : (
          <>
            <div className="cw-form__row">
              <TextField label="Bedrijfsnaam" required autoComplete="organization" {...field('companyName')} />
              <TextField label="Contactpersoon" required autoComplete="name" {...field('contactPerson')} />
            </div>
            <div className="cw-form__row">
              <Select label="Bedrijfsgrootte" options={COMPANY_SIZES} placeholder="Kies een grootte" {...field('companySize')} />
              <Select label="Branche" options={INDUSTRIES} placeholder="Kies een branche" {...field('industry')} />
            </div>
            <TextField label="Website" type="url" placeholder="https://" autoComplete="url" {...field('website')} />
            <div className="cw-form__row">
              <TextField label="KvK-nummer" inputMode="numeric" hint="8 cijfers; staat op je facturen" {...field('kvkNumber')} />
              <TextField label="Btw-nummer" placeholder="NL123456789B01" hint="Staat op je facturen" {...field('btwNumber')} />
            </div>
          </>
        )}
        <TextArea label="Bio" rows={4} {...field('bio')} />
        <div className="cw-form__row">
          <TextField label="Telefoonnummer" type="tel" autoComplete="tel" {...field('phoneNumber')} />
          <TextField label="Plaats" autoComplete="address-level2" {...field('city')} />
        </div>
        <TextField label="Land" autoComplete="country-name" {...field('country')} />
      </fieldset>

      {isCreator && (
        <>
          <fieldset className="cw-fieldset">
            <legend>Niches</legend>
            <p className="cw-small cw-muted" style={{ margin: 0 }}>
              Kies de onderwerpen waarover je content maakt.
            </p>
            <div className="cw-chips" role="group" aria-label="Niches">
              {NICHES.map((niche) => (
                <label key={niche.value} className="cw-chip">
                  <input
                    type="checkbox"
                    checked={values.niches.includes(niche.value)}
                    onChange={() => toggleNiche(niche.value)}
                  />
                  <span>{niche.label}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="cw-fieldset">
            <legend>Tarief en beschikbaarheid</legend>
            <div className="cw-form__row">
              <MoneyField label="Basistarief per video (€)" placeholder="Bijvoorbeeld: 150" {...field('baseRate')} />
              <Select label="Beschikbaarheid" options={AVAILABILITY} {...field('availability')} />
            </div>
            <Checkbox
              label="Tarief is bespreekbaar"
              checked={values.negotiable}
              onChange={(event) => setValue('negotiable', event.target.checked)}
            />
          </fieldset>

          <fieldset className="cw-fieldset">
            <legend>Social media</legend>
            {SOCIAL_PLATFORMS.map(({ key, label, audience }) => (
              <div key={key} className="cw-grid cw-grid--3">
                {key !== 'website' && (
                  <TextField
                    label={`${label} gebruikersnaam`}
                    value={values.social[key].username}
                    onChange={(e) => setSocial(key, 'username', e.target.value)}
                  />
                )}
                <TextField
                  label={`${label} link`}
                  type="url"
                  placeholder="https://"
                  value={values.social[key].url}
                  onChange={(e) => setSocial(key, 'url', e.target.value)}
                />
                {key !== 'website' && (
                  <TextField
                    label={audience === 'subscribers' ? `${label} abonnees` : `${label} volgers`}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={values.social[key].audience}
                    onChange={(e) => setSocial(key, 'audience', e.target.value)}
                  />
                )}
              </div>
            ))}
          </fieldset>
        </>
      )}

      <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
        <Button type="submit" size="lg" loading={form.submitting}>
          Profiel opslaan
        </Button>
      </div>
    </form>
  );
}
