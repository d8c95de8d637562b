/**
 * Every Dutch text payments shows to users, in one place. The agreed product texts are kept word for word;
 * the others follow their tone. DTOs, services and tests refer to these names, never to copies of the text.
 */
import { DEPOSIT_SHARE_PERCENT } from './money';
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Financiële gegevens',
  retentionPeriod: (inWords: string) => `${inWords} na de factuur of boeking (wettelijke bewaarplicht); daarna verwijderd`,
  // Outcomes and errors
  paymentFailed: 'Betaling mislukt. Probeer het opnieuw.',
  checkoutUrlMissing: 'Betaal URL niet ontvangen. Probeer het opnieuw.',
  finalPaymentFailed: 'Fout bij het verwerken van de betaling',
  projectNotFound: 'Opdracht niet gevonden',
  // Deposit page and card dialog
  paymentSucceeded: 'Betaling succesvol! Je opdracht is nu live op de marktplaats.',
  depositReceived: 'Aanbetaling ontvangen',

  // Refusals
  depositAlreadyPaid: 'De aanbetaling voor deze opdracht is al betaald.',
  depositUnderReview: 'We controleren je betaling voor deze opdracht. Betaal niet opnieuw; we nemen contact met je op.',
  projectCancelled: 'Deze opdracht is geannuleerd en kan niet meer betaald worden.',
  projectNotPayable: 'Voor deze opdracht hoeft geen aanbetaling meer betaald te worden.',
  paymentNotFound: 'Betaling niet gevonden',
  idempotencyKeyReused: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek.',
  idempotencyKeyInvalid: 'Ongeldige Idempotency-Key (1 tot 255 tekens).',
  methodInvalid: 'Kies iDEAL of creditcard als betaalmethode',
  amountInvalid: 'Ongeldig bedrag',
  outcomeInvalid: 'Kies betalen of annuleren',
  paymentIdInvalid: 'Ongeldige betaling',
  webhookInvalid: 'Ongeldige webhook',

  /** The hold in the terms' words, as configured: '7 dagen', '1 dag', '5 minuten' (a demo's shortened hold). */
  holdPeriod: (amount: number, unit: 'days' | 'minutes') =>
    unit === 'days' ? `${amount} ${amount === 1 ? 'dag' : 'dagen'}` : `${amount} ${amount === 1 ? 'minuut' : 'minuten'}`,

  // What the provider's checkout and the bank statement call each half
  checkoutItem: { deposit: `Aanbetaling (${DEPOSIT_SHARE_PERCENT}%)`, final: 'Eindbetaling' },

  // Final payment
  finalPaymentSucceeded: 'Eindbetaling succesvol verwerkt! Alle content is nu beschikbaar voor download.',
  finalAlreadyPaid: 'De eindbetaling voor deze opdracht is al voldaan.',
  finalUnderReview: 'We controleren je eindbetaling voor deze opdracht. Betaal niet opnieuw; we nemen contact met je op.',
  finalNotPayable: 'De eindbetaling kan pas worden voldaan als de content is goedgekeurd.',

  // Changing the contract amount
  amountProposed: 'Nieuw bedrag voorgesteld. De andere partij moet het nog bevestigen.',
  amountConfirmed: 'Het nieuwe bedrag is bevestigd.',
  amountChangeNotYet: 'Het bedrag kan pas worden aangepast als er een creator is gekozen.',
  amountChangeClosed: 'Na de eindbetaling kan het bedrag niet meer worden aangepast.',
  ownProposalNotConfirmable: 'Je kunt je eigen voorstel niet bevestigen; de andere partij moet het bedrag bevestigen.',
  noProposalToConfirm: 'Er is geen voorgesteld bedrag om te bevestigen.',
  amountChanged: 'Het voorgestelde bedrag is intussen gewijzigd. Bekijk het nieuwe bedrag en bevestig opnieuw.',
  seenAmountRequired: 'Geef het bedrag mee dat je bevestigt (in euro, met hoogstens twee decimalen).',
  contractAmountInvalid: 'Vul een bedrag in euro in, groter dan 0 en met hoogstens twee decimalen',
  // Payout account (the creator's bank account at the provider)
  payoutStatusNotConnected: 'Niet gekoppeld',
  payoutStatusPending: 'In behandeling',
  payoutStatusActive: 'Actief',
  payoutStatusRestricted: 'Meer informatie nodig',
  payoutCreatorsOnly: 'Alleen creators hebben een uitbetalingsrekening.',
  payoutSetupFailed: 'Fout bij het opzetten van je uitbetalingsrekening. Probeer het opnieuw.',
  payoutAccountNotFound: 'Uitbetalingsrekening niet gevonden. Start de koppeling opnieuw vanuit je profiel.',
  ibanInvalid: 'Ongeldig IBAN-nummer',
  ibanNotDutch: 'Vul een Nederlands IBAN-nummer in (begint met NL).',
  accountHolderInvalid: 'Vul de naam van de rekeninghouder in (2 tot 100 tekens).',

  // Payout of the creator's share after the hold, and disputes
  payoutStatus: {
    held: 'Vastgehouden tot het einde van de geschilperiode',
    waiting_for_account: 'Wacht op een uitbetalingsrekening',
    disputed: 'Vastgehouden: er loopt een geschil',
    releasing: 'Wordt uitbetaald',
    released: 'Overgemaakt naar de uitbetalingsrekening',
    paid_out: 'Uitbetaald op de bankrekening',
    failed: 'Uitbetaling naar de bank mislukt',
    reversed: 'Overboeking teruggedraaid',
    refunded: 'Terugbetaald aan het bedrijf na het geschil',
  },
  payoutWaitingForAccount:
    'Je deel staat klaar, maar je hebt nog geen actieve uitbetalingsrekening. Koppel je bankrekening via Profiel › Uitbetalingen; daarna maken we je deel bij de volgende uitbetalingsronde over.',
  payoutFailedAction:
    'De uitbetaling naar je bank is mislukt. Controleer je bankgegevens via Profiel › Uitbetalingen; de betaalprovider probeert het daarna opnieuw.',
  disputeOpened: 'Geschil geopend. Het geld van de opdracht wordt vastgehouden tot support definitief heeft besloten.',
  disputeCompanyNotYet: 'Een geschil kan pas worden geopend zodra de creator iets heeft opgeleverd.',
  disputeCreatorNotYet: 'Je kunt een geschil openen zodra de eindbetaling te laat is.',
  disputeWindowClosed: 'De uitbetaling aan de creator is al gedaan; er kan geen geschil meer worden geopend.',
  disputeAlreadyOpen: 'Er loopt al een geschil voor deze opdracht.',
  disputeReasonInvalid: 'Beschrijf de reden van het geschil (10 tot 2000 tekens).',
  disputeNotFound: 'Geschil niet gevonden.',
  disputeSupportOnly: 'Alleen support beoordeelt geschillen.',
  disputeStatementInvalid: 'Schrijf je toelichting (2 tot 4000 tekens).',
  disputeFileIdsInvalid: 'Voeg hoogstens 10 bestanden toe, elk met een geldig bestands-id.',
  disputeFilesNotCitable: 'Je kunt alleen bestanden uit de opleveringen van deze opdracht als bewijs toevoegen.',
  disputeStatementsClosed: 'Een toelichting kan alleen tijdens de bewijstermijn of na een beroep worden toegevoegd.',
  disputeStatementAdded: 'Je toelichting is toegevoegd.',
  disputeAlreadyDecided: 'Over dit geschil is al besloten.',
  disputeOutcomeInvalid: 'Kies release (naar de creator), refund (terug naar het bedrijf) of split (verdelen).',
  disputeCreatorAmountInvalid: 'Vul voor een verdeling het bedrag voor de creator in, in euro met hoogstens twee decimalen.',
  disputeCreatorAmountTooHigh: (maxCents: number) =>
    `Het bedrag voor de creator mag niet hoger zijn dan het contractbedrag en wat het bedrijf heeft betaald (€ ${(maxCents / 100).toFixed(2).replace('.', ',')}).`,
  disputeNoteInvalid: 'Licht het besluit toe voor beide partijen (10 tot 2000 tekens).',
  disputeDecided: 'Besluit vastgelegd. Beide partijen krijgen bericht.',
  disputeAppealClosed: 'Beroep kan één keer, binnen 14 dagen na het eerste besluit.',
  disputeAppealed: 'Beroep ingesteld. Support beoordeelt het geschil opnieuw.',
  disputeStatus: {
    open: 'Open: toelichting en bewijs',
    in_review: 'In behandeling bij support',
    decided: 'Besluit genomen: beroep mogelijk',
    appealed: 'In beroep',
    closed: 'Afgesloten',
  },
  disputeOutcome: {
    release: 'Volledig naar de creator',
    refund: 'Volledig terug naar het bedrijf',
    split: 'Verdeeld tussen creator en bedrijf',
  },
  disputeEvidence: {
    brief: 'Opdracht en briefing (projects)',
    deliverables: 'Opleveringen, versies en beoordelingen (projects)',
    conversation: 'Gesprek tussen de partijen (messaging)',
    file: (fileId: string) => `Bestand bij een toelichting: ${fileId}`,
  },
  disputeRoleLabel: { bedrijf: 'Bedrijf', creator: 'Creator', support: 'Support' },
  notFound: 'Niet gevonden',
  // Earnings (the creator's page and its export)
  earningsPeriodInvalid: 'Kies een geldige periode: deze maand, vorige maand, laatste 3 maanden of alles.',
  earningsCreatorsOnly: 'Alleen creators hebben inkomsten op Clipwerk.',
  earningStatus: { paid: 'Betaald', pending: 'In afwachting', processing: 'Wordt verwerkt', cancelled: 'Geannuleerd' },
  earningsCsvHeaders: ['Datum', 'Opdracht', 'Bedrijf', 'Factuur', 'Bedrag (EUR)', 'Status'],
  earningsCsvFileName: 'clipwerk-inkomsten',

  // Invoices and payout statements (the PDF and the Facturen lists)
  invoiceNotFound: 'Factuur niet gevonden',
  invoice: {
    titles: {
      deposit: 'Factuur aanbetaling',
      final: 'Factuur eindbetaling',
      payoutStatement: 'Uitbetalingsoverzicht',
      depositCreditNote: 'Creditnota aanbetaling',
    },
    number: 'Factuurnummer',
    statementNumber: 'Nummer',
    creditNoteNumber: 'Creditnotanummer',
    date: 'Datum',
    project: 'Opdracht',
    recipient: 'Aan',
    issuer: 'Van',
    kvk: 'KvK-nummer',
    btw: 'Btw-nummer',
    description: 'Omschrijving',
    amount: 'Bedrag',
    lines: {
      deposit: `Aanbetaling (${DEPOSIT_SHARE_PERCENT}%)`,
      depositRefunded: `Terugbetaald: aanbetaling (${DEPOSIT_SHARE_PERCENT}%)`,
      creatorShare: 'Vergoeding creator (namens de creator, zonder btw)',
      platformFee: (percent: number) => `Platformkosten (${percent}%), exclusief btw`,
      vat: (percent: number) => `Btw ${percent}% over de platformkosten`,
      contract: 'Contractbedrag (totaal)',
      depositPaid: 'Eerder betaald: aanbetaling',
      excessRefunded: 'Terugbetaald: aanbetaling boven het contractbedrag',
      contractWith: (company: string) => (company ? `Contractbedrag met ${company}` : 'Contractbedrag'),
      platformFeeKept: (percent: number) => `Platformkosten (${percent}%)`,
    },
    totalPaid: 'Totaal betaald',
    totalCredited: 'Totaal gecrediteerd',
    totalFinal: 'Nu betaald: eindbetaling',
    totalPayout: 'Jouw uitbetaling',
    notes: {
      credits: (number: string) => `Deze creditnota crediteert factuur ${number}; het bedrag is aan je terugbetaald.`,
      feeOnFinalInvoice: 'De platformkosten en de btw daarover staan op de factuur van de eindbetaling.',
      creatorShareNoVat: 'De vergoeding van de creator wordt namens haar of hem doorbetaald; Clipwerk rekent daar geen btw over.',
      released: (date: string) => `Je deel wordt na de bedenktijd vrijgegeven, op of na ${date}.`,
    },
  },
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  projectNotFound: 'PAYMENTS.PROJECT_NOT_FOUND',
  depositAlreadyPaid: 'PAYMENTS.DEPOSIT_ALREADY_PAID',
  depositUnderReview: 'PAYMENTS.DEPOSIT_UNDER_REVIEW',
  projectCancelled: 'PAYMENTS.PROJECT_CANCELLED',
  projectNotPayable: 'PAYMENTS.PROJECT_NOT_PAYABLE',
  paymentNotFound: 'PAYMENTS.PAYMENT_NOT_FOUND',
  idempotencyKeyReused: 'PAYMENTS.IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInvalid: 'PAYMENTS.IDEMPOTENCY_KEY_INVALID',
  providerFailed: 'PAYMENTS.PROVIDER_FAILED',
  webhookInvalid: 'PAYMENTS.WEBHOOK_INVALID',
  finalAlreadyPaid: 'PAYMENTS.FINAL_ALREADY_PAID',
  finalUnderReview: 'PAYMENTS.FINAL_UNDER_REVIEW',
  finalNotPayable: 'PAYMENTS.FINAL_NOT_PAYABLE',
  amountChangeNotYet: 'PAYMENTS.AMOUNT_CHANGE_NOT_YET',
  amountChangeClosed: 'PAYMENTS.AMOUNT_CHANGE_CLOSED',
  ownProposalNotConfirmable: 'PAYMENTS.OWN_PROPOSAL_NOT_CONFIRMABLE',
  noProposalToConfirm: 'PAYMENTS.NO_PROPOSAL_TO_CONFIRM',
  amountChanged: 'PAYMENTS.AMOUNT_CHANGED',
  payoutCreatorsOnly: 'PAYMENTS.PAYOUT_CREATORS_ONLY',
  payoutSetupFailed: 'PAYMENTS.PAYOUT_SETUP_FAILED',
  payoutAccountNotFound: 'PAYMENTS.PAYOUT_ACCOUNT_NOT_FOUND',
  ibanInvalid: 'PAYMENTS.IBAN_INVALID',
  disputeNotYet: 'PAYMENTS.DISPUTE_NOT_YET',
  disputeWindowClosed: 'PAYMENTS.DISPUTE_WINDOW_CLOSED',
  disputeAlreadyOpen: 'PAYMENTS.DISPUTE_ALREADY_OPEN',
  disputeNotFound: 'PAYMENTS.DISPUTE_NOT_FOUND',
  disputeStatementsClosed: 'PAYMENTS.DISPUTE_STATEMENTS_CLOSED',
  disputeFilesNotCitable: 'PAYMENTS.DISPUTE_FILES_NOT_CITABLE',
  disputeAlreadyDecided: 'PAYMENTS.DISPUTE_ALREADY_DECIDED',
  disputeAppealClosed: 'PAYMENTS.DISPUTE_APPEAL_CLOSED',
  notFound: 'NOT_FOUND',
  earningsPeriodInvalid: 'PAYMENTS.EARNINGS_PERIOD_INVALID',
  invoiceNotFound: 'PAYMENTS.INVOICE_NOT_FOUND',
} as const;
