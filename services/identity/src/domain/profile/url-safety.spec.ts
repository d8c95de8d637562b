import { safeExternalUrl } from './url-safety';

describe('url safety', () => {
  it('keeps only http(s) links, adding https:// to a bare host', () => {
    expect(safeExternalUrl('https://instagram.com/anna')).toBe('https://instagram.com/anna');
    expect(safeExternalUrl(' instagram.com/anna ')).toBe('https://instagram.com/anna');
    expect(safeExternalUrl('www.koffie.nl')).toBe('https://www.koffie.nl');
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.nl', 'geen link', '', 42])
      expect(safeExternalUrl(unsafe)).toBe('');
  });
});
