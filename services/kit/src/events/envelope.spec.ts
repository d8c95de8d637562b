import { MessagingEvents } from '@clipwerk/proto';
import { decodeEnvelope, encodeEvent } from './envelope';

// @bufbuild/protobuf is patched to encode every message with one writer (infra/patches): what one encoding answers
// must stay its own whatever is encoded after it, and a failed encoding must leave nothing behind for the next.
describe('encodeEvent: each envelope stays its own', () => {
  const sent = (preview: string) => ({
    conversationId: '0b7c1f1e-4c54-4b1e-9f3a-1a2b3c4d5e6f',
    messageId: '1b7c1f1e-4c54-4b1e-9f3a-1a2b3c4d5e6f',
    senderId: '2b7c1f1e-4c54-4b1e-9f3a-1a2b3c4d5e6f',
    recipientIds: ['3b7c1f1e-4c54-4b1e-9f3a-1a2b3c4d5e6f'],
    projectId: '',
    preview,
    sentAt: '2026-11-29T10:00:00.000Z',
    senderName: 'Anna de Vries',
    projectTitle: 'Koffie in de ochtend',
  });
  const previewOf = (envelope: Buffer) => (decodeEnvelope(envelope).event.payload as unknown as { preview: string }).preview;

  it('keeps an envelope intact after later, larger encodings', () => {
    const first = encodeEvent(MessagingEvents.MessageSent, 'c1', sent('Hoi'), 'u1');
    const copy = Buffer.from(first.envelope);
    const second = encodeEvent(MessagingEvents.MessageSent, 'c1', sent('Dag '.repeat(500)), 'u1');

    expect(first.envelope.equals(copy)).toBe(true);
    expect(previewOf(first.envelope)).toBe('Hoi');
    expect(previewOf(second.envelope)).toBe('Dag '.repeat(500));
    expect(decodeEnvelope(first.envelope).event.eventId).toBe(first.eventId);
  });

  it('encodes the next event whole after one that failed halfway', () => {
    // int32 fields refuse a fraction: the writer throws after it wrote the creator's id.
    expect(() =>
      encodeEvent(MessagingEvents.CreatorResponseRateChanged, 'cr1', {
        creatorId: 'cr1',
        responseRate: 0.5,
        answeredInTime: 1,
        counted: 2,
      }),
    ).toThrow();

    const after = encodeEvent(MessagingEvents.MessageSent, 'c1', sent('Na de fout'), 'u1');
    const { event } = decodeEnvelope(after.envelope);
    expect(event.type).toBe(MessagingEvents.MessageSent.type);
    expect(event.payload).toMatchObject({ preview: 'Na de fout', senderName: 'Anna de Vries' });
  });

  it('encodes an event larger than the writer keeps, and a small one after it', () => {
    const large = encodeEvent(MessagingEvents.MessageSent, 'c1', sent('x'.repeat(100_000)), 'u1');
    const small = encodeEvent(MessagingEvents.MessageSent, 'c1', sent('klein'), 'u1');

    expect(previewOf(large.envelope)).toHaveLength(100_000);
    expect(previewOf(small.envelope)).toBe('klein');
  });
});
