import { isPastRetention, retentionCutoff, retentionInWords, stateRetention } from './retention-period';

const at = (iso: string) => new Date(iso);

describe('retention cut-off', () => {
  const now = at('2026-11-24T03:00:00.000Z');

  it('counts calendar years, months and days back from now, to the millisecond', () => {
    expect(retentionCutoff(now, { years: 7 }).toISOString()).toBe('2019-11-24T03:00:00.000Z');
    expect(retentionCutoff(now, { months: 26 }).toISOString()).toBe('2024-09-24T03:00:00.000Z');
    expect(retentionCutoff(now, { days: 90 }).toISOString()).toBe('2026-08-26T03:00:00.000Z');
  });

  it('keeps a record made exactly at the cut-off and drops one a millisecond older', () => {
    const cutoff = retentionCutoff(now, { years: 1 });
    expect(isPastRetention(cutoff, now, { years: 1 })).toBe(false);
    expect(isPastRetention(new Date(cutoff.getTime() - 1), now, { years: 1 })).toBe(true);
  });

  it('moves a month end that the target month lacks to that month’s last day', () => {
    expect(retentionCutoff(at('2028-02-29T12:00:00Z'), { years: 1 }).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(retentionCutoff(at('2026-05-31T00:00:00Z'), { months: 3 }).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(retentionCutoff(at('2026-03-31T00:00:00Z'), { months: 26 }).toISOString()).toBe('2024-01-31T00:00:00.000Z');
  });
});

describe('a retention period in words', () => {
  it('says each unit as Dutch says it, singular and plural', () => {
    expect(retentionInWords({ years: 3 })).toBe('3 jaar');
    expect(retentionInWords({ months: 26 })).toBe('26 maanden');
    expect(retentionInWords({ months: 1 })).toBe('1 maand');
    expect(retentionInWords({ days: 90 })).toBe('90 dagen');
    expect(retentionInWords({ years: 1, months: 6 })).toBe('1 jaar en 6 maanden');
  });

  it('builds a context’s wording from the figure, so another figure gives another text', () => {
    const wording = (inWords: string) => `${inWords} na verzending`;
    expect(stateRetention('Berichten', { years: 3 }, wording)).toEqual({
      subject: 'Berichten',
      period: '3 jaar na verzending',
      retainedFor: { years: 3 },
    });
    expect(stateRetention('Berichten', { years: 5 }, wording).period).toBe('5 jaar na verzending');
  });
});
