import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { type EventDefinition, EventEnvelopeSchema, type EventPayload, type EventPayloadInit } from '@clipwerk/proto';
import { type DynamicModule, type INestApplication, Module, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import type { Role } from '../auth/auth-user';
import type { LocalKeyRing } from '../auth/key-ring';
import { KEY_RING } from '../auth/key-ring';
import { decodeEnvelope, encodeEvent, toBusMessage } from '../events/envelope';
import { EVENT_BUS, type EventBus } from '../events/event-bus';
import { SETTLEMENT, type Settlement } from '../events/settlement';
import { createHttpApp } from '../http/create-http-app';
import { readPlatformConfig } from '../platform/platform-config';
import { PlatformModule } from '../platform/platform.module';
import { createTestDatabase } from './test-database';
import { createTestSigner } from './test-tokens';

@Module({})
class TestHost {}

/** One service running as a host would run it, for API tests. */
export interface ServiceTestApp {
  app: NestFastifyApplication;
  databaseUrl: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A signed access token, as identity would issue it. */
  token(userId: string, role: Role): Promise<string>;
  /**
   * Delivers an event through the bus to the service's consumer (inbox, retries and all) and resolves once the
   * consumer applied it. Returns its id. `occurredAt` backdates it (a history of events over days).
   */
  deliver<D extends EventDefinition>(
    definition: D,
    aggregateId: string,
    payload: EventPayloadInit<D>,
    eventId?: string,
    occurredAt?: Date,
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * The kit's createHttpApp around PlatformModule and the service's root module, on a fresh database of the run's
 * PostgreSQL, trusting a test signing key. Other contexts' events arrive through the in-process bus, exactly the
 * way their outbox relays would deliver them.
 */
export async function startServiceTestApp(serviceModule: Type | DynamicModule, databasePrefix: string): Promise<ServiceTestApp> {
  const databaseUrl = await createTestDatabase(databasePrefix);
  const platform = readPlatformConfig({ DATABASE_URL: databaseUrl, OUTBOX_POLL_MS: '200', NODE_ENV: 'test' });
  const app = await createHttpApp({ module: TestHost, imports: [PlatformModule.forRoot(platform), serviceModule] });
  await app.init();
  const signer = await createTestSigner();
  signer.publishTo(app.get<LocalKeyRing>(KEY_RING));
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  return {
    app,
    databaseUrl,
    inject: (request) => fastify.inject(request),
    token: (userId, role) => signer.sign({ userId, role }),
    deliver: (definition, aggregateId, payload, eventId, occurredAt) =>
      deliverEvent(app, definition, aggregateId, payload, eventId, occurredAt),
    close: () => app.close(),
  };
}

/**
 * Delivers an event through a running service's bus to its consumer (inbox, retries and all) and resolves once the
 * consumer applied it. Returns its id. `occurredAt` backdates it (a history of events over days).
 */
export async function deliverEvent<D extends EventDefinition>(
  app: INestApplication,
  definition: D,
  aggregateId: string,
  payload: EventPayloadInit<D>,
  eventId?: string,
  occurredAt?: Date,
): Promise<string> {
  const encoded = encodeEvent(definition, aggregateId, payload);
  const id = eventId ?? encoded.eventId;
  const envelope = eventId || occurredAt ? rewritten(encoded.envelope, { eventId, occurredAt }) : encoded.envelope;
  await app
    .get<EventBus>(EVENT_BUS)
    .publish([toBusMessage({ topic: definition.topic, aggregateId, envelope, eventId: id, type: definition.type })]);
  if (!(await app.get<Settlement>(SETTLEMENT).waitFor([{ eventId: id, type: definition.type }], 15_000))) {
    throw new Error(`${definition.type} ${id} was not applied within 15 s`);
  }
  return id;
}

/** The same envelope with a chosen event id (a redelivery of an event already seen) or moment. */
function rewritten(envelope: Buffer, change: { eventId?: string; occurredAt?: Date }): Buffer {
  const decoded = fromBinary(EventEnvelopeSchema, envelope);
  const next = create(EventEnvelopeSchema, {
    ...decoded,
    eventId: change.eventId ?? decoded.eventId,
    occurredAt: change.occurredAt ? timestampFromDate(change.occurredAt) : decoded.occurredAt,
  });
  return Buffer.from(toBinary(EventEnvelopeSchema, next));
}

/** The events a service wrote to its outbox of one type (optionally of one aggregate), decoded, oldest first. */
export async function outboxEvents<D extends EventDefinition>(
  app: Pick<ServiceTestApp, 'app'>,
  schema: string,
  definition: D,
  aggregateId?: string,
): Promise<EventPayload<D>[]> {
  const rows: { envelope: Buffer }[] = await app.app
    .get(DataSource, { strict: false })
    .query(
      `SELECT envelope FROM ${schema}.outbox_message WHERE type = $1 AND ($2::text IS NULL OR aggregate_id = $2) ORDER BY id`,
      [definition.type, aggregateId ?? null],
    );
  return rows.map((row) => decodeEnvelope(row.envelope).event.payload as EventPayload<D>);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
