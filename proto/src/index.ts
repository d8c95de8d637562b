export * from './event-definition';
export * from './events';
export { EventEnvelopeSchema, type EventEnvelope } from './gen/clipwerk/events/v1/envelope_pb';
