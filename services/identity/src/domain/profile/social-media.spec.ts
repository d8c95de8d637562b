import { followersTotal, normalizeSocialMedia, presentSocialMedia } from './social-media';

describe('social media', () => {
  it('normalises social media and sums followers and subscribers into the stored total', () => {
    const media = normalizeSocialMedia({
      instagram: { username: ' anna ', url: 'instagram.com/anna', followers: '1.500' },
      youtube: { username: 'anna', subscribers: 2000 },
      tiktok: { username: '', url: '', followers: 0 },
      myspace: { username: 'anna', followers: 10 },
      twitter: 'anna',
    });
    expect(media).toEqual({
      instagram: { username: 'anna', url: 'https://instagram.com/anna', followers: 1500 },
      youtube: { username: 'anna', url: '', followers: 2000 },
    });
    expect(followersTotal(media)).toBe(3500);
    expect(presentSocialMedia(media)).toEqual({
      instagram: { username: 'anna', url: 'https://instagram.com/anna', followers: 1500 },
      youtube: { username: 'anna', url: '', subscribers: 2000 },
    });
    expect(normalizeSocialMedia(null)).toEqual({});
  });
});
