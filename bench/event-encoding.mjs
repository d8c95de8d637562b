// What encoding one event costs in this process, step by step, with the product's own encoder (the kit's build):
// a MessageSent as the chat raises it, and beside it what a typed array costs on and off V8's heap. CPU µs per
// call, after as many calls uncounted. In the product each call costs more (its call sites see every event's shape).
//   node bench/event-encoding.mjs
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { create, toBinary } = require('@bufbuild/protobuf');
const { EventEnvelopeSchema, MessagingEvents } = require('@clipwerk/proto');
const { encodeEvent } = require('@clipwerk/kit/dist/events/envelope.js');

const id = (n) => `${n}b7c1f1e-4c54-4b1e-9f3a-1a2b3c4d5e6f`;
const payload = {
  conversationId: id(0),
  messageId: id(1),
  senderId: id(2),
  recipientIds: [id(3)],
  projectId: '',
  preview: 'Bericht 123',
  sentAt: new Date().toISOString(),
  senderName: 'Anna de Vries',
  projectTitle: '',
};
const sent = MessagingEvents.MessageSent;

/** CPU µs per call of `work`, over `calls` calls after as many uncounted. */
function cpuMicros(work, calls = 100_000) {
  for (let i = 0; i < calls; i++) work();
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

const payloadMessage = create(sent.schema, payload);
const envelope = create(EventEnvelopeSchema, { eventId: id(4), type: sent.type, payload: toBinary(sent.schema, payloadMessage) });
const rows = [
  ["new Uint8Array(64), on V8's heap", cpuMicros(() => new Uint8Array(64))],
  ['new Uint8Array(128), off the heap', cpuMicros(() => new Uint8Array(128))],
  ['toBinary of the payload', cpuMicros(() => toBinary(sent.schema, payloadMessage))],
  ['toBinary of the envelope', cpuMicros(() => toBinary(EventEnvelopeSchema, envelope))],
  ['encodeEvent, alone', cpuMicros(() => encodeEvent(sent, id(0), payload, id(2)))],
];
for (const [step, micros] of rows) console.log(`${step.padEnd(48)} ${micros.toFixed(2).padStart(8)} µs`);
