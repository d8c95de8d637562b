// The workspace's Dutch texts about money, in one place for the tab, the banners and their tests.

export const PAYMENT_TEXTS = {
  finalRequired: 'Finale Betaling Vereist',
  finalRequiredLead: 'De content is goedgekeurd. Voldoe de finale betaling om alle content vrij te geven voor download.',
  payNow: 'Nu Betalen',
  finalDone: 'Betaling Voltooid',
  contentUnlocked: 'Content Ontgrendeld',
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
