import { COMPANY_SIZES, INDUSTRIES, Select, TextArea, TextField } from '@clipwerk/ui';
import type { ProfileFormBinding } from './useProfileSave';

/** Who she is, as a creator or as a company, and where she can be reached. */
export function ProfileAboutFields({ isCreator, form: { field } }: { isCreator: boolean; form: ProfileFormBinding }) {
  return (
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
  );
}
