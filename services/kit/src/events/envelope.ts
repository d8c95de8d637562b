import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ALL_EVENTS, type EventDefinition, EventEnvelopeSchema, type EventPayload, type EventPayloadInit } from '@clipwerk/proto';
import { randomUUID } from 'node:crypto';
import { requestContext } from '../context/request-context';

/** An event as a consumer receives it: the envelope's facts plus the decoded payload. */
export interface ReceivedEvent<D extends EventDefinition = EventDefinition> {
  eventId: string;
  type: string;
  version: number;
  occurredAt: Date;
  aggregateId: string;
  actor: string;
  correlationId: string;
  traceParent: string;
  payload: EventPayload<D>;
  /** No write waits for it: its consumers report nothing of it, and what they raise of it is unawaited too. */
  unawaited: boolean;
}

/** What goes on the bus: Kafka's key, value and headers, or the same handed over in-process. */
export interface BusMessage {
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export function encodeEvent<D extends EventDefinition>(
  definition: D,
  aggregateId: string,
  payload: EventPayloadInit<D>,
  actor?: string,
  unawaited = false,
): { eventId: string; envelope: Buffer } {
  const context = requestContext.current();
  const eventId = randomUUID();
  const envelope = create(EventEnvelopeSchema, {
    eventId,
    type: definition.type,
    version: definition.version,
    occurredAt: timestampFromDate(new Date()),
    aggregateId,
    actor: actor ?? context?.actor ?? 'system',
    correlationId: context?.correlationId ?? randomUUID(),
    traceParent: context?.traceParent ?? '',
    payload: toBinary(definition.schema, create(definition.schema, payload)),
    unawaited,
  });
  return { eventId, envelope: Buffer.from(toBinary(EventEnvelopeSchema, envelope)) };
}

/** Decodes a wire envelope; unknown types come back with `definition` undefined (consumers skip them). */
export function decodeEnvelope(value: Uint8Array): { event: ReceivedEvent; definition?: EventDefinition } {
  const envelope = fromBinary(EventEnvelopeSchema, value);
  const definition = ALL_EVENTS.get(envelope.type);
  const payload = definition ? fromBinary(definition.schema, envelope.payload) : {};
  return {
    definition,
    event: {
      eventId: envelope.eventId,
      type: envelope.type,
      version: envelope.version,
      occurredAt: envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0),
      aggregateId: envelope.aggregateId,
      actor: envelope.actor,
      correlationId: envelope.correlationId,
      traceParent: envelope.traceParent,
      payload: payload as ReceivedEvent['payload'],
      unawaited: envelope.unawaited,
    },
  };
}

export function toBusMessage(row: {
  topic: string;
  aggregateId: string;
  envelope: Buffer;
  eventId: string;
  type: string;
}): BusMessage {
  return {
    topic: row.topic,
    key: row.aggregateId,
    value: row.envelope,
    headers: { 'event-id': row.eventId, 'event-type': row.type },
  };
}
