import { TEXT_LIMITS } from './text-limits';

/**
 * Links we show to visitors must be http(s): a `javascript:` link on a public profile would run in their browser.
 * A bare host (`instagram.com/anna`) gets `https://`; anything else is dropped.
 */
export function safeExternalUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim().slice(0, TEXT_LIMITS.url);
  if (!trimmed) return '';
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : /^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(trimmed)
      ? `https://${trimmed}`
      : '';
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? candidate : '';
  } catch {
    return '';
  }
}
