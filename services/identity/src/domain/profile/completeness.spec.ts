import { profileCompleteness, type CompletenessFacts } from './completeness';
import { company, creator } from './testing/users';

describe('profile completeness', () => {
  it('measures profile completeness per role', () => {
    const empty: CompletenessFacts = {
      ...creator,
      bio: '',
      city: null,
      niches: [],
      profilePictureUrl: null,
      socialMedia: {},
      baseRateCents: null,
      phoneNumber: null,
      companySize: null,
      industry: null,
      website: null,
      portfolioItems: 0,
    };
    expect(profileCompleteness(empty)).toEqual({
      percentage: 20,
      missing: ['bio', 'city', 'niches', 'profilePicture', 'socialMedia', 'pricing', 'phoneNumber', 'portfolio'],
    });
    const full = {
      ...empty,
      bio: 'x',
      city: 'Delft',
      niches: ['art'],
      profilePictureUrl: '/api/media/x',
      socialMedia: { instagram: { username: 'a', url: '', followers: 1 } },
      baseRateCents: 10_000,
      phoneNumber: '06',
      portfolioItems: 1,
    };
    expect(profileCompleteness(full)).toEqual({ percentage: 100, missing: [] });
    expect(profileCompleteness({ ...empty, ...company, companySize: '1-10', industry: 'other' })).toEqual({
      percentage: 50,
      missing: ['website', 'bio', 'city', 'profilePicture'],
    });
  });
});
