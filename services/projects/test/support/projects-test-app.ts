import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createHttpApp,
  encodeEvent,
  EVENT_BUS,
  type EventBus,
  KEY_RING,
  type LocalKeyRing,
  PlatformModule,
  readPlatformConfig,
  toBusMessage,
} from '@clipwerk/kit';
import { createTestDatabase, createTestSigner } from '@clipwerk/kit/testing';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { type EventDefinition, EventEnvelopeSchema, type EventPayloadInit, IdentityEvents } from '@clipwerk/proto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readProjectsConfig } from '../../src/config';
import { ProjectsModule } from '../../src/projects.module';

@Module({})
class TestHost {}

export interface ProjectsTestApp {
  app: NestFastifyApplication;
  databaseUrl: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A signed access token, as identity would issue it. */
  token(userId: string, role: 'creator' | 'bedrijf'): Promise<string>;
  /** Delivers an event through the bus to the service's consumer (inbox, retries and all). Returns its id. */
  deliver<D extends EventDefinition>(
    definition: D,
    aggregateId: string,
    payload: EventPayloadInit<D>,
    eventId?: string,
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * Projects as a host would run it: the kit's createHttpApp around PlatformModule and ProjectsModule, on a fresh
 * database of the run's PostgreSQL, trusting a test signing key. Other contexts' events are fed through the
 * in-process bus, exactly the way their outbox relays would deliver them.
 */
export async function startProjectsApp(options: { env?: Record<string, string> } = {}): Promise<ProjectsTestApp> {
  const databaseUrl = await createTestDatabase('projects');
  const platform = readPlatformConfig({ DATABASE_URL: databaseUrl, OUTBOX_POLL_MS: '200', NODE_ENV: 'test' });
  const app = await createHttpApp({
    module: TestHost,
    imports: [PlatformModule.forRoot(platform), ProjectsModule.forRoot(readProjectsConfig({ ...options.env }))],
  });
  await app.init();
  const signer = await createTestSigner();
  signer.publishTo(app.get<LocalKeyRing>(KEY_RING));
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const bus = app.get<EventBus>(EVENT_BUS);
  return {
    app,
    databaseUrl,
    inject: (request) => fastify.inject(request),
    token: (userId, role) => signer.sign({ userId, role }),
    async deliver(definition, aggregateId, payload, eventId) {
      const encoded = encodeEvent(definition, aggregateId, payload);
      const id = eventId ?? encoded.eventId;
      const envelope = eventId ? reencode(encoded.envelope, eventId) : encoded.envelope;
      await bus.publish([toBusMessage({ topic: definition.topic, aggregateId, envelope, eventId: id, type: definition.type })]);
      return id;
    },
    close: () => app.close(),
  };
}

/** The same envelope with a chosen event id: a redelivery of an event already seen. */
function reencode(envelope: Buffer, eventId: string): Buffer {
  const decoded = fromBinary(EventEnvelopeSchema, envelope);
  return Buffer.from(toBinary(EventEnvelopeSchema, create(EventEnvelopeSchema, { ...decoded, eventId })));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestUser {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A company known to the projection (through identity's UserRegistered), with its token. */
export async function registerCompany(
  app: ProjectsTestApp,
  overrides: { companyName?: string; email?: string; testAccount?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'bedrijf',
    email: overrides.email ?? `bedrijf.${id.slice(0, 8)}@example.nl`,
    displayName: overrides.companyName ?? 'Koffie & Co BV',
    companyName: overrides.companyName ?? 'Koffie & Co BV',
    signUpMethod: 'password',
    testAccount: overrides.testAccount ?? false,
  });
  const token = await app.token(id, 'bedrijf');
  return { id, token, headers: bearer(token) };
}

export async function registerCreator(app: ProjectsTestApp, name = 'Anna de Jong', city = 'Utrecht'): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'creator',
    email: `creator.${id.slice(0, 8)}@example.nl`,
    displayName: name,
    signUpMethod: 'password',
  });
  await app.deliver(IdentityEvents.ProfileUpdated, id, { userId: id, role: 'creator', displayName: name, city });
  const token = await app.token(id, 'creator');
  return { id, token, headers: bearer(token) };
}

/** The create wizard's payload as the client sends it (spec §7). */
export function projectForm(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Unboxing-video voor onze koffiebonen',
    description: 'Wij zoeken een creator die onze nieuwe koffiebonen uitpakt en eerlijk vertelt hoe de koffie smaakt.',
    contentType: 'beide',
    budget: 300,
    deadline: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
    category: 'food-drinks',
    location: 'Amsterdam',
    contentRequirements: ['  30 seconden  ', '', 'Ondertiteling'],
    preferredCreatorType: 'micro',
    specialRequirements: '',
    deliverables: [
      { title: '1 video', description: 'Verticaal' },
      { title: '  ', description: '' },
    ],
    timeline: { startDate: null, endDate: null, milestones: [] },
    ...overrides,
  };
}
