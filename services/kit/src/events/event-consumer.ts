import { type EventDefinition, topicsOf } from '@clipwerk/proto';
import type { DataSource } from 'typeorm';
import { requestContext } from '../context/request-context';
import { PreparedStatements } from '../database/prepared-statements';
import { createLogger } from '../logging/logger';
import { type BusMessage, decodeEnvelope, type ReceivedEvent } from './envelope';
import type { EventBus } from './event-bus';
import { DeadLetterMessage } from './event-tables';
import type { RaisedEvent, Settlement } from './settlement';
import { type RelayHandle, type RelayNotice, Transaction, outboxChannel, relayNotice } from './unit-of-work';

/**
 * Reacts to one event type, inside the transaction that also records the event in the inbox. It reads or writes its
 * database before any effect outside it: an event it applied before fails its first statement.
 */
export interface EventHandler<D extends EventDefinition = EventDefinition> {
  handle(event: ReceivedEvent<D>, tx: Transaction): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HandlerType<D extends EventDefinition = EventDefinition> = new (...args: any[]) => EventHandler<D>;

export interface Subscription<D extends EventDefinition = EventDefinition> {
  event: D;
  handler: HandlerType<D>;
}

/** `on(ProjectEvents.ProjectCompleted, UpdateStatsWhenProjectCompleted)`: one line per subscription. */
export function on<D extends EventDefinition>(event: D, handler: HandlerType<D>): Subscription {
  return { event, handler } as unknown as Subscription;
}

export interface EventConsumerOptions {
  service: string;
  maxAttempts?: number;
  baseDelayMs?: number;
  /** Where the consumer registers what it applies and reports each applied event (read-your-writes). */
  settlement?: Settlement;
  /** The service's relay in this process, woken at once when a handler raised events. */
  relay?: RelayHandle;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** A handler's inbox entries, without `ON CONFLICT`: an entry made before fails the transaction (`enteredBefore`). */
const ENTER_IN_INBOX = `INSERT INTO inbox_message (consumer, event_id, type)
SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[])`;

/** The failure of a transaction whose inbox entry was made before: the handler applied that event already. */
function enteredBefore(error: unknown): boolean {
  const cause = (error as { driverError?: unknown }).driverError ?? error;
  const { code, table } = (cause ?? {}) as { code?: string; table?: string };
  return code === '23505' && table === 'inbox_message';
}

/** A handler with the name of its inbox entries (`<service>/<Handler>`). */
interface ConsumerHandler {
  name: string;
  instance: EventHandler;
}

/**
 * Runs a service's subscriptions. Each handler has its own inbox entry (`<service>/<Handler>`), so a redelivered
 * event has no second effect. A failing handler is retried with backoff; after the last attempt the message is
 * kept in the service's dead_letter_message table and sent to `<topic>.dlq`, and the consumer moves on. If even
 * that fails, `handle` rejects and the bus redelivers: nothing is acknowledged silently. Once every handler is done
 * with an event, the consumer reports it (with the events the handlers raised) so that the write that caused it can
 * answer; an event no write waits for (`unawaited` in its envelope) is not reported.
 */
export class EventConsumer {
  private readonly log = createLogger('event-consumer');
  private readonly handlersByType = new Map<string, ConsumerHandler[]>();
  private readonly maxAttempts: number;
  /** The NOTIFY for the service's relay when this process has none of its own to wake. */
  private readonly notice?: RelayNotice;
  private readonly baseDelayMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly options: EventConsumerOptions,
  ) {
    this.notice = relayNotice(outboxChannel(options.service), options.relay !== undefined);
    this.maxAttempts = options.maxAttempts ?? 5;
    this.baseDelayMs = options.baseDelayMs ?? 100;
  }

  async start(subscriptions: Subscription[], resolve: (type: HandlerType) => EventHandler): Promise<void> {
    if (subscriptions.length === 0) return;
    for (const { event, handler } of subscriptions) {
      const list = this.handlersByType.get(event.type) ?? [];
      list.push({ name: `${this.options.service}/${handler.name}`, instance: resolve(handler) });
      this.handlersByType.set(event.type, list);
    }
    await this.options.settlement
      ?.registerGroup(this.options.service, [...this.handlersByType.keys()])
      .catch((error) =>
        this.log.warn({ err: error }, 'could not register for read-your-writes; writes will not wait for this consumer'),
      );
    const topics = topicsOf(subscriptions.map(({ event }) => event));
    await this.bus.subscribe({
      group: this.options.service,
      topics,
      types: [...this.handlersByType.keys()],
      handle: (message) => this.process(message),
      handleBatch: (messages) => this.processBatch(messages),
    });
  }

  /**
   * Applies a fetched batch, every handler of every event, in one transaction (each still with its own inbox entry),
   * then reports each event. If any of it fails, nothing of it stays and the batch is applied one event and one
   * handler at a time, with retries and dead-lettering, as `process` does.
   */
  async processBatch(messages: BusMessage[]): Promise<void> {
    const work: { message: BusMessage; event: ReceivedEvent; handlers: ConsumerHandler[] }[] = [];
    for (const message of messages) {
      let decoded: ReturnType<typeof decodeEnvelope>;
      try {
        decoded = decodeEnvelope(message.value);
      } catch {
        return this.processOneByOne(messages);
      }
      const handlers = this.handlersByType.get(decoded.event.type);
      if (handlers && decoded.definition) work.push({ message, event: decoded.event, handlers });
    }
    if (work.length === 0) return;
    if (work.length === 1 && work[0].handlers.length === 1) return this.process(work[0].message);
    let raisedByEvent: Map<string, RaisedEvent[]>;
    try {
      raisedByEvent = await this.applyBatch(work);
    } catch (error) {
      this.log.warn({ err: error, events: work.length }, 'batch not applied; applying its events one at a time');
      return this.processOneByOne(messages);
    }
    if ([...raisedByEvent.values()].some((raised) => raised.length > 0)) this.options.relay?.wake();
    for (const { event } of work) await this.report(event, raisedByEvent.get(event.eventId) ?? []);
  }

  /** Tells read-your-writes the event is applied, unless no write waits for it. */
  private async report(event: ReceivedEvent, raised: RaisedEvent[]): Promise<void> {
    if (event.unawaited) return;
    await this.options.settlement
      ?.announce({ eventId: event.eventId, group: this.options.service, raised })
      .catch((error) => this.log.warn({ err: error, eventId: event.eventId }, 'could not report an applied event'));
  }

  private async processOneByOne(messages: BusMessage[]): Promise<void> {
    for (const message of messages) await this.process(message);
  }

  /**
   * One transaction: the inbox entries of every (handler, event) at once, then each applied in log order. The
   * entries go with the handlers' first statement instead of taking a round trip of their own: nearly every event is
   * new, and one seen before fails the batch (a unique violation), which is then applied one at a time.
   */
  private async applyBatch(work: { event: ReceivedEvent; handlers: ConsumerHandler[] }[]): Promise<Map<string, RaisedEvent[]>> {
    const entries = work.flatMap(({ event, handlers }) => handlers.map((handler) => ({ event, handler })));
    // A failed batch drops its transactions, and their after-commit effects with them; its events are applied anew.
    const applied: Transaction[] = [];
    const raisedByEvent = await this.dataSource.transaction(async (manager) => {
      await PreparedStatements.queue(manager, ENTER_IN_INBOX, [
        entries.map(({ handler }) => handler.name),
        entries.map(({ event }) => event.eventId),
        entries.map(({ event }) => event.type),
      ]);
      const raisedByEvent = new Map<string, RaisedEvent[]>();
      for (const { event, handler } of entries) {
        const tx = new Transaction(manager, this.notice, () => event.unawaited);
        await requestContext.run({ correlationId: event.correlationId, traceParent: event.traceParent, actor: event.actor }, () =>
          handler.instance.handle(event, tx),
        );
        applied.push(tx);
        raisedByEvent.set(event.eventId, [...(raisedByEvent.get(event.eventId) ?? []), ...tx.raised]);
      }
      return raisedByEvent;
    });
    for (const tx of applied) tx.committed();
    return raisedByEvent;
  }

  async process(message: BusMessage): Promise<void> {
    let decoded: ReturnType<typeof decodeEnvelope>;
    try {
      decoded = decodeEnvelope(message.value);
    } catch (error) {
      await this.deadLetter(message, NIL_UUID, 'undecodable', `${this.options.service}`, error);
      return;
    }
    const handlers = this.handlersByType.get(decoded.event.type);
    if (!handlers || !decoded.definition) return;
    const { event } = decoded;
    const raised: RaisedEvent[] = [];
    for (const handler of handlers) {
      const raisedByHandler = await requestContext.run(
        { correlationId: event.correlationId, traceParent: event.traceParent, actor: event.actor },
        () => this.processWithRetries(message, event, handler),
      );
      raised.push(...raisedByHandler);
    }
    await this.report(event, raised);
  }

  /** Applies the event with one handler; returns the events it raised (none when it was dead-lettered). */
  private async processWithRetries(
    message: BusMessage,
    event: ReceivedEvent,
    handler: ConsumerHandler,
  ): Promise<readonly RaisedEvent[]> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt += 1) {
      try {
        return await this.applyOnce(event, handler);
      } catch (error) {
        lastError = error;
        this.log.warn(
          { err: error, eventId: event.eventId, type: event.type, handler: handler.name, attempt },
          'event handler failed',
        );
        if (attempt < this.maxAttempts) await sleep(this.baseDelayMs * 2 ** (attempt - 1));
      }
    }
    await this.deadLetter(message, event.eventId, event.type, handler.name, lastError);
    return [];
  }

  /** The handler's inbox entry goes with its first statement; an entry there already means it applied the event. */
  private applyOnce(event: ReceivedEvent, handler: ConsumerHandler): Promise<readonly RaisedEvent[]> {
    let applied: Transaction | undefined;
    return this.dataSource
      .transaction(async (manager) => {
        await PreparedStatements.queue(manager, ENTER_IN_INBOX, [[handler.name], [event.eventId], [event.type]]);
        const tx = new Transaction(manager, this.notice, () => event.unawaited);
        await handler.instance.handle(event, tx);
        applied = tx;
        return tx.raised;
      })
      .then(
        (raised) => {
          applied?.committed();
          if (raised.length > 0) this.options.relay?.wake();
          return raised;
        },
        (error: unknown) => {
          if (enteredBefore(error)) return []; // seen before: the effect is already committed
          throw error;
        },
      );
  }

  private async deadLetter(message: BusMessage, eventId: string, type: string, consumer: string, error: unknown) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.log.error({ eventId, type, consumer, reason }, 'event dead-lettered');
    await this.dataSource.getRepository(DeadLetterMessage).insert({
      consumer,
      eventId,
      type,
      topic: message.topic,
      envelope: message.value,
      error: reason.slice(0, 4000),
    });
    await this.bus.deadLetter(message, reason, this.options.service);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
