/**
 * Every Dutch text of the notifications context, in one place: the notices in the bell and the toasts, the
 * e-mails, and the API's refusals. An offer is a "voorstel"; the last payment is the "Eindbetaling".
 */
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Meldingen en verzonden e-mails',
  retentionPeriod: (inWords: string) => `${inWords} nadat ze zijn gemaakt; een e-mail die nog verstuurd moet worden blijft`,
  // Notices (bell and toast)
  proposalReceived: (project: string) => `Nieuw voorstel ontvangen voor ${project}`,
  proposalAccepted: 'Je voorstel is geaccepteerd!',
  proposalRejected: 'Je voorstel is afgewezen',
  proposalViewed: 'Je voorstel wordt bekeken',
  deliverableUploaded: (project: string) => `Nieuwe versie geüpload voor ${project}`,
  deliverySubmitted: (project: string) => `De content voor ${project} is opgeleverd. Bekijk en beoordeel hem.`,
  revisionRequested: (project: string) => `Er is een revisie gevraagd voor ${project}`,
  projectApproved: (project: string) => `Je content voor ${project} is goedgekeurd`,
  depositPaid: 'Aanbetaling ontvangen',
  finalPaid: 'Eindbetaling ontvangen',
  finalPaidToCreator: (project: string) => `Het bedrijf heeft de eindbetaling voor ${project} betaald`,
  payoutReleased: 'Betaling vrijgegeven',
  messageReceived: (sender: string) => `Nieuw bericht van ${sender}`,
  reviewReminder: (project: string, when: string) =>
    `Beoordeel de content voor ${project}: zonder antwoord wordt hij ${when} automatisch goedgekeurd`,
  autoApproved: (reason: string, project: string) => `${project}: ${reason}`,
  finalPaymentReminder: (project: string, when: string) => `De eindbetaling voor ${project} is ${when} verschuldigd`,
  finalPaymentOverdue: (project: string) => `De eindbetaling voor ${project} is te laat`,
  assignmentCancelled: (project: string) => `${project} is geannuleerd: de opleverdatum is verstreken`,
  assignmentCancelledCompanyLeft: (project: string) => `${project} is geannuleerd: het bedrijf heeft zijn account verwijderd`,

  // Disputes: one notice per step, to both parties (a statement: to the other party)
  dispute: {
    opened: (project: string) =>
      `Er is een geschil geopend over ${project}. Support beoordeelt het; het geld wordt vastgehouden.`,
    statementAdded: (project: string) => `De andere partij heeft een toelichting toegevoegd aan het geschil over ${project}.`,
    decided: (project: string) =>
      `Support heeft besloten over het geschil over ${project}. Je kunt binnen 14 dagen één keer in beroep gaan.`,
    appealed: (project: string) => `Er is beroep ingesteld in het geschil over ${project}. Support beoordeelt het opnieuw.`,
    resolved: (project: string) => `Het besluit over het geschil over ${project} is definitief; de betaling is verwerkt.`,
    /** The amount support's decision gives the creator (platformkosten included), in words for each party. */
    decidedAmount: (amount: string, toCreator: boolean) =>
      toCreator
        ? `Volgens het besluit krijg je ${amount} van het bedrag van de opdracht (platformkosten inbegrepen).`
        : `Volgens het besluit gaat ${amount} van het bedrag van de opdracht naar de creator (platformkosten inbegrepen).`,
    subject: (project: string) => `Geschil over ${project}`,
  },
  // E-mail subjects
  subjectPasswordReset: 'Stel een nieuw wachtwoord in voor Clipwerk',
  subjectProposal: (project: string) => `Nieuw voorstel voor ${project}`,
  subjectHired: (project: string) => `Je bent gekozen voor ${project}`,
  subjectRejected: (project: string) => `Je voorstel voor ${project} is afgewezen`,
  subjectDelivery: (project: string) => `Content opgeleverd voor ${project}`,
  subjectRevision: (project: string) => `Revisie gevraagd voor ${project}`,
  subjectApproved: (project: string) => `Content goedgekeurd voor ${project}`,
  subjectDepositPaid: (project: string) => `Aanbetaling ontvangen voor ${project}`,
  subjectFinalPaid: (project: string) => `Eindbetaling ontvangen voor ${project}`,
  subjectFinalPaidToCreator: (project: string) => `Het bedrijf heeft betaald voor ${project}`,
  subjectPayout: (project: string) => `Je uitbetaling voor ${project} is vrijgegeven`,
  subjectReviewReminder: (project: string) => `Herinnering: beoordeel de content voor ${project}`,
  subjectFinalPaymentReminder: (project: string) => `Herinnering: eindbetaling voor ${project}`,
  subjectFinalPaymentOverdue: (project: string) => `Eindbetaling te laat voor ${project}`,
  subjectCancelled: (project: string) => `${project} is geannuleerd`,
  subjectUnread: (sender: string) => `Je hebt ongelezen berichten van ${sender}`,

  // E-mail bodies (plain text; the HTML version shows the same words)
  greeting: (name: string) => `Hoi ${name},`,
  passwordResetBody:
    'Je hebt gevraagd om een nieuw wachtwoord. Via de link hieronder stel je er een in. De link is een uur geldig en werkt één keer. Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.',
  proposalBody: (creator: string, project: string) => `${creator} heeft een voorstel gestuurd voor ${project}.`,
  hiredBody: (project: string) =>
    `Goed nieuws: je voorstel voor ${project} is geaccepteerd. Je kunt in de werkruimte aan de slag.`,
  rejectedBody: (project: string) => `Je voorstel voor ${project} is helaas niet gekozen.`,
  rejectedReason: (reason: string) => `Toelichting van het bedrijf: ${reason}`,
  deliveryBody: (project: string) =>
    `De creator heeft de content voor ${project} opgeleverd. Bekijk hem en keur goed of vraag een revisie.`,
  revisionBody: (project: string, feedback: string) => `Het bedrijf vraagt een revisie voor ${project}: ${feedback}`,
  approvedBody: (project: string) => `Het bedrijf heeft je content voor ${project} goedgekeurd. De eindbetaling volgt.`,
  depositPaidBody: (project: string, amount: string) =>
    `We hebben je aanbetaling van ${amount} voor ${project} ontvangen. Je opdracht staat nu open voor voorstellen van creators.`,
  finalPaidBody: (project: string, amount: string) =>
    `We hebben je eindbetaling van ${amount} voor ${project} ontvangen. Je kunt de content nu downloaden in de werkruimte.`,
  finalCoveredBody: (project: string) =>
    `De aanbetaling dekte het hele bedrag van ${project}: er was geen eindbetaling meer nodig. Je kunt de content nu downloaden in de werkruimte.`,
  finalPaidToCreatorBody: (project: string, share: string, until: string | null) =>
    `Het bedrijf heeft de eindbetaling voor ${project} betaald. Je aandeel van ${share} houden we vast ${until ? `tot ${until} ` : ''}(de geschilperiode); daarna maken we het over naar je gekoppelde rekening.`,
  payoutBody: (project: string, amount: string) =>
    `Je aandeel van ${amount} voor ${project} is vrijgegeven en wordt overgemaakt naar je gekoppelde rekening.`,
  reviewReminderBody: (project: string, when: string) =>
    `De creator wacht op je beoordeling van ${project}. Keur goed of vraag een revisie; zonder antwoord wordt de content ${when} automatisch goedgekeurd.`,
  autoApprovedBody: (project: string, reason: string) => `De content voor ${project}: ${reason}. De eindbetaling volgt.`,
  finalPaymentReminderBody: (project: string, when: string) =>
    `De content voor ${project} is goedgekeurd. Betaal de eindbetaling ${when} in de werkruimte.`,
  finalPaymentOverdueBody: (project: string) =>
    `Het bedrijf heeft de eindbetaling voor ${project} niet op tijd betaald. We houden je op de hoogte.`,
  cancelledCompanyLeftBody: (project: string) => `Het bedrijf heeft zijn account verwijderd; ${project} is daarom geannuleerd.`,
  cancelledBody: (project: string) =>
    `Het bedrijf heeft ${project} geannuleerd omdat de opleverdatum is verstreken zonder oplevering.`,
  unreadBody: (sender: string) => `${sender} stuurde je een bericht dat je nog niet hebt gelezen.`,
  openInClipwerk: 'Bekijk het in Clipwerk',
  unsubscribeLine: 'Wil je deze e-mails niet meer ontvangen? Meld je af:',
  signature: 'Groet, het team van Clipwerk',
  someone: 'een creator',
  yourProject: 'je opdracht',

  // The welcome mail, one for each role, sent once on registration
  welcome: {
    subject: 'Welkom bij Clipwerk',
    bedrijf: [
      'Welkom bij Clipwerk! Je account is klaar.',
      'Plaats je eerste opdracht: beschrijf welke video je zoekt en kies je budget. Na de aanbetaling staat je opdracht open en sturen creators je hun voorstellen.',
      'Je kiest zelf de creator. In de werkruimte bekijk je de oplevering, vraag je zo nodig een revisie en keur je goed; daarna volgt de eindbetaling.',
    ],
    creator: [
      'Welkom bij Clipwerk! Je account is klaar.',
      'Vul je profiel aan en zet je beste video’s in je portfolio: zo zien bedrijven wat je kunt.',
      'Bekijk de opdrachten en stuur een voorstel. Koppel ook je bankrekening in je profiel, zodat we je aandeel kunnen uitbetalen.',
    ],
    linkBedrijf: 'Plaats je eerste opdracht',
    linkCreator: 'Bekijk de opdrachten',
  },

  // Unsubscribe page
  unsubscribed: (kind: string) => `Je ontvangt geen e-mails meer over: ${kind}. Je kunt dit altijd weer aanzetten in je profiel.`,
  unsubscribeInvalid: 'Deze afmeldlink is ongeldig.',

  // Refusals
  notificationNotFound: 'Melding niet gevonden',
  preferencesInvalid: 'Kies per soort e-mail aan (true) of uit (false)',
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  notificationNotFound: 'NOTIFICATION.NOT_FOUND',
  unsubscribeInvalid: 'NOTIFICATION.UNSUBSCRIBE_INVALID',
} as const;

/** How a user is greeted when identity has not told us her name yet. */
export const UNKNOWN_NAME = 'daar';
