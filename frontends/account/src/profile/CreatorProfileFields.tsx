import { AVAILABILITY, Checkbox, MoneyField, NICHES, Select, TextField } from '@clipwerk/ui';
import { SOCIAL_PLATFORMS } from './profileValues';
import { setSocialPart, type ProfileFormBinding } from './useProfileSave';

/** A creator's niches, rate and availability, and social media accounts. */
export function CreatorProfileFields({ form }: { form: ProfileFormBinding }) {
  return (
    <>
      <NichesFieldset form={form} />
      <RateFieldset form={form} />
      <SocialFieldset form={form} />
    </>
  );
}

function NichesFieldset({ form: { values, setValue } }: { form: ProfileFormBinding }) {
  const toggleNiche = (niche: string) =>
    setValue('niches', values.niches.includes(niche) ? values.niches.filter((n) => n !== niche) : [...values.niches, niche]);
  return (
    <fieldset className="cw-fieldset">
      <legend>Niches</legend>
      <p className="cw-small cw-muted" style={{ margin: 0 }}>
        Kies de onderwerpen waarover je content maakt.
      </p>
      <div className="cw-chips" role="group" aria-label="Niches">
        {NICHES.map((niche) => (
          <label key={niche.value} className="cw-chip">
            <input type="checkbox" checked={values.niches.includes(niche.value)} onChange={() => toggleNiche(niche.value)} />
            <span>{niche.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RateFieldset({ form: { values, setValue, field } }: { form: ProfileFormBinding }) {
  return (
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
  );
}

function SocialFieldset({ form }: { form: ProfileFormBinding }) {
  const { social } = form.values;
  return (
    <fieldset className="cw-fieldset">
      <legend>Social media</legend>
      {SOCIAL_PLATFORMS.map(({ key, label, audience }) => (
        <div key={key} className="cw-grid cw-grid--3">
          {key !== 'website' && (
            <TextField
              label={`${label} gebruikersnaam`}
              value={social[key].username}
              onChange={(e) => setSocialPart(form, key, 'username', e.target.value)}
            />
          )}
          <TextField
            label={`${label} link`}
            type="url"
            placeholder="https://"
            value={social[key].url}
            onChange={(e) => setSocialPart(form, key, 'url', e.target.value)}
          />
          {key !== 'website' && (
            <TextField
              label={audience === 'subscribers' ? `${label} abonnees` : `${label} volgers`}
              // Text, read by the shared Dutch parser: a number field drops or misreads '12.500' by the browser's locale.
              inputMode="numeric"
              value={social[key].audience}
              onChange={(e) => setSocialPart(form, key, 'audience', e.target.value)}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
