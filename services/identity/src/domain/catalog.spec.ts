import { availabilitiesMatching, COMPANY_SIZES, INDUSTRIES, NICHES, PORTFOLIO_CATEGORIES, toCompanySize } from './catalog';

describe('catalog', () => {
  it('has one company size list and reads the old values as their successors', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-250', '251-1000', '1000+']);
    expect(toCompanySize('51-200')).toBe('51-250');
    expect(toCompanySize('200+')).toBe('251-1000');
    expect(toCompanySize(' 11-50 ')).toBe('11-50');
    expect(toCompanySize('1000+')).toBe('1000+');
    expect(toCompanySize('5000+')).toBeUndefined();
    expect(toCompanySize(50)).toBeUndefined();
  });

  it('has other in the industry list, 22 niches and 6 portfolio categories', () => {
    expect(INDUSTRIES).toContain('other');
    expect(INDUSTRIES).toHaveLength(9);
    expect(NICHES).toHaveLength(22);
    expect(PORTFOLIO_CATEGORIES).toEqual(['unboxing', 'review', 'tutorial', 'lifestyle', 'testimonial', 'other']);
  });

  it('counts sooner availability as matching a later filter', () => {
    expect(availabilitiesMatching('immediately')).toEqual(['immediately']);
    expect(availabilitiesMatching('within-week')).toEqual(['immediately', 'within-week']);
    expect(availabilitiesMatching('within-month')).toEqual(['immediately', 'within-week', 'within-month']);
  });
});
