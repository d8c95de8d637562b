import type { SessionValue, User } from '../sdk';
import { aCompanyUser, aCreatorUser } from './answers';

/** The signed-in users of most tests: whole accounts as identity answers them (see answers.ts). */
export const creator: User = aCreatorUser();
export const company: User = aCompanyUser();

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
    signedOutFrom: null,
    setUser: jest.fn(),
    ...overrides,
  };
}
