// Business figures and sentences that several screens state in words, defined once so they never disagree.
// Amounts of real payouts always come from the API; these are the published rules.

export const PLATFORM_FEE_PERCENT = 15;
export const CREATOR_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;
export const DEPOSIT_PERCENT = 50;
export const DISPUTE_WINDOW_DAYS = 7;

/** The one way we describe when a creator gets paid (replaces "48 uur" and "elke vrijdag"). */
export const PAYOUT_RULE =
  `Na de eindbetaling houden we het aandeel van de creator ${DISPUTE_WINDOW_DAYS} dagen vast (de geschilperiode). ` +
  'Loopt er geen geschil, dan geven we het bedrag daarna automatisch vrij naar de gekoppelde rekening van de creator; ' +
  'de bankuitbetaling volgt het schema van onze betaalprovider.';

export const PRODUCT_NAME = 'Clipwerk';

export const CONTACT = {
  email: 'info@clipwerk.nl',
  phone: '+31 20 123 4567',
  phoneHref: 'tel:+31201234567',
  city: 'Amsterdam',
} as const;
