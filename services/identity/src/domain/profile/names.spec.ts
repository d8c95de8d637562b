import { displayName, fullName, UNNAMED_CREATOR } from './names';
import { company, creator } from './testing/users';

describe('names', () => {
  it('names creators by full name with a fallback, companies by company name', () => {
    expect(displayName(creator)).toBe('Anna de Jong');
    expect(displayName({ ...creator, lastName: null })).toBe('Anna');
    expect(displayName({ ...creator, firstName: ' ', lastName: null })).toBe(UNNAMED_CREATOR);
    expect(UNNAMED_CREATOR).toBe('Naamloze creator');
    expect(displayName(company)).toBe('Koffie BV');
    expect(displayName({ ...company, companyName: null })).toBe('Piet');
    expect(fullName(company)).toBe('Piet');
    expect(fullName(creator)).toBe('Anna de Jong');
  });

  it('names a creator by the name she chose, else her full name; a company always by its company name', () => {
    expect(displayName({ ...creator, displayName: 'Anna kookt' })).toBe('Anna kookt');
    expect(displayName({ ...creator, displayName: '  Anna kookt ' })).toBe('Anna kookt');
    expect(displayName({ ...creator, displayName: ' ' })).toBe('Anna de Jong');
    expect(displayName({ ...creator, firstName: null, lastName: null, displayName: 'Anna kookt' })).toBe('Anna kookt');
    expect(displayName({ ...creator, firstName: null, lastName: null, displayName: null })).toBe(UNNAMED_CREATOR);
    expect(fullName({ ...creator, displayName: 'Anna kookt' })).toBe('Anna de Jong');
    expect(displayName({ ...company, displayName: 'Koffiekoning' })).toBe('Koffie BV');
  });
});
