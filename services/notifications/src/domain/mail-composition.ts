import { Messages } from './messages';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A Dutch mail in plain text and simple HTML with the same words: greeting, paragraphs, link, and the way out. */
export function composeMail(input: {
  name: string;
  subject: string;
  lines: string[];
  link: string;
  linkLabel?: string;
  unsubscribeUrl?: string;
}): ComposedMail {
  const label = input.linkLabel ?? Messages.openInClipwerk;
  const footer = input.unsubscribeUrl ? [Messages.unsubscribeLine, input.unsubscribeUrl] : [];
  const text = [
    Messages.greeting(input.name),
    '',
    ...input.lines,
    '',
    `${label}: ${input.link}`,
    '',
    Messages.signature,
    '',
    ...footer,
  ]
    .join('\n')
    .trim();
  const html = [
    `<p>${escapeHtml(Messages.greeting(input.name))}</p>`,
    ...input.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(label)}</a></p>`,
    `<p>${escapeHtml(Messages.signature)}</p>`,
    ...(input.unsubscribeUrl
      ? [
          `<p style="color:#666;font-size:12px">${escapeHtml(Messages.unsubscribeLine)} <a href="${escapeHtml(input.unsubscribeUrl)}">afmelden</a></p>`,
        ]
      : []),
  ].join('\n');
  return { subject: input.subject, text, html };
}
