import { Messages } from './messages';
import {
  MESSAGE_MAX,
  attachmentsProblem,
  contentProblem,
  idempotencyKeyProblem,
  prepareMessage,
  previewOf,
} from './message-rules';

describe('message rules', () => {
  it.each([
    [undefined, Messages.messageRequired],
    [null, Messages.messageRequired],
    [42, Messages.messageRequired],
    ['', Messages.messageRequired],
    ['   \n\t ', Messages.messageRequired],
    ['\u200B\u200B\u200B', Messages.messageInvisible],
    [' \u200C\u200D\u2060\uFEFF\u00AD\u3164 ', Messages.messageInvisible],
    ['\u200BHoi\u200B', null],
    ['👍', null],
    ['Hoi!', null],
    ['x'.repeat(2000), null],
    [`   ${'x'.repeat(2000)}   `, null],
    ['x'.repeat(2001), Messages.messageTooLong(MESSAGE_MAX)],
    // Characters as people count them: 2000 emoji are 4000 UTF-16 units and still allowed.
    ['😀'.repeat(2000), null],
    ['😀'.repeat(2001), Messages.messageTooLong(MESSAGE_MAX)],
  ])('text %j → %s', (value, expected) => expect(contentProblem(value)).toBe(expected));

  it.each([
    [undefined, null],
    [[], null],
    [['bestand-1', 'bestand-2'], null],
    ['bestand-1', Messages.attachmentsInvalid],
    [[''], Messages.attachmentsInvalid],
    [[7], Messages.attachmentsInvalid],
    [Array.from({ length: 11 }, (_, index) => `f${index}`), Messages.attachmentsInvalid],
    [['x'.repeat(201)], Messages.attachmentsInvalid],
  ])('attachments %j → %s', (value, expected) => expect(attachmentsProblem(value)).toBe(expected));

  it.each([
    [undefined, null],
    ['8a1f-retry-key', null],
    ['', Messages.idempotencyKeyInvalid],
    ['   ', Messages.idempotencyKeyInvalid],
    ['k'.repeat(201), Messages.idempotencyKeyInvalid],
  ])('idempotency key %j → %s', (value, expected) => expect(idempotencyKeyProblem(value)).toBe(expected));

  it('the texts are Dutch and stable', () => {
    expect(Messages.messageRequired).toBe('Een bericht mag niet leeg zijn');
    expect(Messages.messageTooLong(MESSAGE_MAX)).toBe('Een bericht mag maximaal 2000 tekens bevatten');
    expect(Messages.conversationNotFound).toBe('Gesprek niet gevonden');
  });

  it('stores the text trimmed, under the field name of its route', () => {
    expect(prepareMessage({ content: '  Hallo Anna  ' })).toEqual({
      problems: [],
      message: { content: 'Hallo Anna', attachments: [] },
    });
    expect(prepareMessage({ content: ' ', attachments: 'x' }, 'message').problems).toEqual([
      { field: 'message', message: Messages.messageRequired },
      { field: 'attachments', message: Messages.attachmentsInvalid },
    ]);
  });

  it('a preview folds whitespace and cuts a long text at a word', () => {
    expect(previewOf('Hoi\n\nhoe   gaat het?')).toBe('Hoi hoe gaat het?');
    const long = previewOf('woord '.repeat(100));
    expect(long.endsWith('woord…')).toBe(true);
    expect([...long].length).toBeLessThanOrEqual(140);
  });
});
