import { act, renderHook } from '@testing-library/react';
import {
  AUTOPLAY_MS,
  RESUME_AFTER_SWIPE_MS,
  carouselReducer,
  initialCarousel,
  isAutoplaying,
  swipeDirection,
  useCarousel,
} from './carousel';

const touch = (x: number) => ({ touches: [{ clientX: x }], changedTouches: [{ clientX: x }] }) as never;

describe('carousel rules', () => {
  it('cycles through 5 items and wraps both ways', () => {
    let state = initialCarousel(5);
    for (let i = 0; i < 5; i++) state = carouselReducer(state, { type: 'tick' });
    expect(state.index).toBe(0);
    expect(carouselReducer(state, { type: 'prev' }).index).toBe(4);
    expect(carouselReducer(state, { type: 'goTo', index: 7 }).index).toBe(2);
  });

  it('treats only a movement over 50 px as a swipe: left is next, right is previous', () => {
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('prev');
  });

  it('pauses autoplay on touch; ticks do nothing while paused', () => {
    let state = carouselReducer(initialCarousel(5), { type: 'touchStart', x: 200 });
    expect(isAutoplaying(state)).toBe(false);
    expect(carouselReducer(state, { type: 'tick' }).index).toBe(0);
    state = carouselReducer(state, { type: 'touchEnd', x: 100 });
    expect(state.index).toBe(1);
    expect(isAutoplaying(state)).toBe(false);
    expect(isAutoplaying(carouselReducer(state, { type: 'resume' }))).toBe(true);
  });

  it('keeps a finger that is still on the carousel paused', () => {
    let state = carouselReducer(initialCarousel(5), { type: 'touchStart', x: 0 });
    state = carouselReducer(state, { type: 'resume' });
    expect(isAutoplaying(state)).toBe(false);
  });
});

describe('useCarousel timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 5 s and resumes 3 s after a swipe', () => {
    const { result } = renderHook(() => useCarousel(5));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(result.current.state.index).toBe(1);

    act(() => result.current.touchHandlers.onTouchStart(touch(300)));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(result.current.state.index).toBe(1);
    act(() => result.current.touchHandlers.onTouchEnd(touch(200)));
    expect(result.current.state.index).toBe(2);

    act(() => jest.advanceTimersByTime(RESUME_AFTER_SWIPE_MS - 1));
    expect(result.current.running).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.running).toBe(true);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(result.current.state.index).toBe(3);
  });

  it('the pause button stops autoplay until pressed again', () => {
    const { result } = renderHook(() => useCarousel(5));
    act(() => result.current.dispatch({ type: 'togglePlay' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(result.current.state.index).toBe(0);
  });
});
