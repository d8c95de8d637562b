/**
 * Every Dutch text identity shows to users, in one place. The agreed product texts are kept word for word;
 * the others follow their tone. DTOs, services and tests refer to these names, never to copies of the text.
 */
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Accountgegevens',
  retentionPeriod: (inWords: string) =>
    `${inWords} na je laatste inlog; daarna sluiten we je account zoals bij verwijderen: we anonimiseren het en bewaren alleen wat de wet vraagt`,
  // Credentials
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Ongeldig e-mailadres',
  passwordRequired: 'Wachtwoord is verplicht',
  passwordTooShort: 'Wachtwoord moet minimaal 6 tekens bevatten',
  passwordTooLong: 'Wachtwoord mag maximaal 128 tekens bevatten',
  confirmPasswordRequired: 'Bevestig je wachtwoord',
  passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
  roleInvalid: 'Kies of je je aanmeldt als creator of als bedrijf',

  // Creator registration
  firstNameRequired: 'Voornaam is verplicht',
  lastNameRequired: 'Achternaam is verplicht',
  dateOfBirthRequired: 'Geboortedatum is verplicht',
  dateOfBirthInvalid: 'Ongeldige geboortedatum',
  creatorTooYoung: 'Je moet minimaal 18 jaar zijn om als creator op Clipwerk te werken',
  phoneNumberRequired: 'Telefoonnummer is verplicht',
  bioRequired: 'Bio is verplicht',

  // Company registration
  companyNameRequired: 'Bedrijfsnaam is verplicht',
  contactPersonRequired: 'Contactpersoon is verplicht',
  companySizeRequired: 'Bedrijfsgrootte is verplicht',
  companySizeInvalid: 'Ongeldige bedrijfsgrootte',
  industryRequired: 'Branche is verplicht',
  industryInvalid: 'Ongeldige branche',
  kvkNumberInvalid: 'Vul een KvK-nummer van 8 cijfers in',
  btwNumberInvalid: 'Vul een btw-nummer in zoals NL123456789B01',

  // Profile
  textTooLong: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten`,
  nicheInvalid: 'Ongeldige niche',
  tooManyNiches: 'Kies maximaal 10 niches',
  availabilityInvalid: 'Ongeldige beschikbaarheid',
  profilePictureInvalid: 'Ongeldige profielfoto',
  followersRangeInvalid: 'Ongeldig aantal volgers',
  socialMediaInvalid: 'Ongeldige sociale media',
  locationInvalid: 'Ongeldige locatie',
  pricingInvalid: 'Ongeldige prijsinformatie',
  displayNameInvalid: 'Ongeldige weergavenaam',

  // Portfolio
  titleRequired: 'Titel is verplicht',
  videoRequired: 'Video is verplicht',
  videoUrlInvalid: 'Ongeldige videolink',
  thumbnailUrlInvalid: 'Ongeldige thumbnail-link',
  categoryInvalid: 'Ongeldige categorie',
  portfolioFull: 'Je kunt maximaal 50 portfolio items toevoegen',

  // Outcomes and errors
  emailTaken: 'Dit e-mailadres is al in gebruik',
  invalidCredentials: 'Ongeldig e-mailadres of wachtwoord',
  tooManyLoginAttempts: 'Te veel inlogpogingen. Probeer het over een paar minuten opnieuw.',
  registered: 'Account succesvol aangemaakt',
  loggedOut: 'Je bent uitgelogd',
  loggedOutEverywhere: 'Je bent op al je apparaten uitgelogd',
  creatorNotFound: 'Creator niet gevonden',
  userNotFound: 'Gebruiker niet gevonden',
  portfolioItemNotFound: 'Portfolio item niet gevonden',
  mediaNotFound: 'Bestand niet gevonden',
  mediaNotYours: 'Je kunt alleen bestanden gebruiken die je zelf hebt geüpload',
  profileUpdated: 'Profiel bijgewerkt',

  // Uploads
  profilePictureTooLarge: 'Bestand is te groot. Maximum 5MB toegestaan.',
  videoTooLarge: 'Video is te groot. Maximum 50MB toegestaan.',
  imageTooLarge: 'Afbeelding is te groot. Maximum 5MB toegestaan.',

  // Password reset
  resetRequested:
    'Als er een account met dit e-mailadres bestaat, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  resetTokenRequired: 'De link om je wachtwoord te herstellen ontbreekt',
  resetTokenInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  passwordReset: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
  tooManyResetRequests: 'Te veel aanvragen om je wachtwoord te herstellen. Probeer het over een paar minuten opnieuw.',

  // Deleting an account
  deletionPasswordWrong: 'Het wachtwoord klopt niet. Je account is niet verwijderd.',
  deletionConfirmationWrong: 'Typ je e-mailadres ter bevestiging. Je account is niet verwijderd.',
  accountDeleted: 'Je account is verwijderd. Bedankt dat je Clipwerk hebt gebruikt.',

  // Google sign-in: an existing account of the other role is reported as a role mismatch, never switched
  roleMismatch: (existingRoleLabel: string) =>
    `Er bestaat al een ${existingRoleLabel}-account met dit e-mailadres. Log in als ${existingRoleLabel}.`,
} as const;

/** Stable codes for programs (DDH style); the message is for people. */
export const ErrorCodes = {
  emailTaken: 'IDENTITY.EMAIL_TAKEN',
  invalidCredentials: 'IDENTITY.INVALID_CREDENTIALS',
  loginThrottled: 'IDENTITY.LOGIN_THROTTLED',
  resetThrottled: 'IDENTITY.RESET_THROTTLED',
  creatorNotFound: 'IDENTITY.CREATOR_NOT_FOUND',
  userNotFound: 'IDENTITY.USER_NOT_FOUND',
  portfolioItemNotFound: 'IDENTITY.PORTFOLIO_ITEM_NOT_FOUND',
  portfolioFull: 'IDENTITY.PORTFOLIO_FULL',
  mediaNotFound: 'IDENTITY.MEDIA_NOT_FOUND',
  resetTokenInvalid: 'IDENTITY.RESET_TOKEN_INVALID',
  deletionNotConfirmed: 'IDENTITY.DELETION_NOT_CONFIRMED',
} as const;
