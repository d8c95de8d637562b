/** The one Dutch name of each project state, the same words the screens use; a state without one does not compile. */
const statusNames = {
  draft: 'Concept',
  awaiting_deposit: 'Wacht op betaling',
  open: 'Open voor voorstellen',
  creator_selected: 'Creator geselecteerd',
  in_progress: 'In uitvoering',
  delivered: 'Opgeleverd',
  under_review: 'In beoordeling',
  revision_requested: 'Revisie gevraagd',
  approved: 'Goedgekeurd',
  completed: 'Voltooid',
  cancelled: 'Geannuleerd',
} as const;

/**
 * Every Dutch text the projects service shows to users, in one place, in one tone. DTOs, services and tests
 * refer to these names.
 */
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Projectgegevens',
  retentionPeriod: (inWords: string) =>
    `${inWords} na het einde van de opdracht (wettelijke bewaarplicht), met de briefing, leveringen en beoordelingen; daarna verwijderd`,
  statusNames,

  // Create
  titleTooShort: 'De titel moet minimaal 5 karakters lang zijn',
  titleTooLong: 'De titel mag maximaal 100 karakters lang zijn',
  budgetTooLow: 'Het budget moet minimaal €25 zijn',
  testBudgetTooLow: 'Het budget moet minimaal €0,01 zijn',
  budgetInvalid: 'Het budget moet een bedrag in euro zijn',
  budgetTooHigh: 'Het budget mag maximaal €1.000.000 zijn',
  /** Replaces a description under 50 characters ("no extended description was given"). */
  defaultDescription: 'Het bedrijf heeft nog geen uitgebreide omschrijving gegeven. Stel je vragen gerust via de chat.',
  descriptionRequired: 'Beschrijving is verplicht',
  deadlineInvalid: 'Ongeldige deadline',
  deadlineInPast: 'De deadline moet in de toekomst liggen',
  categoryInvalid: 'Ongeldige categorie',
  contentTypeInvalid: "Kies 'video', 'foto' of 'beide'",
  productPriceInvalid: 'De prijs van het product moet een bedrag in euro zijn',
  yesNoInvalid: 'Kies ja of nee',
  textInvalid: 'Ongeldige tekst',
  listInvalid: 'Ongeldige lijst',
  textTooLong: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten`,
  statusInvalid: 'Ongeldige status',
  filterInvalid: 'Ongeldig filter',

  // Outcomes
  created: 'Opdracht aangemaakt. Betaal de aanbetaling om hem te publiceren.',
  savedAsDraft: 'Opdracht opgeslagen als concept',
  updated: 'Opdracht bijgewerkt!',
  published: 'Opdracht gepubliceerd!',
  depositRequired: 'Betaal eerst de aanbetaling om de opdracht te publiceren.',
  deleted: 'Opdracht verwijderd',

  // Refusals
  projectNotFound: 'Opdracht niet gevonden',
  favoriteNotOpen: 'Alleen een opdracht die open is voor voorstellen kun je als favoriet bewaren',
  visitorIdInvalid: 'Stuur een bezoekers-id mee (8 tot 64 letters, cijfers, - of _)',
  notEditable: 'Deze opdracht kan niet meer worden gewijzigd',
  budgetLocked: 'Het budget kan niet meer worden gewijzigd nadat de aanbetaling is betaald',
  contractLocked: (fields: string[]) =>
    `Er is een creator gekozen: ${fields.join(', ')} liggen vast in de afspraak en kunnen niet meer worden gewijzigd.`,
  contractFieldLocked: 'Ligt vast sinds er een creator is gekozen',
  notDeletable: 'Een opdracht met een geselecteerde creator kan niet meer worden verwijderd',
  transitionRefused: (from: keyof typeof statusNames, to: keyof typeof statusNames) =>
    `Deze opdracht kan niet van status '${statusNames[from]}' naar '${statusNames[to]}'`,

  // The flow after hiring: refusals
  startRefused: 'Deze opdracht kan nu niet worden gestart.',
  uploadRefused: 'Je kunt voor deze opdracht nu geen bestanden uploaden.',
  submitRefused: 'Deze opdracht kan nu niet worden opgeleverd.',
  nothingToSubmit: 'Upload eerst minstens één versie voordat je oplevert.',
  startReviewRefused: 'Er is nog niets opgeleverd om te beoordelen.',
  revisionRefused: 'Er kan nu geen revisie worden gevraagd.',
  revisionLimit: (rounds: number) => `Het maximum van ${rounds} revisierondes is bereikt.`,
  approveRefused: 'Deze opdracht kan nu niet worden goedgekeurd.',
  onlyCreator: 'Alleen de geselecteerde creator kan dit doen.',
  onlyOwner: 'Alleen het bedrijf kan dit doen.',
  cancelRefused: 'Deze opdracht kan niet meer worden geannuleerd: er is al content opgeleverd.',
  cancelBeforeDeliveryDate: (date: string) =>
    `De opleverdatum (${date}) is nog niet verstreken. Je kunt de opdracht pas daarna annuleren.`,
  cancelNoDeliveryDate: 'Deze opdracht heeft geen opleverdatum; annuleren kan niet.',

  // Deadlines
  autoApproved: (window: string) => `Automatisch goedgekeurd na ${window} zonder reactie`,
  deliveryMissed: 'Geannuleerd door het bedrijf: de opleverdatum is verstreken zonder oplevering',

  // A party deleted her account
  creatorLeft: 'Geannuleerd door het bedrijf: de creator heeft haar account verwijderd',
  companyLeft: 'Geannuleerd: het bedrijf heeft zijn account verwijderd',

  // Deliverables
  videoTooLarge: 'Video mag maximaal 50MB zijn',
  resumableVideoTooLarge: 'Video mag maximaal 2GB zijn',
  imageTooLarge: 'Afbeelding mag maximaal 5MB zijn',
  unsupportedFile: 'Alleen video (mp4, mov, webm, avi, mkv) en afbeeldingen (jpg, png, gif, webp) zijn toegestaan.',
  noFileReceived: 'Geen bestand ontvangen',
  deliverableNotFound: 'Oplevering niet gevonden',
  fileNotFound: 'Bestand niet gevonden',
  rangeNotSatisfiable: 'Dit deel van het bestand bestaat niet.',
  downloadLocked: 'Content wordt vrijgegeven na de eindbetaling.',
  posterTooLarge: 'Poster mag maximaal 1MB zijn',
  posterUnsupported: 'Een poster moet een JPEG- of PNG-afbeelding zijn.',
  posterNotFound: 'Dit bestand heeft geen poster.',
  untitledDeliverable: 'Oplevering zonder titel',
  reviewTypeInvalid: "Kies 'approve', 'reject' of 'revision'",
  commentsInvalid: 'Opmerkingen moeten een lijst van { atSeconds, text } zijn',
  commentFileRequired: 'Kies de versie waar je opmerking over gaat',
  commentFileNotFound: 'Deze versie hoort niet bij deze oplevering',
  commentMomentInvalid: 'Het moment moet een heel aantal milliseconden zijn, vanaf 0',
  commentTextRequired: 'Schrijf een opmerking',
  commentTextTooLong: (max: number) => `Je opmerking mag maximaal ${max} tekens bevatten`,
  commentReplyToMissing: 'De opmerking waarop je antwoordt bestaat niet',
  commentNotFound: 'Opmerking niet gevonden',
  resolveReplyRefused: 'Rond de opmerking zelf af, niet een antwoord erop',
  seenVersionRequired: 'Geef aan welke versie je hebt bekeken',
  versionChanged: 'Er is intussen een nieuwere versie opgeleverd. Bekijk die eerst en keur dan goed.',
  feedbackRequired: 'Feedback is verplicht',
  defaultApproveFeedback: 'Goedgekeurd',
  defaultRevisionFeedback: 'Revisie nodig',

  // The flow after hiring: outcomes
  started: 'Je bent begonnen aan deze opdracht.',
  uploaded: 'Versie geüpload!',
  posterSaved: 'Poster opgeslagen.',
  submitted: 'Je content is opgeleverd ter beoordeling.',
  reviewStarted: 'Beoordeling gestart.',
  deliverableApproved: 'Oplevering goedgekeurd!',
  revisionRequested: 'Revisieverzoek verstuurd!',
  projectApproved: 'Opdracht goedgekeurd!',
  cancelledAfterDeliveryDate: 'Opdracht geannuleerd. De aanbetaling wordt volledig terugbetaald.',

  // Ratings of each other after completion
  starsInvalid: 'Geef 1 tot 5 sterren',
  ratingTextRequired: 'Schrijf een korte toelichting bij je beoordeling',
  ratingTextTooLong: (max: number) => `Je toelichting mag maximaal ${max} tekens bevatten`,
  ratingNotYet: 'Je kunt elkaar beoordelen zodra de opdracht is voltooid.',
  ratingWindowClosed: (days: number) => `Beoordelen kan tot ${days} dagen na het voltooien van de opdracht.`,
  ratingAlreadyGiven: 'Je hebt deze opdracht al beoordeeld.',
  ratingSaved: 'Bedankt voor je beoordeling!',
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  projectNotFound: 'PROJECT.NOT_FOUND',
  notEditable: 'PROJECT.NOT_EDITABLE',
  budgetLocked: 'PROJECT.BUDGET_LOCKED',
  contractLocked: 'PROJECT.CONTRACT_LOCKED',
  notDeletable: 'PROJECT.NOT_DELETABLE',
  transitionRefused: 'PROJECT.TRANSITION_REFUSED',
  statusInvalid: 'PROJECT.STATUS_INVALID',
  moveRefused: 'PROJECT.MOVE_REFUSED',
  nothingToSubmit: 'PROJECT.NOTHING_TO_SUBMIT',
  revisionLimit: 'PROJECT.REVISION_LIMIT',
  deliveryDateNotPassed: 'PROJECT.DELIVERY_DATE_NOT_PASSED',
  wrongParty: 'PROJECT.WRONG_PARTY',
  favoriteNotOpen: 'PROJECT.FAVORITE_NOT_OPEN',
  deliverableNotFound: 'PROJECT.DELIVERABLE_NOT_FOUND',
  fileNotFound: 'PROJECT.FILE_NOT_FOUND',
  rangeNotSatisfiable: 'PROJECT.RANGE_NOT_SATISFIABLE',
  posterNotFound: 'PROJECT.POSTER_NOT_FOUND',
  downloadLocked: 'PROJECT.DOWNLOAD_LOCKED',
  ratingNotYet: 'PROJECT.RATING_NOT_YET',
  ratingWindowClosed: 'PROJECT.RATING_WINDOW_CLOSED',
  ratingAlreadyGiven: 'PROJECT.RATING_ALREADY_GIVEN',
  commentNotFound: 'PROJECT.COMMENT_NOT_FOUND',
  resolveReplyRefused: 'PROJECT.RESOLVE_REPLY_REFUSED',
  versionChanged: 'PROJECTS.VERSION_CHANGED',
} as const;
