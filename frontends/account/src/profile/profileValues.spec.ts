import { MONEY_TEXTS } from '@clipwerk/ui';
import { toProfilePayload, toProfileValues, validateProfile, wholeNumber } from './profileValues';
import { aCompanyUser, aCreatorUser } from '../test/renderScreen';

describe('follower fields read numbers the Dutch way', () => {
  it.each([
    ['12.500', 12500],
    ['1.000.000', 1000000],
    ['850', 850],
    ['12,7', 12],
    ['veel', 0],
    ['-5', 0],
  ])('reads %p as %p', (typed, value) => {
    expect(wholeNumber(typed)).toBe(value);
  });
});

describe('the profile form starts from the account identity answers', () => {
  it("reads YouTube's subscribers and the other platforms' followers into the audience fields", () => {
    const values = toProfileValues(
      aCreatorUser({
        socialMedia: {
          instagram: { username: 'sanne', url: 'https://instagram.com/sanne', followers: 1500 },
          youtube: { username: 'sannekookt', url: '', subscribers: 2000 },
        },
        pricing: { baseRate: 150.75, negotiable: false },
      }),
    );
    expect(values.social.instagram).toEqual({ username: 'sanne', url: 'https://instagram.com/sanne', audience: '1500' });
    expect(values.social.youtube).toEqual({ username: 'sannekookt', url: '', audience: '2000' });
    expect(values.social.tiktok).toEqual({ username: '', url: '', audience: '' });
    expect(values).toMatchObject({ firstName: 'Sanne', city: 'Utrecht', baseRate: '150,75', negotiable: false });
  });

  it("leaves a company's creator fields empty: identity sends them as null", () => {
    const values = toProfileValues(aCompanyUser({ kvkNumber: '12345678' }));
    expect(values).toMatchObject({ companyName: 'Bakkerij Jansen', contactPerson: 'Pieter Jansen', kvkNumber: '12345678' });
    expect(values).toMatchObject({ firstName: '', niches: [], availability: 'immediately', baseRate: '', negotiable: true });
  });
});

describe('the base rate is money, typed the Dutch way', () => {
  const values = (baseRate: string) => ({ ...toProfileValues(aCreatorUser()), baseRate });

  it('sends euros and cents, and nothing when left empty', () => {
    expect(validateProfile('creator', values('150,75'))).toEqual({});
    expect(toProfilePayload('creator', values('150,75'))).toMatchObject({ pricing: { baseRate: 150.75 } });
    expect(toProfilePayload('creator', values('1.250'))).toMatchObject({ pricing: { baseRate: 1250 } });
    expect(validateProfile('creator', values(''))).toEqual({});
  });

  it.each([
    ['150.5', MONEY_TEXTS.dot],
    ['12,345', MONEY_TEXTS.decimals],
    ['veel', MONEY_TEXTS.notAnAmount],
  ])('refuses %p at the field: %s', (typed, message) => {
    expect(validateProfile('creator', values(typed)).baseRate).toBe(message);
  });
});
