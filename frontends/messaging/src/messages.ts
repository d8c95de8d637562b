// Every Dutch text of the messaging screens (the inbox and the project chat), in one place.
export const TEXTS = {
  inboxTitle: 'Berichten',
  searchLabel: 'Zoek in gesprekken',
  searchPlaceholder: 'Zoek op naam, opdracht of bericht...',
  noConversations: 'Nog geen gesprekken',
  noConversationsHint: 'Start een gesprek vanaf het profiel van een creator of vanuit een opdracht.',
  noSearchResults: 'Geen gesprekken gevonden',
  chooseConversation: 'Kies een gesprek',
  chooseConversationHint: 'Selecteer links een gesprek om de berichten te lezen.',
  noMessages: 'Nog geen berichten',
  noMessagesHint: 'Stuur het eerste bericht.',
  toProject: 'Bekijk opdracht',
  back: 'Terug naar gesprekken',
  unread: (count: number) => (count === 1 ? '1 ongelezen bericht' : `${count} ongelezen berichten`),
  you: 'Jij',

  composerLabel: 'Bericht',
  composerPlaceholder: 'Typ je bericht... (Enter om te versturen, Shift+Enter voor een nieuwe regel)',
  send: 'Versturen',
  charactersLeft: (left: number) => (left === 1 ? 'Nog 1 teken' : `Nog ${left} tekens`),
  attach: 'Foto of video bijvoegen',
  attachmentsLabel: 'Bijlagen',
  attachmentUploading: 'Bijlage uploaden…',
  attachmentUploadFailed: (name: string) => `${name} kon niet worden geüpload. Foto’s en video’s tot 25MB zijn toegestaan.`,
  removeAttachment: (name: string) => `${name} verwijderen`,
  downloadAttachment: (name: string, size: string) => `${name} (${size}) downloaden`,
  attachmentLoadFailed: 'Kon de afbeelding niet laden',

  read: 'Gelezen',
  delivered: 'Verzonden',

  loadConversationsFailed: 'Kon gesprekken niet laden',
  loadConversationFailed: 'Kon gesprek niet laden',
  sendFailed: 'Bericht kon niet worden verzonden',

  chatTitle: 'Projectchat',
  typing: (name: string) => `${name} is aan het typen…`,
  chatLoadFailed: 'Kon de chat niet laden',
} as const;

/** The tab title: '(N) Berichten - Clipwerk' while something is unread. */
export function inboxTitle(unread: number): string {
  return unread > 0 ? `(${unread}) Berichten - Clipwerk` : 'Berichten - Clipwerk';
}
