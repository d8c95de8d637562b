import { Messages } from './messages';
import { editableChanges, emptyRequiredFields } from './profile-editing';

describe('profile editing rules', () => {
  const changes = {
    firstName: 'Anna',
    companyName: 'X BV',
    bio: 'b',
    niches: ['art'],
    website: 'x.nl',
    companySize: '1-10',
    email: 'x@y.z',
    role: 'bedrijf',
    socialMedia: undefined,
  };

  it('lets each role change only its own fields', () => {
    expect(editableChanges('creator', changes)).toEqual({ firstName: 'Anna', bio: 'b', niches: ['art'] });
    expect(editableChanges('bedrijf', changes)).toEqual({ companyName: 'X BV', bio: 'b', website: 'x.nl', companySize: '1-10' });
  });

  it('refuses emptying the names a role cannot be without', () => {
    expect(emptyRequiredFields('creator', { firstName: ' ', lastName: 'Jong' })).toEqual([
      { field: 'firstName', message: Messages.firstNameRequired },
    ]);
    expect(emptyRequiredFields('creator', { bio: '' })).toEqual([]);
    expect(emptyRequiredFields('bedrijf', { companyName: '', contactPerson: '' })).toEqual([
      { field: 'companyName', message: 'Bedrijfsnaam is verplicht' },
      { field: 'contactPerson', message: 'Contactpersoon is verplicht' },
    ]);
  });
});
