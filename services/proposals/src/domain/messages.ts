/** The one Dutch name of each proposal state, the same words the screens use; a state without one does not compile. */
const statusNames = {
  submitted: 'In afwachting',
  accepted: 'Geaccepteerd',
  rejected: 'Afgewezen',
  withdrawn: 'Ingetrokken',
  completed: 'Voltooid',
} as const;

/**
 * Every Dutch text the proposals service shows to users, in one place. The agreed product texts are kept word
 * for word; the others follow their tone. DTOs, services and tests refer to these names.
 */
export const Messages = {
  statusNames,

  // Submit
  onlyCreators: 'Alleen creators kunnen voorstellen versturen',
  motivationRequired: 'Motivatie is verplicht',
  motivationTooShort: 'Je motivatie moet minimaal 50 tekens bevatten',
  motivationTooLong: 'Je motivatie mag maximaal 1000 tekens bevatten',
  priceRequired: 'Prijs is verplicht',
  priceInvalid: 'De prijs moet een bedrag van minimaal €1 zijn, met hoogstens twee cijfers achter de komma',
  priceTooHigh: 'De prijs mag maximaal €1.000.000 zijn',
  deliveryTimeRequired: 'Levertijd is verplicht',
  deliveryTimeInvalid: 'De levertijd moet een heel aantal van minimaal 1 dag zijn',
  deliveryTimeTooLong: 'De levertijd mag maximaal 365 dagen zijn',
  approachTooLong: 'Je aanpak mag maximaal 2000 tekens bevatten',
  reasonTooLong: 'De reden mag maximaal 1000 tekens bevatten',
  seenPriceRequired: 'Geef de prijs mee die je accepteert (in euro).',

  // Outcomes
  submitted: 'Voorstel verstuurd!',
  accepted: 'Voorstel geaccepteerd!',
  rejected: 'Voorstel afgewezen',
  /** The reason other creators read when another proposal was accepted and theirs was rejected automatically. */
  otherAccepted: 'Het bedrijf heeft voor een ander voorstel gekozen',
  projectCancelled: 'De opdracht is geannuleerd',

  // Refusals
  projectNotFound: 'Opdracht niet gevonden',
  proposalNotFound: 'Voorstel niet gevonden',
  projectNotOpen: 'Deze opdracht staat niet open voor voorstellen',
  alreadyProposed: 'Je hebt al een voorstel verstuurd voor deze opdracht',
  creatorAlreadySelected: 'Voor deze opdracht is al een creator gekozen',
  priceChanged: 'De prijs van dit voorstel is intussen gewijzigd. Bekijk het voorstel opnieuw voordat je het accepteert.',
  transitionRefused: (from: keyof typeof statusNames, to: keyof typeof statusNames) =>
    `Dit voorstel kan niet van status '${statusNames[from]}' naar '${statusNames[to]}'`,
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  onlyCreators: 'PROPOSAL.ONLY_CREATORS',
  projectNotFound: 'PROJECT.NOT_FOUND',
  proposalNotFound: 'PROPOSAL.NOT_FOUND',
  projectNotOpen: 'PROJECT.NOT_OPEN',
  alreadyProposed: 'PROPOSAL.ALREADY_SUBMITTED',
  creatorAlreadySelected: 'PROJECT.CREATOR_ALREADY_SELECTED',
  transitionRefused: 'PROPOSAL.TRANSITION_REFUSED',
  priceChanged: 'PROPOSAL.PRICE_CHANGED',
} as const;
