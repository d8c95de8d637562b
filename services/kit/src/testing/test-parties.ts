import { IdentityEvents } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { bearer, type ServiceTestApp } from './service-test-app';

/** A user as a service's test sees it: known to its projections, with a token. */
export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A company that reaches the service the way real ones do: identity's UserRegistered, delivered through the bus. */
export async function registerCompany(
  app: ServiceTestApp,
  overrides: { companyName?: string; email?: string; testAccount?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const companyName = overrides.companyName ?? 'Koffie & Co BV';
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'bedrijf',
    email: overrides.email ?? `bedrijf.${id.slice(0, 8)}@example.nl`,
    displayName: companyName,
    companyName,
    signUpMethod: 'password',
    testAccount: overrides.testAccount ?? false,
  });
  const token = await app.token(id, 'bedrijf');
  return { id, token, headers: bearer(token) };
}

/** A creator, registered and then with a profile (city, and whatever else `profile` adds: bio, niches). */
export async function registerCreator(
  app: ServiceTestApp,
  name = 'Anna de Jong',
  city = 'Utrecht',
  profile: { bio?: string; niches?: string[] } = {},
): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'creator',
    email: `creator.${id.slice(0, 8)}@example.nl`,
    displayName: name,
    signUpMethod: 'password',
  });
  await app.deliver(IdentityEvents.ProfileUpdated, id, { userId: id, role: 'creator', displayName: name, city, ...profile });
  const token = await app.token(id, 'creator');
  return { id, token, headers: bearer(token) };
}
