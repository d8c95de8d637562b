/** The longest each profile text may be, as stored. */
export const TEXT_LIMITS = {
  name: 100,
  phoneNumber: 30,
  bio: 2000,
  city: 100,
  country: 100,
  companyName: 150,
  website: 500,
  url: 500,
  username: 100,
  displayName: 60,
  portfolioTitle: 200,
  portfolioDescription: 2000,
  search: 100,
} as const;
