// The workspace's Dutch texts about money, in one place for the tab, the banners and their tests.

export const PAYMENT_TEXTS = {
  finalRequired: 'Eindbetaling vereist',
  finalRequiredLead: 'De content is goedgekeurd. Voldoe de eindbetaling om alle content vrij te geven voor download.',
  payNow: 'Nu betalen',
  finalDone: 'Betaling voltooid',
  contentUnlocked: 'Content ontgrendeld',
  finalDoneLead: 'Alle content is vrijgegeven: je kunt de bestanden nu downloaden.',
  statusLoadFailed: 'Kon de betaalstatus niet laden.',
  historyLoadFailed: 'Kon de betaalgeschiedenis niet laden.',
  noMovements: 'Nog geen betalingen.',
  awaitingConfirmation: 'wacht op bevestiging',
  amountChangeFailed: 'Het bedrag kon niet worden aangepast. Probeer het opnieuw.',
} as const;

export const MOVEMENT_LABELS: Record<string, string> = {
  deposit: 'Aanbetaling ontvangen',
  deposit_refund: 'Aanbetaling terugbetaald',
  final: 'Eindbetaling ontvangen',
  final_refund: 'Eindbetaling terugbetaald',
  excess_refund: 'Teveel betaalde aanbetaling teruggestort',
  settlement: 'Afgerekend: platformkosten en aandeel creator',
};

// Comments on a version and the approval, in one place for the review and its tests.
export const REVIEW_TEXTS = {
  commentLabel: 'Opmerking op dit moment',
  commentPlaceholder: 'Bijvoorbeeld: logo te klein',
  postComment: 'Opmerking plaatsen',
  markersLabel: 'Opmerkingen op de tijdlijn',
  goTo: (moment: string, text: string) => `Ga naar ${moment}: ${text}`,
  commentsOfVersion: (version: number) => `Opmerkingen bij versie ${version}`,
  earlierComments: (version: number) => `Opmerkingen bij versie ${version} (eerdere versie)`,
  noComments: 'Nog geen opmerkingen bij deze versie.',
  open: 'Open',
  resolved: 'Opgelost',
  resolve: 'Markeer als opgelost',
  reopen: 'Heropenen',
  answer: 'Beantwoorden',
  answerLabel: 'Je antwoord',
  postAnswer: 'Antwoord plaatsen',
  approveTitle: 'Content goedkeuren?',
  approveWhatFollows:
    'Na je goedkeuring is de eindbetaling verschuldigd. Zodra je die hebt betaald, kun je de bestanden downloaden. Een revisie vragen kan daarna niet meer.',
  approveConfirm: 'Ja, goedkeuren',
  cancel: 'Annuleren',
} as const;
