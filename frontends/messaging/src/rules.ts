// The message rules as the screens apply them (the server checks them again).
import type { MessageMax } from '@clipwerk/contracts/messaging';

/** Messaging's limit; typed by its contract, so it cannot differ from the server's. */
export const MESSAGE_MAX: MessageMax = 2000;
/** The remaining-characters counter appears once a text is longer than this. */
export const COUNTER_FROM = 1800;
/** The inbox asks for this many conversations and polls them at this pace; the open conversation refetches too. */
export const INBOX_LIMIT = 50;
export const POLL_MS = 5000;

/** A text may be sent when, trimmed, it is not empty and at most MESSAGE_MAX characters. */
export function canSend(text: string): boolean {
  const length = [...text.trim()].length;
  return length > 0 && length <= MESSAGE_MAX;
}

/** Characters left, or null while the counter stays hidden (up to 1800). */
export function charactersLeft(text: string): number | null {
  const length = [...text].length;
  return length > COUNTER_FROM ? MESSAGE_MAX - length : null;
}
