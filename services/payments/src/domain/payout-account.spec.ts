import { accountHolderName, checkDutchIban, dutchBankName, isAnnounced, isNewer } from './payout-account';

describe('Dutch IBAN check (NL format and mod-97)', () => {
  it.each([
    ['NL91ABNA0417164300', '4300', 'ABN AMRO'],
    ['NL20INGB0001234567', '4567', 'ING'],
    ['NL44RABO0123456789', '6789', 'Rabobank'],
    ['NL22SNSB0912345678', '5678', 'SNS'],
    ['NL66ASNB0707070707', '0707', 'ASN Bank'],
    ['NL32RBRB0123456789', '6789', 'RegioBank'],
    ['NL12TRIO0198765432', '5432', 'Triodos Bank'],
    ['NL82KNAB0255551234', '1234', 'Knab'],
    ['NL23BUNQ2025123456', '3456', 'bunq'],
    ['NL38REVO1234567890', '7890', 'Revolut'],
  ])('%s is valid: last four %s at %s', (iban, last4, bankName) => {
    expect(checkDutchIban(iban)).toEqual({ valid: true, last4, bankName, country: 'NL' });
  });

  it('accepts the IBAN as people write it: groups of four, lower case', () => {
    expect(checkDutchIban(' nl91 abna 0417 1643 00 ')).toMatchObject({ valid: true, last4: '4300', bankName: 'ABN AMRO' });
  });

  it('leaves the bank unnamed for a valid IBAN of a bank code it does not know', () => {
    expect(checkDutchIban('NL64XXXX0123456789')).toEqual({ valid: true, last4: '6789', bankName: null, country: 'NL' });
  });

  it.each([
    ['a wrong check digit', 'NL92ABNA0417164300'],
    ['a mistyped digit', 'NL91ABNA0417164301'],
    ['two swapped digits', 'NL91ABNA0417163400'],
    ['too short', 'NL91ABNA041716430'],
    ['too long', 'NL91ABNA04171643000'],
    ['digits where the bank code goes', 'NL9112340417164300'],
    ['no country', '0417164300'],
    ['empty', ''],
    ['other characters', 'NL91ABNA04171643!0'],
  ])('refuses %s', (_what, iban) => {
    expect(checkDutchIban(iban)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a valid IBAN of another country as not Dutch', () => {
    expect(checkDutchIban('DE89370400440532013000')).toEqual({ valid: false, reason: 'not_dutch' });
    expect(checkDutchIban('BE68539007547034')).toEqual({ valid: false, reason: 'not_dutch' });
  });
});

describe('payout account rules', () => {
  it('names banks by code, whatever the case', () => {
    expect(dutchBankName('ingb')).toBe('ING');
    expect(dutchBankName('ZZZZ')).toBeNull();
  });

  it('an older observation never replaces a newer one; one of the same moment does', () => {
    const held = new Date('2025-11-20T10:00:00Z');
    expect(isNewer(new Date('2025-11-20T09:59:59Z'), held)).toBe(false);
    expect(isNewer(new Date('2025-11-20T10:00:00Z'), held)).toBe(true);
    expect(isNewer(new Date('2025-11-20T10:00:01Z'), held)).toBe(true);
    expect(isNewer(new Date(0), null)).toBe(true);
  });

  it('announces a new status or a new bank account, not the same state again', () => {
    const ing = { last4: '4567', bankName: 'ING', country: 'NL' };
    expect(isAnnounced({ status: 'restricted', details: null }, { status: 'active', details: ing })).toBe(true);
    expect(isAnnounced({ status: 'active', details: ing }, { status: 'active', details: { ...ing, last4: '4300' } })).toBe(true);
    expect(isAnnounced({ status: 'active', details: ing }, { status: 'active', details: { ...ing } })).toBe(false);
  });

  it('takes the account holder trimmed, from 2 to 100 characters', () => {
    expect(accountHolderName('  Sanne   de  Vries ')).toBe('Sanne de Vries');
    expect(accountHolderName(' S ')).toBeNull();
    expect(accountHolderName('x'.repeat(101))).toBeNull();
  });
});
