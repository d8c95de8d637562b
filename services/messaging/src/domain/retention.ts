/**
 * A message is kept three years from when it was sent, its attachments with it; an upload never sent, three
 * years from its upload. A conversation goes once its last message has gone and nothing happened in it since.
 */
export const MESSAGE_RETENTION = { years: 3 } as const;
