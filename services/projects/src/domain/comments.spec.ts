import { checkCommentDraft, commentRole, sawNewestVersions, secondsToMs, threadOf } from './comments';
import { Messages } from './messages';

describe('comment rules', () => {
  const valid = { fileId: 'f1', atMs: 2400, text: ' Logo te klein ' };

  it('keeps a valid draft with its text trimmed and no thread when it answers nothing', () => {
    expect(checkCommentDraft(valid)).toEqual({ draft: { fileId: 'f1', atMs: 2400, text: 'Logo te klein', replyTo: null } });
    expect(checkCommentDraft({ ...valid, replyTo: 'c1' })).toMatchObject({ draft: { replyTo: 'c1' } });
    expect(checkCommentDraft({ ...valid, text: 'a'.repeat(2000) })).toHaveProperty('draft');
  });

  it.each([
    [{ atMs: 0.5 }, 'atMs', Messages.commentMomentInvalid],
    [{ atMs: Number.NaN }, 'atMs', Messages.commentMomentInvalid],
    [{ text: 'a'.repeat(2001) }, 'text', Messages.commentTextTooLong(2000)],
    [{ text: 42 }, 'text', Messages.commentTextRequired],
    [{ fileId: '' }, 'fileId', Messages.commentFileRequired],
    [{ replyTo: 7 }, 'replyTo', Messages.commentReplyToMissing],
  ])('refuses %j', (change, field, message) => {
    expect(checkCommentDraft({ ...valid, ...change })).toEqual({ field, message });
  });

  it('an answer to an answer joins the thread of the comment it answers', () => {
    expect(threadOf({ id: 'c1', replyTo: null })).toBe('c1');
    expect(threadOf({ id: 'c2', replyTo: 'c1' })).toBe('c1');
  });

  it('names the owner bedrijf and the other party creator', () => {
    expect(commentRole({ ownerId: 'o' }, 'o')).toBe('bedrijf');
    expect(commentRole({ ownerId: 'o' }, 'c')).toBe('creator');
  });

  it('an approval stands only when every newest version was seen', () => {
    expect(sawNewestVersions(['v2', 'p1'], ['p1', 'v2'])).toBe(true);
    expect(sawNewestVersions(['v2', 'p1'], ['v1', 'p1'])).toBe(false);
    expect(secondsToMs(3.25)).toBe(3250);
  });
});
