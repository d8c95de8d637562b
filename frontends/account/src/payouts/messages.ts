// Every Dutch text of the payout account screens (the profile's Uitbetalingen tab and the test onboarding page).

export const PayoutTexts = {
  loadFailed: 'Kon de status van je uitbetalingsrekening niet laden',
  setupFailed: 'Fout bij het opzetten van je uitbetalingsrekening. Probeer het opnieuw.',
  refresh: 'Status vernieuwen',
  refreshed: 'Status bijgewerkt',
  /** The standard share and the launch offer's 100%, as payments' terms state them; her own share is per opdracht. */
  shareNote: (terms: { share: string; companies: string; months: string }) =>
    `Je ontvangt ${terms.share}% van het afgesproken bedrag, en 100% bij een opdracht van een bedrijf met het introductieaanbod ` +
    `(de eerste ${terms.companies} bedrijven, hun eerste ${terms.months} maanden). Wat je per opdracht ontvangt, staat in het tabblad ‘Betaling’ van de werkruimte.`,

  states: {
    not_connected: {
      badge: 'Niet gekoppeld',
      title: 'Koppel je bankrekening',
      description:
        'Om uitbetalingen te ontvangen koppel je je bankrekening via onze betaalprovider. Dat duurt een paar minuten; je rondt het af op de beveiligde pagina van de provider.',
      action: 'Bankrekening koppelen',
    },
    restricted: {
      badge: 'Meer informatie nodig',
      title: 'Je koppeling is nog niet compleet',
      description:
        'Onze betaalprovider heeft nog gegevens van je nodig voordat we kunnen uitbetalen. Vul je gegevens bij de provider aan om je rekening te activeren.',
      action: 'Gegevens aanvullen',
    },
    pending: {
      badge: 'In behandeling',
      title: 'Je gegevens worden gecontroleerd',
      description: 'Je hebt alles ingevuld. De verificatie duurt 1-2 werkdagen; daarna ontvang je uitbetalingen op je rekening.',
      action: 'Gegevens bekijken',
    },
    active: {
      badge: 'Actief',
      title: 'Je rekening is gekoppeld',
      description: 'Uitbetalingen gaan naar deze rekening.',
      action: 'Bankgegevens wijzigen',
    },
    unknown: {
      badge: 'Onbekend',
      title: 'Onbekende status',
      description:
        'We konden de status van je uitbetalingsrekening niet bepalen. Vernieuw de status of probeer het later opnieuw.',
      action: 'Bankrekening koppelen',
    },
  },
  details: { bank: 'Bank', account: 'Rekening', country: 'Land', unknownBank: 'Onbekende bank' },

  onboarding: {
    banner: 'Testomgeving',
    bannerText: 'Er wordt geen echte bankrekening gekoppeld.',
    title: 'Bankrekening koppelen',
    intro: 'Vul de rekening in waarop je je uitbetalingen wilt ontvangen.',
    iban: 'IBAN',
    ibanHint: 'Een Nederlands rekeningnummer, bijvoorbeeld NL91 ABNA 0417 1643 00',
    holder: 'Naam rekeninghouder',
    holderHint: 'Zoals de naam bij je bank bekendstaat',
    submit: 'Rekening koppelen',
    cancel: 'Annuleren',
    required: 'Vul dit veld in',
    done: 'Je bankrekening is gekoppeld',
    missingTitle: 'Geen koppeling gevonden',
    missingText: 'Deze pagina opent vanuit het tabblad ‘Uitbetalingen’ in je profiel.',
    toProfile: 'Naar mijn profiel',
  },
} as const;

export type KnownPayoutStatus = 'not_connected' | 'restricted' | 'pending' | 'active';
