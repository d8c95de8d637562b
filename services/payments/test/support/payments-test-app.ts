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
  SETTLEMENT,
  type Settlement,
  toBusMessage,
} from '@clipwerk/kit';
import { createTestDatabase, createTestSigner } from '@clipwerk/kit/testing';
import { type EventDefinition, type EventPayloadInit, IdentityEvents, ProjectEvents } from '@clipwerk/proto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { readPaymentsConfig } from '../../src/config';
import { PaymentsModule } from '../../src/payments.module';

@Module({})
class TestHost {}

export const PUBLIC_URL = 'http://clipwerk.test';

export interface PaymentsTestApp {
  app: NestFastifyApplication;
  databaseUrl: string;
  db: DataSource;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A token for a user of this role (a fresh id unless given). */
  token(role: 'bedrijf' | 'creator' | 'support', userId?: string): Promise<string>;
  /** Hands an event to payments' consumer exactly as the bus would (inbox included); resolves once it is applied. */
  deliver<D extends EventDefinition>(definition: D, aggregateId: string, payload: EventPayloadInit<D>): Promise<string>;
  close(): Promise<void>;
}

/**
 * Payments as a host would run it: the kit's createHttpApp around PlatformModule and PaymentsModule, on a fresh
 * database of the run's PostgreSQL. Tokens are signed by a test key published to the key ring; events of other
 * contexts arrive through the in-process bus. `env` sets payments' own variables (Stripe, fee).
 */
export async function startPaymentsApp(
  options: {
    env?: Record<string, string>;
    databaseUrl?: string;
    /** A clock the test moves, or another transfer provider (a crashing one). */
    overrides?: Parameters<typeof PaymentsModule.forRoot>[1];
  } = {},
): Promise<PaymentsTestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase('payments'));
  const platform = readPlatformConfig({ DATABASE_URL: databaseUrl, PUBLIC_URL, OUTBOX_POLL_MS: '200', NODE_ENV: 'test' });
  const app = await createHttpApp({
    module: TestHost,
    imports: [PlatformModule.forRoot(platform), PaymentsModule.forRoot(readPaymentsConfig(options.env ?? {}), options.overrides)],
  });
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  const signer = await createTestSigner();
  signer.publishTo(app.get<LocalKeyRing>(KEY_RING, { strict: false }));
  const bus = app.get<EventBus>(EVENT_BUS, { strict: false });
  const settlement = app.get<Settlement>(SETTLEMENT, { strict: false });
  return {
    app,
    databaseUrl,
    db: app.get(DataSource, { strict: false }),
    inject: (request) => fastify.inject(request),
    token: (role, userId = randomUUID()) => signer.sign({ role, userId }),
    async deliver(definition, aggregateId, payload) {
      const { eventId, envelope } = encodeEvent(definition, aggregateId, payload);
      await bus.publish([toBusMessage({ topic: definition.topic, aggregateId, envelope, eventId, type: definition.type })]);
      if (!(await settlement.waitFor([{ eventId, type: definition.type }], 15_000)))
        throw new Error(`${definition.type} not applied in time`);
      return eventId;
    },
    close: () => app.close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestCompany {
  id: string;
  token: string;
}

export async function company(app: PaymentsTestApp, options: { register?: boolean } = {}): Promise<TestCompany> {
  const id = randomUUID();
  if (options.register ?? true) {
    await app.deliver(IdentityEvents.UserRegistered, id, {
      userId: id,
      role: 'bedrijf',
      email: `${id}@example.nl`,
      displayName: 'Koffie & Co BV',
      companyName: 'Koffie & Co BV',
      signUpMethod: 'password',
    });
  }
  return { id, token: await app.token('bedrijf', id) };
}

/** ProjectCreated as the projects service publishes it (awaiting_deposit), delivered to payments. */
export async function project(
  app: PaymentsTestApp,
  owner: TestCompany,
  budgetCents = 50_000,
  status = 'awaiting_deposit',
): Promise<string> {
  const id = randomUUID();
  await app.deliver(ProjectEvents.ProjectCreated, id, {
    projectId: id,
    ownerId: owner.id,
    title: 'Unboxing video koffiebonen',
    budgetCents: BigInt(budgetCents),
    status,
    companyName: 'Koffie & Co BV',
    category: 'food',
  });
  return id;
}

export async function outboxEvents(app: PaymentsTestApp, type: string, aggregateId: string): Promise<{ envelope: Buffer }[]> {
  return app.db.query(`SELECT envelope FROM payments.outbox_message WHERE type = $1 AND aggregate_id = $2 ORDER BY id`, [
    type,
    aggregateId,
  ]);
}

/** Every ledger transaction with its debit and credit totals; tests assert they are equal. */
export async function ledgerTotals(
  app: PaymentsTestApp,
): Promise<{ transaction_id: string; kind: string; debits: number; credits: number; lines: number }[]> {
  const rows: { transaction_id: string; kind: string; debits: string; credits: string; lines: string }[] = await app.db.query(
    `SELECT t.id AS transaction_id, t.kind,
            sum(CASE WHEN e.direction = 'debit' THEN e.amount_cents ELSE 0 END) AS debits,
            sum(CASE WHEN e.direction = 'credit' THEN e.amount_cents ELSE 0 END) AS credits,
            count(e.id) AS lines
     FROM payments.ledger_transaction t LEFT JOIN payments.ledger_entry e ON e.transaction_id = t.id
     GROUP BY t.id, t.kind`,
  );
  return rows.map((row) => ({ ...row, debits: Number(row.debits), credits: Number(row.credits), lines: Number(row.lines) }));
}

export async function expectLedgerBalanced(app: PaymentsTestApp): Promise<void> {
  for (const tx of await ledgerTotals(app)) {
    expect(tx.lines).toBeGreaterThanOrEqual(2);
    expect(tx.debits).toBe(tx.credits);
  }
}

export async function balance(app: PaymentsTestApp, account: string): Promise<number> {
  const [row]: { balance: string }[] = await app.db.query(
    `SELECT coalesce(sum(CASE direction WHEN 'debit' THEN amount_cents ELSE -amount_cents END), 0) AS balance
     FROM payments.ledger_entry WHERE account_id = $1`,
    [account],
  );
  return Number(row.balance);
}
