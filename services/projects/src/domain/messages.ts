/**
 * Every Dutch text the projects service shows to users, in one place. The spec's texts are quoted verbatim
 * (spec §5, §8, DECISIONS 11); the others follow their tone. DTOs, services and tests refer to these names.
 */
export const Messages = {
  // Create (spec §5)
  titleTooShort: 'De titel moet minimaal 5 karakters lang zijn',
  titleTooLong: 'De titel mag maximaal 100 karakters lang zijn',
  budgetTooLow: 'Het budget moet minimaal €25 zijn',
  testBudgetTooLow: 'Het budget moet minimaal €0,01 zijn',
  budgetInvalid: 'Het budget moet een bedrag in euro zijn',
  budgetTooHigh: 'Het budget mag maximaal €1.000.000 zijn',
  /** Replaces a description under 50 characters (spec §5: "no extended description was given"). */
  defaultDescription: 'De opdrachtgever heeft nog geen uitgebreide omschrijving gegeven. Stel je vragen gerust via de chat.',
  descriptionRequired: 'Beschrijving is verplicht',
  deadlineInvalid: 'Ongeldige deadline',
  deadlineInPast: 'De deadline moet in de toekomst liggen',
  categoryInvalid: 'Ongeldige categorie',
  textInvalid: 'Ongeldige tekst',
  listInvalid: 'Ongeldige lijst',
  textTooLong: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten`,
  statusInvalid: 'Ongeldige status',
  filterInvalid: 'Ongeldig filter',

  // Outcomes (spec §8)
  created: 'Opdracht aangemaakt. Betaal de aanbetaling om hem te publiceren.',
  savedAsDraft: 'Opdracht opgeslagen als concept',
  updated: 'Project succesvol bijgewerkt!',
  published: 'Project succesvol gepubliceerd!',
  depositRequired: 'Betaal eerst de aanbetaling van 50% om het project te publiceren.',
  deleted: 'Opdracht verwijderd',

  // Refusals
  projectNotFound: 'Project niet gevonden',
  notEditable: 'Deze opdracht kan niet meer worden gewijzigd',
  budgetLocked: 'Het budget kan niet meer worden gewijzigd nadat de aanbetaling is betaald',
  notDeletable: 'Een opdracht met een geselecteerde creator kan niet meer worden verwijderd',
  transitionRefused: (from: string, to: string) => `Deze opdracht kan niet van status '${from}' naar '${to}'`,
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  projectNotFound: 'PROJECT.NOT_FOUND',
  notEditable: 'PROJECT.NOT_EDITABLE',
  budgetLocked: 'PROJECT.BUDGET_LOCKED',
  notDeletable: 'PROJECT.NOT_DELETABLE',
  transitionRefused: 'PROJECT.TRANSITION_REFUSED',
  statusInvalid: 'PROJECT.STATUS_INVALID',
} as const;
