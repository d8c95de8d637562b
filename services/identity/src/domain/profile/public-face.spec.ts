import { publicFace, samePublicFace } from './public-face';
import { creator } from './testing/users';

describe('public face', () => {
  it('tells when the public face (what other contexts show) changed', () => {
    const user = { ...creator, profilePictureUrl: null, city: 'Delft', niches: ['art'], bio: 'Hoi' };
    expect(samePublicFace(publicFace(user), publicFace({ ...user }))).toBe(true);
    expect(samePublicFace(publicFace(user), publicFace({ ...user, city: 'Gouda' }))).toBe(false);
    expect(publicFace(user)).toEqual({
      displayName: 'Anna de Jong',
      legalName: 'Anna de Jong',
      companyName: '',
      contactPerson: '',
      profilePictureUrl: '',
      city: 'Delft',
      niches: ['art'],
      bio: 'Hoi',
      kvkNumber: '',
      btwNumber: '',
    });
    expect(samePublicFace(publicFace(user), publicFace({ ...user, kvkNumber: '12345678' }))).toBe(false);
    // A chosen name is what other contexts show from then on.
    expect(publicFace({ ...user, displayName: 'Anna kookt' })).toMatchObject({
      displayName: 'Anna kookt',
      legalName: 'Anna de Jong',
    });
    expect(samePublicFace(publicFace(user), publicFace({ ...user, displayName: 'Anna kookt' }))).toBe(false);
  });
});
