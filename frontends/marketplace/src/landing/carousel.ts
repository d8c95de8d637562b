// The 'UGC in actie' carousel rules as a pure reducer plus a hook that supplies the timers:
// the index cycles through the items; every 5 s it advances while autoplay is on; a touch pauses autoplay;
// a horizontal movement over 50 px is a swipe (left = next, right = previous); 3 s after the finger lifts
// autoplay resumes. The pause button stops autoplay until pressed again.
import { useCallback, useEffect, useReducer, type TouchEvent } from 'react';

export const AUTOPLAY_MS = 5_000;
export const RESUME_AFTER_SWIPE_MS = 3_000;
export const SWIPE_THRESHOLD_PX = 50;

export interface CarouselState {
  count: number;
  index: number;
  /** Autoplay wanted by the visitor (the pause button turns it off). */
  playing: boolean;
  /** A finger is on the carousel, or lifted less than 3 s ago. */
  touchPaused: boolean;
  touchStartX: number | null;
  /** Bumped on every touch end, so the hook restarts its 3 s resume timer. */
  resumeToken: number;
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'touchStart'; x: number }
  | { type: 'touchEnd'; x: number }
  | { type: 'resume' }
  | { type: 'togglePlay' };

export const initialCarousel = (count: number, playing = true): CarouselState => ({
  count,
  index: 0,
  playing,
  touchPaused: false,
  touchStartX: null,
  resumeToken: 0,
});

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** 'next', 'prev' or null for a horizontal movement of `dx` pixels. */
export function swipeDirection(dx: number, threshold = SWIPE_THRESHOLD_PX): 'next' | 'prev' | null {
  if (Math.abs(dx) <= threshold) return null;
  return dx < 0 ? 'next' : 'prev';
}

export const isAutoplaying = (state: CarouselState) => state.playing && !state.touchPaused;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'tick':
      return isAutoplaying(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goTo':
      return { ...state, index: wrap(action.index, state.count) };
    case 'touchStart':
      return { ...state, touchPaused: true, touchStartX: action.x };
    case 'touchEnd': {
      if (state.touchStartX === null) return state;
      const direction = swipeDirection(action.x - state.touchStartX);
      const index = direction === 'next' ? state.index + 1 : direction === 'prev' ? state.index - 1 : state.index;
      return { ...state, index: wrap(index, state.count), touchStartX: null, resumeToken: state.resumeToken + 1 };
    }
    case 'resume':
      // A finger that is still on the carousel keeps it paused.
      return state.touchStartX === null ? { ...state, touchPaused: false } : state;
    case 'togglePlay':
      return { ...state, playing: !state.playing, touchPaused: false };
    default:
      return state;
  }
}

/** The carousel with its timers: a 5 s autoplay interval and the 3 s resume after a touch. */
export function useCarousel(count: number, { autoplay = true } = {}) {
  const [state, dispatch] = useReducer(carouselReducer, count, (n) => initialCarousel(n, autoplay));
  const running = isAutoplaying(state);

  useEffect(() => {
    if (!running) return;
    // Restarted whenever the index changes, so a manual step always gets its full 5 s.
    const timer = setTimeout(() => dispatch({ type: 'tick' }), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, state.index]);

  useEffect(() => {
    if (state.resumeToken === 0) return;
    const timer = setTimeout(() => dispatch({ type: 'resume' }), RESUME_AFTER_SWIPE_MS);
    return () => clearTimeout(timer);
  }, [state.resumeToken]);

  const onTouchStart = useCallback(
    (event: TouchEvent) => dispatch({ type: 'touchStart', x: event.touches[0]?.clientX ?? 0 }),
    [],
  );
  const onTouchEnd = useCallback(
    (event: TouchEvent) => dispatch({ type: 'touchEnd', x: event.changedTouches[0]?.clientX ?? 0 }),
    [],
  );

  return { state, running, dispatch, touchHandlers: { onTouchStart, onTouchEnd } };
}
