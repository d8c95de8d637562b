import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while the component is shown: countdowns advance on their own. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
