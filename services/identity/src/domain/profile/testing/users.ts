/** The name parts of a creator and of a company, for the profile rules' tests. */
export const creator = {
  role: 'creator' as const,
  firstName: 'Anna',
  lastName: 'de Jong',
  companyName: null,
  contactPerson: null,
  displayName: null,
};
export const company = {
  role: 'bedrijf' as const,
  firstName: null,
  lastName: null,
  companyName: 'Koffie BV',
  contactPerson: 'Piet',
  displayName: null,
};
