import {
  LOGIN_THROTTLE_POLICY,
  normalizeEmail,
  parseDuration,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from './credentials';

describe('credential rules', () => {
  it('normalises addresses: trimmed, lower case', () => {
    expect(normalizeEmail('  Anna@Example.NL ')).toBe('anna@example.nl');
    expect(normalizeEmail(undefined)).toBeUndefined();
  });

  it('keeps the spec’s password minimum, one-hour reset links and the throttling policy', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_RESET_TTL_SECONDS).toBe(3600);
    expect(LOGIN_THROTTLE_POLICY).toEqual({
      perAccount: { failures: 5, windowSeconds: 900 },
      perAddress: { failures: 20, windowSeconds: 900 },
    });
  });

  it('reads token lifetimes', () => {
    expect(parseDuration('7d')).toBe(604_800);
    expect(parseDuration('12h')).toBe(43_200);
    expect(parseDuration(' 30m ')).toBe(1_800);
    expect(parseDuration('45s')).toBe(45);
    for (const wrong of ['', '7', '7 days', '-1d', '0d', '1w']) expect(() => parseDuration(wrong)).toThrow();
  });
});
