// Sentences that several screens state in words, defined once so they never disagree. The fee, the creator's
// share, the hold, the deposit's share and the launch offer are payments' terms (GET /api/payments/terms,
// usePaymentTerms and TermsFigure in the shell SDK), never constants here.

/**
 * The one way we describe when a creator gets paid (replaces "48 uur" and "elke vrijdag"); the hold comes from the
 * terms in payments' own words ('7 dagen', or a demo's '5 minuten'), stated as sent.
 */
export const payoutRule = (holdPeriod: string, reader: 'anyone' | 'creator' = 'anyone') =>
  reader === 'creator'
    ? `Na de eindbetaling houden we je aandeel ${holdPeriod} vast (de geschilperiode). ` +
      'Loopt er geen geschil, dan geven we het bedrag daarna automatisch vrij naar je gekoppelde rekening; ' +
      'de bankuitbetaling volgt het schema van onze betaalprovider.'
    : `Na de eindbetaling houden we het aandeel van de creator ${holdPeriod} vast (de geschilperiode). ` +
      'Loopt er geen geschil, dan geven we het bedrag daarna automatisch vrij naar de gekoppelde rekening van de creator; ' +
      'de bankuitbetaling volgt het schema van onze betaalprovider.';

export const PRODUCT_NAME = 'Clipwerk';

export const CONTACT = {
  email: 'info@clipwerk.nl',
  phone: '+31 20 123 4567',
  phoneHref: 'tel:+31201234567',
  city: 'Amsterdam',
} as const;

/** A portfolio video: its still, the button that plays it, the playing video. */
export const CLIP_TEXTS = {
  still: (title: string) => `Beeld uit de video ‘${title}’`,
  play: (title: string) => `Video ‘${title}’ afspelen`,
  video: (title: string) => `Video ‘${title}’`,
};

/**
 * Figures that more than one screen shows (dashboard, analytics): one name and one line on what it counts, for the
 * number the projects context sends.
 */
export const FIGURES = {
  activeProjects: { label: 'Actieve opdrachten', note: 'Gepubliceerd en nog niet afgerond' },
  completedProjects: { label: 'Voltooide opdrachten', note: 'Goedgekeurd en helemaal betaald' },
} as const;
