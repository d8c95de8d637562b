import { posterSize, posterTime } from './posterFrame';

describe('poster frame rules', () => {
  it('takes the frame 1 s in, or the first frame of a clip not longer than that or of unknown length', () => {
    expect(posterTime(30)).toBe(1);
    expect(posterTime(1.2)).toBe(1);
    expect(posterTime(1)).toBe(0);
    expect(posterTime(0.4)).toBe(0);
    // A recording straight from MediaRecorder tells no length.
    expect(posterTime(Infinity)).toBe(0);
    expect(posterTime(NaN)).toBe(0);
  });

  it('is at most 640 px wide with the video’s proportions, and never scaled up', () => {
    expect(posterSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(posterSize(1080, 1920)).toEqual({ width: 640, height: 1138 });
    expect(posterSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
