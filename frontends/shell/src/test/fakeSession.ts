import type { SessionValue, User } from '../sdk';

export const creator: User = {
  id: 'u-creator',
  role: 'creator',
  email: 'sanne@example.nl',
  firstName: 'Sanne',
  lastName: 'de Vries',
};
export const company: User = {
  id: 'u-company',
  role: 'bedrijf',
  email: 'info@bakkerij.nl',
  contactPerson: 'Pieter Jansen',
  companyName: 'Bakkerij Jansen',
};

/** A session value for tests: signed out unless a user is given. */
export function fakeSession(overrides: Partial<SessionValue> = {}): SessionValue {
  const user = overrides.user ?? null;
  return {
    user,
    loading: false,
    isAuthenticated: user !== null,
    isCompany: user?.role === 'bedrijf',
    isCreator: user?.role === 'creator',
    login: jest.fn(),
    register: jest.fn(),
    adoptToken: jest.fn(),
    logout: jest.fn(async () => {}),
    setUser: jest.fn(),
    refreshUser: jest.fn(),
    ...overrides,
  };
}
