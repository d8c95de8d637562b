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
import { type EventDefinition, EventEnvelopeSchema, type EventPayloadInit, IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ProposalsModule } from '../../src/proposals.module';

@Module({})
class TestHost {}

export interface ProposalsTestApp {
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
 * Proposals as a host would run it: the kit's createHttpApp around PlatformModule and ProposalsModule, on a fresh
 * database of the run's PostgreSQL, trusting a test signing key. Other contexts' events are fed through the
 * in-process bus, exactly the way their outbox relays would deliver them.
 */
export async function startProposalsApp(): Promise<ProposalsTestApp> {
  const databaseUrl = await createTestDatabase('proposals');
  const platform = readPlatformConfig({ DATABASE_URL: databaseUrl, OUTBOX_POLL_MS: '200', NODE_ENV: 'test' });
  const app = await createHttpApp({
    module: TestHost,
    imports: [PlatformModule.forRoot(platform), ProposalsModule],
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
  app: ProposalsTestApp,
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

export async function registerCreator(app: ProposalsTestApp, name = 'Anna de Jong', city = 'Utrecht'): Promise<TestUser> {
  const id = randomUUID();
  await app.deliver(IdentityEvents.UserRegistered, id, {
    userId: id,
    role: 'creator',
    email: `creator.${id.slice(0, 8)}@example.nl`,
    displayName: name,
    signUpMethod: 'password',
  });
  await app.deliver(IdentityEvents.ProfileUpdated, id, {
    userId: id,
    role: 'creator',
    displayName: name,
    city,
    bio: 'Ik maak eerlijke video’s over eten en drinken.',
    niches: ['food', 'lifestyle'],
  });
  const token = await app.token(id, 'creator');
  return { id, token, headers: bearer(token) };
}

/** A project as the projects context announces it: created (awaiting deposit), then published unless told otherwise. */
export async function announceProject(
  app: ProposalsTestApp,
  owner: TestUser,
  options: { title?: string; budgetCents?: bigint; open?: boolean } = {},
): Promise<{ id: string; title: string }> {
  const id = randomUUID();
  const title = options.title ?? 'Unboxing-video voor onze koffiebonen';
  const budgetCents = options.budgetCents ?? 30_000n;
  await app.deliver(ProjectEvents.ProjectCreated, id, {
    projectId: id,
    ownerId: owner.id,
    title,
    budgetCents,
    status: 'awaiting_deposit',
    companyName: 'Koffie & Co BV',
    category: 'food-drinks',
  });
  if (options.open ?? true)
    await app.deliver(ProjectEvents.ProjectPublished, id, { projectId: id, ownerId: owner.id, title, budgetCents });
  return { id, title };
}

export const MOTIVATION = 'Ik maak al drie jaar productvideo’s en weet precies hoe je koffie laat glanzen in beeld.';

/** The creator's proposal form as the client sends it (spec §7). */
export function proposalForm(overrides: Record<string, unknown> = {}) {
  return {
    motivation: MOTIVATION,
    approach: 'Eerst een kort script, dan filmen bij daglicht.',
    price: 250,
    deliveryTimeInDays: 7,
    ...overrides,
  };
}
