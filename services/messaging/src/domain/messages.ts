/**
 * Every Dutch text the messaging service shows to users, in one place. DTOs, services and tests refer to these
 * names; the screens have their own catalogue for what only they show.
 */
export const Messages = {
  // The privacy page's retention period, worded around the figure of retention.ts so the text follows it
  retentionSubject: 'Berichten',
  retentionPeriod: (inWords: string) => `${inWords} na verzending, met de bijlagen`,
  // A message's text
  messageRequired: 'Een bericht mag niet leeg zijn',
  messageInvisible: 'Een bericht moet minstens één zichtbaar teken bevatten',
  messageTooLong: (max: number) => `Een bericht mag maximaal ${max} tekens bevatten`,
  attachmentsInvalid: 'Bijlagen moeten een lijst van maximaal 10 bestands-ID’s zijn',
  idempotencyKeyInvalid: 'De Idempotency-Key mag maximaal 200 tekens bevatten',
  attachmentTooLarge: 'Een bijlage mag maximaal 25MB zijn',
  attachmentUnknown: 'Deze bijlage bestaat niet of hoort bij een ander bericht. Upload het bestand opnieuw.',
  attachmentNotFound: 'Bijlage niet gevonden',
  idempotencyKeyReused: 'Deze Idempotency-Key is al gebruikt voor een ander bericht',

  // Starting a conversation
  participantRequired: 'Kies met wie je een gesprek wilt starten',
  creatorMayNotStart: 'Je kunt alleen een gesprek starten met een bedrijf waarvoor je een opdracht hebt gedaan',

  // Refusals: the same answer whether it does not exist or is not the caller's
  conversationNotFound: 'Gesprek niet gevonden',
  participantNotFound: 'Gebruiker niet gevonden',
} as const;

/** Stable codes for programs; the message is for people. */
export const ErrorCodes = {
  conversationNotFound: 'CONVERSATION.NOT_FOUND',
  participantNotFound: 'CONVERSATION.PARTICIPANT_NOT_FOUND',
  creatorMayNotStart: 'CONVERSATION.CREATOR_MAY_NOT_START',
  idempotencyKeyInvalid: 'MESSAGE.IDEMPOTENCY_KEY_INVALID',
  idempotencyKeyReused: 'MESSAGE.IDEMPOTENCY_KEY_REUSED',
  attachmentNotFound: 'MESSAGE.ATTACHMENT_NOT_FOUND',
} as const;

/** What a party without a known name is called. */
export const UNNAMED_PARTY = 'Onbekende gebruiker';
