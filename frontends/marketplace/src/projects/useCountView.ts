import { useEffect, useRef } from 'react';
import { api, useSession } from '@clipwerk/shell/sdk';

const VISITOR_KEY = 'clipwerk.visitor';

// randomUUID exists only in secure contexts; a plain-http address falls back to random bytes.
const freshId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random id this browser keeps, so a visitor who is not signed in counts once a day per project. */
export function visitorId(): string {
  try {
    const known = window.localStorage.getItem(VISITOR_KEY);
    if (known) return known;
    const made = freshId();
    window.localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    // Storage switched off: a fresh id each time, which the daily limit per id still bounds.
    return freshId();
  }
}

/** Tells projects the page was shown, once per page visit, and never for the owner's own project. */
export function useCountView(projectId: string, shown: boolean, isOwner: boolean): void {
  const { user } = useSession();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || isOwner || counted.current === projectId) return;
    counted.current = projectId;
    // Counting is a side matter: a failed call must not disturb the page.
    api.post(`/projects/${projectId}/views`, user ? {} : { visitorId: visitorId() }).catch(() => undefined);
  }, [projectId, shown, isOwner, user]);
}
