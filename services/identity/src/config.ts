import { ConfigError, num, readConfig, str } from '@clipwerk/kit';
import { parseDuration } from './domain/credentials';

/** Identity's own environment, next to the platform's (DATABASE_URL, PUBLIC_URL, REDIS_URL, ... in the kit). */
export const identityConfigSpec = {
  /** Google sign-in is offered only when both are set. */
  GOOGLE_CLIENT_ID: str({ default: '' }),
  GOOGLE_CLIENT_SECRET: str({ default: '' }),
  /** Where Google sends the browser back; default `${PUBLIC_URL}/api/auth/google/callback`. */
  GOOGLE_CALLBACK_URL: str({ default: '' }),
  /** Access token lifetime: `30m`, `12h`, `7d`. */
  TOKEN_TTL: str({ default: '7d' }),
  /** Comma-separated e-mail addresses of test accounts, which may post projects from €0.01; the demo company is one. */
  TEST_ACCOUNT_EMAILS: str({ default: 'demo@clipwerk.nl' }),
  /** argon2id cost. The defaults follow OWASP (19 MiB, 2 passes); tests lower them to stay fast. */
  ARGON2_MEMORY_KIB: num({ default: 19_456 }),
  ARGON2_TIME_COST: num({ default: 2 }),
};

export interface IdentityConfig {
  google: { clientId: string; clientSecret: string; callbackUrl: string } | null;
  tokenTtlSeconds: number;
  testAccountEmails: ReadonlySet<string>;
  argon2: { memoryCost: number; timeCost: number };
}

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const raw = readConfig(identityConfigSpec, env);
  const problems: string[] = [];
  let tokenTtlSeconds = 0;
  try {
    tokenTtlSeconds = parseDuration(raw.TOKEN_TTL);
  } catch (error) {
    problems.push(`TOKEN_TTL: ${(error as Error).message}`);
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (raw.ARGON2_MEMORY_KIB < 1024 || raw.ARGON2_TIME_COST < 1)
    problems.push('ARGON2_MEMORY_KIB ≥ 1024 and ARGON2_TIME_COST ≥ 1');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  return {
    google: raw.GOOGLE_CLIENT_ID
      ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET, callbackUrl: raw.GOOGLE_CALLBACK_URL }
      : null,
    tokenTtlSeconds,
    testAccountEmails: new Set(
      raw.TEST_ACCOUNT_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    argon2: { memoryCost: raw.ARGON2_MEMORY_KIB, timeCost: raw.ARGON2_TIME_COST },
  };
}
