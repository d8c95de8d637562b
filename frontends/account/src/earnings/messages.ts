// Every Dutch text of the earnings page and the Facturen lists (the creator's /earnings, the company's profile tab).

export const EarningsTexts = {
  title: 'Inkomsten',
  lead: 'Je aandeel in elke afgeronde opdracht, zoals het is afgerekend.',
  loading: 'Inkomsten worden geladen...',
  loadFailed: 'Er is een fout opgetreden bij het laden van earnings data',
  retry: 'Opnieuw proberen',

  cards: {
    total: 'Totaal verdiend',
    thisMonth: 'Deze maand',
    lastMonth: (amount: string) => `Vorige maand: ${amount}`,
    pending: 'In afwachting',
    pendingHint: 'Nog niet op je rekening',
    average: 'Gemiddeld per opdracht',
    completed: (count: number) => (count === 1 ? '1 voltooide opdracht' : `${count} voltooide opdrachten`),
  },

  tabs: { overview: 'Overzicht', transactions: 'Transacties', invoices: 'Facturen' },

  monthly: {
    title: 'Maandelijks overzicht',
    projects: (count: number) => (count === 1 ? '1 opdracht' : `${count} opdrachten`),
    average: (amount: string) => `gem. ${amount} per opdracht`,
    empty: 'Nog geen inkomsten. Zodra een opdracht is afgerond en betaald, zie je hier je aandeel per maand.',
    export: 'Exporteer data',
  },

  transactions: {
    period: 'Periode',
    periods: [
      { value: 'current-month', label: 'Deze maand' },
      { value: 'last-month', label: 'Vorige maand' },
      { value: 'last-3-months', label: 'Laatste 3 maanden' },
      { value: 'all-time', label: 'Alles' },
    ],
    columns: { project: 'Opdracht', company: 'Bedrijf', invoice: 'Factuur', amount: 'Bedrag', status: 'Status', date: 'Datum' },
    missingDate: 'N/A',
    empty: 'Geen transacties in deze periode.',
    export: 'Exporteer CSV',
    exportFailed: 'De export kon niet worden gemaakt. Probeer het opnieuw.',
    shownOf: (shown: number, total: number) => `De ${shown} nieuwste van ${total} transacties; de export bevat ze allemaal.`,
  },

  invoices: {
    title: 'Facturen',
    creatorLead: 'Per afgeronde opdracht je uitbetalingsoverzicht, als PDF.',
    companyLead: 'Per betaling een factuur, met de platformkosten en de btw daarover, als PDF.',
    loadFailed: 'Kon je facturen niet laden',
    empty: 'Nog geen facturen. Na elke betaling verschijnt hier de factuur.',
    download: 'Download PDF',
    downloadFailed: 'De PDF kon niet worden geopend. Probeer het opnieuw.',
    columns: { number: 'Nummer', document: 'Document', project: 'Opdracht', date: 'Datum', amount: 'Bedrag' },
  },

  payoutNote: 'Uitbetaling',
  bankDetails: 'Bankgegevens bijwerken',
  noAccount: (status: string) =>
    `Je hebt nog geen actieve uitbetalingsrekening (${status}). Tot je er een koppelt, houden we je geld voor je vast.`,
  linkAccount: 'Uitbetalingsrekening koppelen',
} as const;
