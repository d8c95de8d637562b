// Every Dutch sentence of the marketplace screens that is fixed word for word, in one place for the screens and
// their tests.

export const TEXTS = {
  // project list
  projectsLoadFailed: 'Er is een fout opgetreden bij het ophalen van opdrachten',
  noProjects: 'Geen opdrachten gevonden',
  projectNotFound: 'Opdracht niet gevonden',
  ownerNote: 'Dit is jouw opdracht. Ga naar je dashboard om voorstellen te bekijken.',

  // proposal form
  onlyCreators: 'Alleen creators kunnen voorstellen versturen',
  motivationRequired: 'Motivatie is verplicht',
  motivationTooShort: 'Je motivatie moet minimaal 50 tekens bevatten',
  motivationTooLong: 'Je motivatie mag maximaal 1000 tekens bevatten',
  priceRequired: 'Prijs is verplicht',
  priceTooLow: 'De prijs moet minimaal €1 zijn',
  deliveryRequired: 'Levertijd is verplicht',
  deliveryInvalid: 'De levertijd moet een heel aantal van minimaal 1 dag zijn',
  proposalSubmitted: 'Voorstel verstuurd!',
  proposalValidation: 'Validatiefouten:',
  proposalFailed: 'Er is een fout opgetreden bij het versturen van je voorstel',

  // proposals page
  acceptConfirm: 'Weet je zeker dat je dit voorstel wilt accepteren?',
  accepted: 'Voorstel geaccepteerd!',
  acceptFailed: 'Er is een fout opgetreden bij het accepteren van het voorstel',
  rejected: 'Voorstel afgewezen',
  rejectFailed: 'Er is een fout opgetreden bij het afwijzen van het voorstel',
  proposalsLoadFailed: 'Kon gegevens niet laden',
  noProposals: 'Nog geen voorstellen',
  portfolioTooMany: 'Te veel verzoeken. Probeer het over een moment opnieuw.',
  portfolioFailed: 'Kon portfolio niet laden',

  // create wizard
  titleTooShort: 'De titel moet minimaal 5 karakters lang zijn',
  titleTooLong: 'De titel mag maximaal 100 karakters lang zijn',
  categoryRequired: 'Categorie is verplicht',
  descriptionRequired: 'Beschrijving is verplicht',
  budgetRequired: 'Budget is verplicht',
  budgetTooLow: 'Het budget moet minimaal €25 zijn',
  testBudgetTooLow: 'Het budget moet minimaal €0,01 zijn',
  deadlineRequired: 'Deadline is verplicht',
  createValidation: 'Validatiefouten',
  createFailed: 'Er is een fout opgetreden bij het publiceren van de opdracht. Probeer het opnieuw.',

  // my projects, edit
  myProjectsFailed: 'Er is een fout opgetreden bij het ophalen van je opdrachten',
  editLoadFailed: 'Er is een fout opgetreden bij het ophalen van de opdracht',
  noAccess: 'Je hebt geen toegang tot deze opdracht',
  fixedByContract: 'Ligt vast sinds er een creator is gekozen',
  contractFixed:
    'Er is een creator gekozen: wat in de afspraak vastligt kun je niet meer wijzigen. De overige velden kun je nog aanpassen.',
  notEditable: 'Deze opdracht is afgerond en kan niet meer worden gewijzigd.',
  updated: 'Opdracht bijgewerkt!',
  published: 'Opdracht gepubliceerd!',
  updateFailed: 'Er is een fout opgetreden bij het bijwerken',
  publishFailed: 'Er is een fout opgetreden bij het publiceren',

  // creators; a company starts (or reopens) a conversation from a creator's profile
  creatorsLoadFailed: 'Er is een fout opgetreden bij het ophalen van creators',
  creatorNotFound: 'Creator niet gevonden',
  chatStartFailed: 'Er is een fout opgetreden bij het starten van een gesprek',

  // payments
  depositPaid: 'Betaling voltooid!',
  paymentSucceeded: 'Betaling geslaagd!',
  paymentCancelled: 'Betaling geannuleerd',
  paymentStartFailed: 'De betaling kon niet worden gestart. Probeer het opnieuw.',
  paymentPending: 'Betaling wordt verwerkt',
  paymentFailed: 'Betaling mislukt',
  paymentUnderReview: 'Betaling in controle',
  paymentStatusFailed: 'De status van je betaling kon niet worden opgehaald.',
  paymentUnknown: 'Geen betaling gevonden',

  // final payment
  finalPaymentLoadFailed: 'Opdracht kon niet worden geladen',
  finalPaymentFailed: 'Fout bij het verwerken van de betaling',
  checkoutUrlMissing: 'Betaal URL niet ontvangen. Probeer het opnieuw.',
  finalPaymentSucceeded: 'Eindbetaling succesvol verwerkt! Alle content is nu beschikbaar voor download.',
  finalPaymentRequired: 'Eindbetaling vereist',
  finalPaymentDone: 'Betaling voltooid',
  contentUnlocked: 'Content ontgrendeld',
  contentLocked: 'Content vergrendeld',
  finalNotYet: 'De eindbetaling kan pas worden voldaan als de content is goedgekeurd.',
  finalConfirm: (amount: string) =>
    `Weet je zeker dat je de eindbetaling van ${amount} wilt voltooien? Hierna wordt alle content vrijgegeven voor download.`,

  // card dialog
  cardDialogTitle: 'Betaling voltooien',
  cardErrorTitle: 'Betalingsfout',
  cardUnavailable: 'Betalen met een kaart is op dit moment niet beschikbaar. Betaal met iDEAL.',
  cardFormLoading: 'Kaartgegevens laden…',
} as const;

/** Company-facing labels of the deposit state. */
