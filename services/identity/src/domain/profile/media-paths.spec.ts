import { normalizeMediaLink } from './media-paths';

describe('media paths', () => {
  it('keeps our own media paths and safe external links, nothing else', () => {
    expect(normalizeMediaLink('/api/media/0b7e6a58-4b8c-4a8e-9a57-3a3b1f0c2d11')).toBe(
      '/api/media/0b7e6a58-4b8c-4a8e-9a57-3a3b1f0c2d11',
    );
    expect(normalizeMediaLink('/uploads/../secret')).toBeNull();
    expect(normalizeMediaLink('vimeo.com/123')).toBe('https://vimeo.com/123');
  });
});
