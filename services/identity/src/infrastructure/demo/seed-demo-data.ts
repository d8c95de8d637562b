import type { INestApplicationContext } from '@nestjs/common';
import { ManagePortfolioService } from '../../application/manage-portfolio/manage-portfolio.service';
import { RegisterUserService } from '../../application/register-user/register-user.service';
import { UpdateProfileService } from '../../application/update-profile/update-profile.service';
import type { Role } from '../../domain/catalog';
import { displayName } from '../../domain/profile';
import { UserRepository } from '../persistence/user.repository';
import { DEMO_COMPANIES, DEMO_CREATORS, type DemoAccountData } from './demo-accounts';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

/**
 * The demo marketplace of the embedded topology: a few companies and a dozen creators with profiles and portfolios.
 * Goes through the real use cases, so every event other contexts need is published. An account that exists is
 * left as it is, so running this at every start is safe and keeps what people changed. Prints nothing: the host
 * decides how to show the returned credentials.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoAccount[]> {
  const users = app.get(UserRepository, { strict: false });
  const register = app.get(RegisterUserService, { strict: false });
  const profiles = app.get(UpdateProfileService, { strict: false });
  const portfolio = app.get(ManagePortfolioService, { strict: false });

  const accounts: DemoAccount[] = [];
  for (const data of [...DEMO_COMPANIES, ...DEMO_CREATORS]) {
    const user = (await users.findByEmail(data.registration.email)) ?? (await create(data));
    accounts.push({ role: user.role, email: user.email, password: data.registration.password, name: displayName(user) });
  }
  return accounts;

  async function create({ registration, profile, portfolio: items = [] }: DemoAccountData) {
    const { user } = await register.execute(registration);
    const updated = profile ? await profiles.updateProfile(user.id, profile) : user;
    for (const item of items) await portfolio.add(user.id, item);
    return updated;
  }
}
