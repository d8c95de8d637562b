/** Every Dutch text the gateway itself answers with, in one place; the services' texts live in their own catalogues. */
export const GatewayMessages = {
  notFound: 'Niet gevonden',
  upstreamTimeout: 'De dienst reageert niet op tijd. Probeer het opnieuw.',
  upstreamUnavailable: 'De dienst is tijdelijk niet bereikbaar. Probeer het opnieuw.',
  exportIncomplete: 'Je gegevens konden niet volledig worden verzameld. Probeer het over een paar minuten opnieuw.',
} as const;
