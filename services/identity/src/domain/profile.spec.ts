import {
  displayName,
  followersTotal,
  fullName,
  isOldEnoughToCreate,
  isPlausibleBirthDate,
  normalizeMediaLink,
  normalizeSocialMedia,
  presentSocialMedia,
  profileCompleteness,
  publicFace,
  safeExternalUrl,
  samePublicFace,
  UNNAMED_CREATOR,
  eurosOrZero,
  wholeNumberOrZero,
  type CompletenessFacts,
} from './profile';

const creator = {
  role: 'creator' as const,
  firstName: 'Anna',
  lastName: 'de Jong',
  companyName: null,
  contactPerson: null,
  displayName: null,
};
const company = {
  role: 'bedrijf' as const,
  firstName: null,
  lastName: null,
  companyName: 'Koffie BV',
  contactPerson: 'Piet',
  displayName: null,
};

describe('profile rules', () => {
  it('names creators by full name with a fallback, companies by company name', () => {
    expect(displayName(creator)).toBe('Anna de Jong');
    expect(displayName({ ...creator, lastName: null })).toBe('Anna');
    expect(displayName({ ...creator, firstName: ' ', lastName: null })).toBe(UNNAMED_CREATOR);
    expect(UNNAMED_CREATOR).toBe('Naamloze creator');
    expect(displayName(company)).toBe('Koffie BV');
    expect(displayName({ ...company, companyName: null })).toBe('Piet');
    expect(fullName(company)).toBe('Piet');
    expect(fullName(creator)).toBe('Anna de Jong');
  });

  it('names a creator by the name she chose, else her full name; a company always by its company name', () => {
    expect(displayName({ ...creator, displayName: 'Anna kookt' })).toBe('Anna kookt');
    expect(displayName({ ...creator, displayName: '  Anna kookt ' })).toBe('Anna kookt');
    expect(displayName({ ...creator, displayName: ' ' })).toBe('Anna de Jong');
    expect(displayName({ ...creator, firstName: null, lastName: null, displayName: 'Anna kookt' })).toBe('Anna kookt');
    expect(displayName({ ...creator, firstName: null, lastName: null, displayName: null })).toBe(UNNAMED_CREATOR);
    expect(fullName({ ...creator, displayName: 'Anna kookt' })).toBe('Anna de Jong');
    expect(displayName({ ...company, displayName: 'Koffiekoning' })).toBe('Koffie BV');
  });

  it('reads followers and subscribers as whole numbers, invalid as 0', () => {
    expect(wholeNumberOrZero(1200)).toBe(1200);
    expect(wholeNumberOrZero('1200')).toBe(1200);
    expect(wholeNumberOrZero('12.7')).toBe(12);
    expect(wholeNumberOrZero(12.7)).toBe(12);
    expect(wholeNumberOrZero('1.500')).toBe(1500);
    expect(wholeNumberOrZero('12.500.000')).toBe(12_500_000);
    expect(wholeNumberOrZero('1,500')).toBe(1500);
    expect(wholeNumberOrZero('1.5')).toBe(1);
    for (const invalid of ['abc', '', null, undefined, -5, Number.NaN, {}, Number.POSITIVE_INFINITY])
      expect(wholeNumberOrZero(invalid)).toBe(0);
  });

  it('reads a base rate as euros to the cent, invalid as 0', () => {
    expect(eurosOrZero(150.75)).toBe(150.75);
    expect(eurosOrZero('150.75')).toBe(150.75);
    expect(eurosOrZero(150)).toBe(150);
    expect(eurosOrZero(0.1 + 0.2)).toBe(0.3);
    expect(eurosOrZero('1.500')).toBe(1500);
    for (const invalid of ['abc', '', null, undefined, -5, Number.NaN, {}, Number.POSITIVE_INFINITY])
      expect(eurosOrZero(invalid)).toBe(0);
  });

  it('keeps only http(s) links, adding https:// to a bare host', () => {
    expect(safeExternalUrl('https://instagram.com/anna')).toBe('https://instagram.com/anna');
    expect(safeExternalUrl(' instagram.com/anna ')).toBe('https://instagram.com/anna');
    expect(safeExternalUrl('www.koffie.nl')).toBe('https://www.koffie.nl');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.nl', 'geen link', '', 42])
      expect(safeExternalUrl(unsafe)).toBe('');
    expect(normalizeMediaLink('/api/media/0b7e6a58-4b8c-4a8e-9a57-3a3b1f0c2d11')).toBe(
      '/api/media/0b7e6a58-4b8c-4a8e-9a57-3a3b1f0c2d11',
    );
    expect(normalizeMediaLink('/uploads/../secret')).toBeNull();
    expect(normalizeMediaLink('vimeo.com/123')).toBe('https://vimeo.com/123');
  });

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

  it('accepts real, past birth dates only', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(isPlausibleBirthDate('1995-05-17', today)).toBe(true);
    for (const wrong of ['1995-02-30', '17-05-1995', '2030-01-01', '1850-01-01', '', null])
      expect(isPlausibleBirthDate(wrong, today)).toBe(false);
  });

  it('lets a creator work from her 18th birthday, not a day earlier', () => {
    const today = new Date('2025-06-01T12:00:00Z');
    expect(isOldEnoughToCreate('2007-06-01', today)).toBe(true);
    expect(isOldEnoughToCreate('1995-05-17', today)).toBe(true);
    expect(isOldEnoughToCreate('2007-06-02', today)).toBe(false);
    expect(isOldEnoughToCreate('2012-01-01', today)).toBe(false);
  });

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

  it('tells when the public face (what other contexts show) changed', () => {
    const user = { ...creator, profilePictureUrl: null, city: 'Delft', niches: ['art'], bio: 'Hoi' };
    expect(samePublicFace(publicFace(user), publicFace({ ...user }))).toBe(true);
    expect(samePublicFace(publicFace(user), publicFace({ ...user, city: 'Gouda' }))).toBe(false);
    expect(publicFace(user)).toEqual({
      displayName: 'Anna de Jong',
      legalName: 'Anna de Jong',
      companyName: '',
      contactPerson: '',
      profilePictureUrl: '',
      city: 'Delft',
      niches: ['art'],
      bio: 'Hoi',
      kvkNumber: '',
      btwNumber: '',
    });
    expect(samePublicFace(publicFace(user), publicFace({ ...user, kvkNumber: '12345678' }))).toBe(false);
    // A chosen name is what other contexts show from then on.
    expect(publicFace({ ...user, displayName: 'Anna kookt' })).toMatchObject({
      displayName: 'Anna kookt',
      legalName: 'Anna de Jong',
    });
    expect(samePublicFace(publicFace(user), publicFace({ ...user, displayName: 'Anna kookt' }))).toBe(false);
  });
});
