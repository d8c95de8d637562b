import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a section named in the address may take to arrive (the landing sections come from a remote). */
const WAIT_MS = 5000;

/**
 * A page opens at its top; one with a #section in its address scrolls to that section once it is there, also when
 * the address changed inside the app (the browser only does this on a full load).
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const until = Date.now() + WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView?.({ block: 'start' });
      else if (Date.now() < until) timer = setTimeout(attempt, 100);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}
