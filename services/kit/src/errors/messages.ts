/**
 * The Dutch texts of the kit's generic errors (framework failures, refused input, tokens, throttling), in one
 * place; each service keeps its own texts in its own catalogue.
 */
export const KitMessages = {
  badRequest: 'Ongeldig verzoek',
  validationFailed: 'Validatiefouten',
  unauthenticated: 'Je sessie is verlopen. Log opnieuw in.',
  forbidden: 'Je hebt geen toegang tot deze actie',
  notFound: 'Niet gevonden',
  payloadTooLarge: 'Het verzoek is te groot',
  unsupportedMediaType: 'Bestandstype niet toegestaan',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een moment opnieuw.',
  internal: 'Er is een fout opgetreden. Probeer het opnieuw.',
  nullCharacter: 'Het verzoek bevat een ongeldig teken.',
  nestedTooDeep: 'Het verzoek is te diep genest.',
  uploadTooLarge: 'Het bestand is te groot.',
  uploadStartTooShort: 'Stuur het begin van het bestand (minstens 4 kB) in één keer.',
} as const;
