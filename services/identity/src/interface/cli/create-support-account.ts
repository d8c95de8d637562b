import { Module } from '@nestjs/common';
import { createHttpApp, PlatformModule } from '@clipwerk/kit';
import { RegisterUserService } from '../../application/register-user/register-user.service';
import { normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/credentials';
import { IdentityModule } from '../../identity.module';

@Module({})
class CommandHost {}

const USAGE = 'usage: npm run support:create -- <email> <password> <name>';

/**
 * Makes one support account through registration's own use case (UserRegistered goes out as for anyone), against the
 * database of the environment it runs in (DATABASE_URL and the platform's settings, as identity itself). Support
 * cannot sign up through the API: this command is the only way in (docs/operations.md).
 */
async function main(): Promise<void> {
  const [email, password, ...names] = process.argv.slice(2);
  const name = names.join(' ').trim();
  if (!email?.includes('@') || !password || !name) throw new Error(USAGE);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    throw new Error(`the password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  const app = await createHttpApp({ module: CommandHost, imports: [PlatformModule.forRoot(), IdentityModule.forRoot()] });
  await app.init();
  try {
    const [firstName, ...rest] = name.split(/\s+/);
    const { user } = await app.get(RegisterUserService, { strict: false }).execute({
      role: 'support',
      email: normalizeEmail(email) as string,
      password,
      firstName,
      lastName: rest.join(' ') || undefined,
    });
    process.stdout.write(`support account ${user.email} made (id ${user.id})\n`);
  } finally {
    await app.close();
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`support:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
