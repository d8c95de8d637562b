import { fireEvent, screen } from '@testing-library/react';
import { installFetch, renderScreen } from '../test/renderScreen';
import { MediaPlayer } from './MediaPlayer';

const recording = {
  id: 'f1',
  filename: 'f1.webm',
  originalName: 'latte.webm',
  type: 'video' as const,
  mimeType: 'video/webm',
  size: 1000,
  version: 1,
  createdAt: '2025-09-01T10:00:00.000Z',
  posterUrl: null,
};

/** A player whose length the browser does not know yet, as with a recording straight from a browser. */
async function openRecording(): Promise<{ video: HTMLVideoElement; setDuration: (seconds: number) => void }> {
  installFetch({
    'POST /api/upload/preview/p1/f1/link': { success: true, url: '/api/upload/preview/p1/f1?access=x', expiresAt: '' },
  });
  renderScreen(<MediaPlayer projectId="p1" file={recording} />);
  const video = (await screen.findByLabelText('Video latte.webm (versie 1)')) as HTMLVideoElement;
  let duration = Infinity;
  let position = 0;
  Object.defineProperty(video, 'duration', { get: () => duration });
  // As the element does: a position past a known end stands at the end.
  Object.defineProperty(video, 'currentTime', {
    get: () => position,
    set: (seconds: number) => (position = Math.min(seconds, duration)),
  });
  fireEvent.loadedMetadata(video);
  return {
    video,
    setDuration: (seconds) => {
      duration = seconds;
      position = Math.min(position, duration);
      fireEvent.durationChange(video);
    },
  };
}

describe('MediaPlayer', () => {
  it('finds a recording’s length by seeking to its end, then starts it from the beginning', async () => {
    const { video, setDuration } = await openRecording();
    expect(video.currentTime).toBe(Number.MAX_SAFE_INTEGER);
    setDuration(4);
    expect(video.currentTime).toBe(0);
  });

  it('keeps the moment the viewer chose while the length was being found', async () => {
    const { video, setDuration } = await openRecording();
    video.currentTime = 2.4;
    setDuration(4);
    expect(video.currentTime).toBe(2.4);
  });
});
