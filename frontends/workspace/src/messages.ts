// Every Dutch text of the workspace remote's header, upload and file screens, in one place for the screens and their tests.

export const MESSAGES = {
  // participants in the header
  companyLogo: (company: string) => `Logo van ${company}`,

  // uploading
  uploadCardTitle: 'Content uploaden',
  dropHint: 'Sleep je video’s en afbeeldingen hierheen, of',
  chooseFiles: 'Bestanden kiezen',
  fileInputLabel: 'Bestanden uploaden',
  onlyVideoAndImages: 'Alleen video’s en afbeeldingen zijn toegestaan.',
  uploadedCount: (count: number) => (count === 1 ? '1 bestand geüpload!' : `${count} bestanden geüpload!`),
  uploadFailed: (reason: string) => `Upload fout: ${reason}`,
  unknownUploadError: 'Onbekende fout bij het uploaden',
  progressLabel: (name: string) => `Voortgang ${name}`,
  pause: 'Pauzeren',
  resume: 'Hervatten',
  paused: 'Gepauzeerd',
  newVersion: 'Nieuwe versie uploaden',
  newVersionInputLabel: (title: string) => `Nieuwe versie van ${title} uploaden`,
  interruptedTitle: 'Onderbroken uploads',
  interruptedHint: (name: string) => `${name}: kies dit bestand opnieuw om verder te gaan waar de upload stopte.`,

  // files list
  submit: 'Opleveren',
  submitted: 'Je content is opgeleverd ter beoordeling.',
  filesLoading: 'Bestanden laden...',
  filesLoadFailed: 'Kon de bestanden niet laden.',
  noFiles: 'Er zijn nog geen bestanden geüpload.',
  version: (version: number) => `Versie ${version}`,
  preview: 'Voorbeeld',
  previewFailed: 'Kon het voorbeeld niet laden',
  download: 'Download',
  downloadFailed: 'Kon bestand niet downloaden',
  posterAlt: (name: string, version: number) => `Poster van ${name} (versie ${version})`,

  // player
  previewLoading: 'Voorbeeld laden...',
  videoLabel: (name: string, version: number) => `Video ${name} (versie ${version})`,
  imageAlt: (name: string, version: number) => `${name} (versie ${version})`,

  deliverableStatus: {
    pending: 'Wacht op upload',
    uploaded: 'Geüpload',
    under_review: 'In beoordeling',
    revision_requested: 'Revisie gevraagd',
    approved: 'Goedgekeurd',
  } as Record<string, string>,

  // rating each other after completion
  ratingTitle: 'Beoordeling',
  ratingLead: (other: string) =>
    `Hoe was de samenwerking met ${other}? Je beoordeling blijft verborgen tot ${other} er ook een gaf, of tot de termijn van 14 dagen voorbij is.`,
  starsLegend: 'Aantal sterren',
  starsLabel: (stars: number) => (stars === 1 ? '1 ster' : `${stars} sterren`),
  ratingTextLabel: 'Toelichting',
  ratingSubmit: 'Beoordeling plaatsen',
  yourRating: 'Jouw beoordeling',
  theirRating: (other: string) => `Beoordeling van ${other}`,
  ratingHidden: (other: string, date: string) =>
    `Je ziet de beoordeling van ${other} zodra die er ook een gaf, uiterlijk op ${date}.`,
  ratingWindowClosed: 'De termijn om deze opdracht te beoordelen is verlopen.',
  ratingsLoadFailed: 'Kon de beoordelingen niet laden.',
  theCreator: 'de creator',
  theCompany: 'het bedrijf',
} as const;
