import { safeExternalUrl } from './url-safety';

/** Files uploaded to identity are served at `/api/media/<id>`. */
export const MEDIA_PATH = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function mediaUrl(mediaId: string): string {
  return `/api/media/${mediaId}`;
}

/**
 * The id of the uploaded file a link points at, whether written as our path or as a full address with any host
 * (`https://clipwerk.nl/api/media/<id>`): a user may only point at her own files, however the link is written.
 */
export function referencedMediaId(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  const trimmed = link.trim();
  let pathname = trimmed;
  if (!trimmed.startsWith('/')) {
    try {
      pathname = new URL(trimmed).pathname;
    } catch {
      return undefined;
    }
  }
  return MEDIA_PATH.test(pathname) ? pathname.split('/').pop() : undefined;
}

/** A portfolio video or thumbnail link, normalised: one of our uploads, or an external http(s) link; else null. */
export function normalizeMediaLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (MEDIA_PATH.test(trimmed)) return trimmed;
  return safeExternalUrl(trimmed) || null;
}
