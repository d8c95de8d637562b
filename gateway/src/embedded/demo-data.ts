import { seedDemoData } from '@clipwerk/identity';
import { seedDemoProjects } from '@clipwerk/projects';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { seedDemoHistory } from './demo-history';

/** Seeds the demo marketplace (idempotent: accounts, then open assignments) and returns the lines the console shows a newcomer. */
export async function seedAndDescribeDemoData(app: NestFastifyApplication): Promise<string> {
  const accounts = await seedDemoData(app);
  // The companies reach the projects context through identity's events; the seed waits for them there.
  await seedDemoProjects(app);
  // Then the demo company's finished, delivered and running assignments, played through /api.
  await seedDemoHistory(app);
  const rows = accounts.map(
    (account) => `  ${account.role.padEnd(7)}  ${account.email.padEnd(28)} ${account.password}  (${account.name})`,
  );
  return ['Demo-accounts:', ...rows].join('\n');
}
