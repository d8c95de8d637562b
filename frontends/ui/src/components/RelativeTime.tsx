import { formatRelativeTime } from '../format';
import { useNow } from '../useNow';

/** How often a shown relative time is worked out again: the finest step it has is a minute. */
export const RELATIVE_TIME_TICK_MS = 15_000;

/** 'Zojuist', '5 min geleden', '14:05', 'Gisteren': the one way a relative time is shown, moving on while the page is open. */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  const now = useNow(RELATIVE_TIME_TICK_MS);
  return (
    <time className={className} dateTime={value}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
