import { everyDeliverableApproved, parseByteRange, parseTimedComments, reviewOutcome } from './deliverables';

describe('deliverable rules', () => {
  describe('byte ranges (video seeking)', () => {
    it.each([
      ['bytes=0-99', { start: 0, end: 99 }],
      ['bytes=100-', { start: 100, end: 999 }],
      ['bytes=-100', { start: 900, end: 999 }],
      ['bytes=900-5000', { start: 900, end: 999 }],
      ['bytes=-5000', { start: 0, end: 999 }],
    ])('%s of 1000 bytes is %j', (header, range) => {
      expect(parseByteRange(header, 1000)).toEqual(range);
    });

    it.each(['bytes=1000-', 'bytes=500-400', 'bytes=-0'])('%s of 1000 bytes cannot be satisfied', (header) => {
      expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
    });

    it('ignores no header, several ranges and other units: the whole file is sent', () => {
      for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-']) {
        expect(parseByteRange(header, 1000)).toBeUndefined();
      }
    });
  });

  describe('timed comments', () => {
    it('keeps moments and trimmed texts; none given is an empty list', () => {
      expect(parseTimedComments([{ atSeconds: 2.5, text: ' te donker ' }])).toEqual([{ atSeconds: 2.5, text: 'te donker' }]);
      expect(parseTimedComments(undefined)).toEqual([]);
    });

    it.each([
      ['not a list', 'tekst'],
      ['a negative moment', [{ atSeconds: -1, text: 'x' }]],
      ['a moment that is not a number', [{ atSeconds: '3', text: 'x' }]],
      ['an empty text', [{ atSeconds: 1, text: '  ' }]],
      ['a missing item', [null]],
    ])('refuses %s', (_what, value) => {
      expect(parseTimedComments(value)).toBeUndefined();
    });
  });

  it('approve approves the deliverable; reject and revision both ask for a revision, with Dutch default feedback', () => {
    expect(reviewOutcome('approve')).toEqual({ status: 'approved', defaultFeedback: 'Goedgekeurd' });
    expect(reviewOutcome('reject')).toEqual({ status: 'revision_requested', defaultFeedback: 'Revisie nodig' });
    expect(reviewOutcome('revision')).toEqual({ status: 'revision_requested', defaultFeedback: 'Revisie nodig' });
  });

  it('the project is approved only when there are deliverables and every one is approved', () => {
    expect(everyDeliverableApproved(['approved', 'approved'])).toBe(true);
    expect(everyDeliverableApproved(['approved', 'under_review'])).toBe(false);
    expect(everyDeliverableApproved([])).toBe(false);
  });
});
