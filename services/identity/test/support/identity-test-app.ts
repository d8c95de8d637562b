import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp, PlatformModule, readPlatformConfig } from '@clipwerk/kit';
import { createTestDatabase } from '@clipwerk/kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readIdentityConfig } from '../../src/config';
import { IdentityModule } from '../../src/identity.module';

@Module({})
class TestHost {}

export const PUBLIC_URL = 'http://clipwerk.test';

export interface IdentityTestApp {
  app: NestFastifyApplication;
  databaseUrl: string;
  storageDir: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Identity as a host would run it: the kit's createHttpApp around PlatformModule and IdentityModule, on a fresh
 * database of the run's PostgreSQL. argon2 runs at its cheapest so the suite stays quick. Pass `databaseUrl` and
 * `storageDir` of an earlier app to "restart" it.
 */
export async function startIdentityApp(
  options: { databaseUrl?: string; storageDir?: string; env?: Record<string, string> } = {},
): Promise<IdentityTestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase('identity'));
  const storageDir = options.storageDir ?? (await mkdtemp(path.join(os.tmpdir(), 'identity-files-')));
  const platform = readPlatformConfig({
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: storageDir,
    PUBLIC_URL,
    OUTBOX_POLL_MS: '200',
    NODE_ENV: 'test',
  });
  const identity = readIdentityConfig({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', ...options.env });
  const app = await createHttpApp({
    module: TestHost,
    imports: [PlatformModule.forRoot(platform), IdentityModule.forRoot(identity)],
  });
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  return {
    app,
    databaseUrl,
    storageDir,
    inject: (request) => fastify.inject(request),
    close: () => app.close(),
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export { PNG_1X1 } from '@clipwerk/kit/testing';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A unique address per call, so tests in one file do not share accounts or throttling counts. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.nl`;
}

export function creatorForm(overrides: Record<string, unknown> = {}) {
  return {
    role: 'creator',
    email: uniqueEmail('creator'),
    password: 'geheim123',
    confirmPassword: 'geheim123',
    firstName: 'Anna',
    lastName: 'de Jong',
    dateOfBirth: '1995-05-17',
    phoneNumber: '+31 6 12345678',
    bio: 'Ik maak video’s over koken en reizen.',
    ...overrides,
  };
}

export function companyForm(overrides: Record<string, unknown> = {}) {
  return {
    role: 'bedrijf',
    email: uniqueEmail('bedrijf'),
    password: 'geheim123',
    confirmPassword: 'geheim123',
    companyName: 'Koffie & Co BV',
    contactPerson: 'Pieter Bakker',
    companySize: '11-50',
    industry: 'food-drinks',
    ...overrides,
  };
}

/** The parts of the `user` object tests read; the full shape is docs/api/identity.md. */
export interface RegisteredUser {
  id: string;
  email: string;
  role: string;
  [field: string]: unknown;
}

export async function register(
  app: IdentityTestApp,
  form: Record<string, unknown>,
): Promise<{ token: string; user: RegisteredUser }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: form });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----clipwerk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The start of an MP4 file (an `ftyp` box), which is what the type check looks at. */
export const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(256),
]);

export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
