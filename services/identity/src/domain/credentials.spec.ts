import {
  LOGIN_THROTTLE_POLICY,
  normalizeEmail,
  parseDuration,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
  sessionsCutOff,
  tokenIssuedAtSeconds,
} from './credentials';

describe('credential rules', () => {
  it('normalises addresses: trimmed, lower case', () => {
    expect(normalizeEmail('  Anna@Example.NL ')).toBe('anna@example.nl');
    expect(normalizeEmail(undefined)).toBeUndefined();
  });

  it('keeps the password minimum, one-hour reset links and the throttling policy', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_RESET_TTL_SECONDS).toBe(3600);
    expect(LOGIN_THROTTLE_POLICY).toEqual({
      perAccountAndAddress: { limit: 5, windowSeconds: 60 },
      perAccount: { limit: 10, windowSeconds: 60 },
      perAddress: { limit: 20, windowSeconds: 900 },
    });
  });

  it('never lets failures lock an account for more than a minute', () => {
    expect(LOGIN_THROTTLE_POLICY.perAccount.windowSeconds).toBeLessThanOrEqual(60);
    expect(LOGIN_THROTTLE_POLICY.perAccountAndAddress.windowSeconds).toBeLessThanOrEqual(60);
  });

  it('cuts sessions off at the next whole second and stamps later tokens no earlier than that', () => {
    const now = new Date('2025-06-01T12:00:10.300Z');
    const cutOff = sessionsCutOff(now);
    expect(cutOff).toEqual(new Date('2025-06-01T12:00:11.000Z'));
    // A token issued just before (same second) is ended; one issued just after (same second) is not.
    expect(tokenIssuedAtSeconds(new Date('2025-06-01T12:00:10.100Z'), null) * 1000).toBeLessThan(cutOff.getTime());
    expect(tokenIssuedAtSeconds(new Date('2025-06-01T12:00:10.500Z'), cutOff) * 1000).toBe(cutOff.getTime());
    expect(tokenIssuedAtSeconds(new Date('2025-06-01T12:05:00.000Z'), cutOff)).toBe(Date.parse('2025-06-01T12:05:00Z') / 1000);
  });

  it('reads token lifetimes', () => {
    expect(parseDuration('7d')).toBe(604_800);
    expect(parseDuration('12h')).toBe(43_200);
    expect(parseDuration(' 30m ')).toBe(1_800);
    expect(parseDuration('45s')).toBe(45);
    for (const wrong of ['', '7', '7 days', '-1d', '0d', '1w']) expect(() => parseDuration(wrong)).toThrow();
  });
});
