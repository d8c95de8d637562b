import { AppError, createValidationPipe } from '@clipwerk/kit';
import { Messages } from '../../../domain/messages';
import { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from './auth.request.dto';
import { ListCreatorsQuery, PortfolioItemRequest, UpdateProfileRequest } from './users.request.dto';

/** The DTOs through the very pipe every app uses (kit's createValidationPipe): no HTTP, no database. */
const pipe = createValidationPipe();

async function check(
  metatype: new () => object,
  value: unknown,
): Promise<{ value?: Record<string, unknown>; errors?: Record<string, string> }> {
  try {
    return { value: await pipe.transform(value, { type: 'body', metatype }) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { errors: Object.fromEntries((error.fieldErrors ?? []).map(({ field, message }) => [field, message])) };
  }
}

const creator = {
  role: 'creator',
  email: 'anna@example.nl',
  password: 'geheim1',
  confirmPassword: 'geheim1',
  firstName: 'Anna',
  lastName: 'de Jong',
  dateOfBirth: '1995-05-17',
  phoneNumber: '0612345678',
  bio: 'Hoi',
};
const company = {
  role: 'bedrijf',
  email: 'info@koffie.nl',
  password: 'geheim1',
  confirmPassword: 'geheim1',
  companyName: 'Koffie BV',
  contactPerson: 'Piet',
  companySize: '1-10',
  industry: 'other',
};

describe('registration', () => {
  it('accepts a complete creator form, normalising the address and trimming names', async () => {
    const { value, errors } = await check(RegisterRequest, { ...creator, email: ' Anna@Example.NL ', firstName: ' Anna ' });
    expect(errors).toBeUndefined();
    expect(value).toMatchObject({ email: 'anna@example.nl', firstName: 'Anna' });
  });

  it('accepts a complete company form and maps old sizes', async () => {
    expect((await check(RegisterRequest, { ...company, companySize: '200+' })).value).toMatchObject({ companySize: '251-1000' });
  });

  it.each([
    ['email', '', Messages.emailRequired, 'E-mailadres is verplicht'],
    ['email', 'anna@', Messages.emailInvalid, 'Ongeldig e-mailadres'],
    ['password', undefined, Messages.passwordRequired, 'Wachtwoord is verplicht'],
    ['password', '12345', Messages.passwordTooShort, 'Wachtwoord moet minimaal 6 tekens bevatten'],
    ['password', 'x'.repeat(129), Messages.passwordTooLong, 'Wachtwoord mag maximaal 128 tekens bevatten'],
    ['confirmPassword', '', Messages.confirmPasswordRequired, 'Bevestig je wachtwoord'],
    ['confirmPassword', 'anders1', Messages.passwordsDoNotMatch, 'Wachtwoorden komen niet overeen'],
    ['firstName', '  ', Messages.firstNameRequired, 'Voornaam is verplicht'],
    ['lastName', undefined, Messages.lastNameRequired, 'Achternaam is verplicht'],
    ['dateOfBirth', '', Messages.dateOfBirthRequired, 'Geboortedatum is verplicht'],
    ['dateOfBirth', '31-02-1990', Messages.dateOfBirthInvalid, 'Ongeldige geboortedatum'],
    ['phoneNumber', '', Messages.phoneNumberRequired, 'Telefoonnummer is verplicht'],
    ['bio', '', Messages.bioRequired, 'Bio is verplicht'],
  ])('creator %s = %p → %s', async (field, fieldValue, message, text) => {
    expect(message).toBe(text);
    // A changed password is confirmed with the same value, so only the rule under test fails.
    const form = {
      ...creator,
      [field]: fieldValue,
      ...(field === 'password' && fieldValue ? { confirmPassword: fieldValue } : {}),
    };
    const { errors } = await check(RegisterRequest, form);
    expect(errors).toEqual({ [field]: text });
  });

  it.each([
    ['companyName', '', 'Bedrijfsnaam is verplicht'],
    ['contactPerson', ' ', 'Contactpersoon is verplicht'],
    ['companySize', '', 'Bedrijfsgrootte is verplicht'],
    ['companySize', '10-20', Messages.companySizeInvalid],
    ['industry', undefined, 'Branche is verplicht'],
    ['industry', 'kaas', Messages.industryInvalid],
  ])('company %s = %p → %s', async (field, fieldValue, text) => {
    expect((await check(RegisterRequest, { ...company, [field]: fieldValue })).errors).toEqual({ [field]: text });
  });

  it('does not ask a company for creator fields, nor a creator for company fields', async () => {
    expect((await check(RegisterRequest, company)).errors).toBeUndefined();
    expect((await check(RegisterRequest, creator)).errors).toBeUndefined();
  });

  it('asks for a role', async () => {
    expect((await check(RegisterRequest, { ...creator, role: 'admin' })).errors).toEqual({ role: Messages.roleInvalid });
  });
});

describe('login, forgot and reset password', () => {
  it('login: email required and well-formed, password required', async () => {
    expect((await check(LoginRequest, {})).errors).toEqual({
      email: 'E-mailadres is verplicht',
      password: 'Wachtwoord is verplicht',
    });
    expect((await check(LoginRequest, { email: 'x', password: 'a' })).errors).toEqual({ email: 'Ongeldig e-mailadres' });
    expect((await check(LoginRequest, { email: 'A@B.NL', password: 'a' })).value).toMatchObject({ email: 'a@b.nl' });
  });

  it('forgot: an address; reset: token and the same password rules', async () => {
    expect((await check(ForgotPasswordRequest, { email: '' })).errors).toEqual({ email: 'E-mailadres is verplicht' });
    expect((await check(ResetPasswordRequest, { password: '123', confirmPassword: '' })).errors).toEqual({
      token: Messages.resetTokenRequired,
      password: 'Wachtwoord moet minimaal 6 tekens bevatten',
      confirmPassword: 'Bevestig je wachtwoord',
    });
  });
});

describe('profile', () => {
  it('reads whole numbers leniently and clears empty optional fields', async () => {
    const { value } = await check(UpdateProfileRequest, {
      pricing: { baseRate: 'veel', negotiable: true },
      phoneNumber: ' ',
      website: '',
      companySize: '51-200',
    });
    expect(value).toMatchObject({
      pricing: { baseRate: 0, negotiable: true },
      phoneNumber: null,
      website: null,
      companySize: '51-250',
    });
  });

  it('refuses values outside the lists, in Dutch', async () => {
    const { errors } = await check(UpdateProfileRequest, {
      niches: ['beauty', 'koken'],
      availability: 'nooit',
      industry: 'kaas',
      profilePictureUrl: 'https://elders.example/foto.png',
      bio: 'x'.repeat(2001),
      location: { city: 5 },
      dateOfBirth: '2999-01-01',
    });
    expect(errors).toEqual({
      niches: Messages.nicheInvalid,
      availability: Messages.availabilityInvalid,
      industry: Messages.industryInvalid,
      profilePictureUrl: Messages.profilePictureInvalid,
      bio: 'Bio mag maximaal 2000 tekens bevatten',
      'location.city': Messages.locationInvalid,
      dateOfBirth: Messages.dateOfBirthInvalid,
    });
    expect((await check(UpdateProfileRequest, { niches: new Array(11).fill('art') })).errors).toEqual({
      niches: Messages.tooManyNiches,
    });
  });
});

describe('portfolio item', () => {
  it('requires a title and a video, defaults nothing itself, and normalises links', async () => {
    expect((await check(PortfolioItemRequest, {})).errors).toEqual({
      title: 'Titel is verplicht',
      videoUrl: 'Video is verplicht',
    });
    const { value } = await check(PortfolioItemRequest, {
      title: ' Clip ',
      videoUrl: 'vimeo.com/1',
      thumbnailUrl: '',
      category: '',
    });
    expect(value).toMatchObject({ title: 'Clip', videoUrl: 'https://vimeo.com/1', thumbnailUrl: null });
    expect(value?.category).toBeUndefined();
  });

  it('accepts our own uploads and refuses other schemes and categories', async () => {
    const upload = '/api/media/0b7e6a58-4b8c-4a8e-9a57-3a3b1f0c2d11';
    expect(
      (await check(PortfolioItemRequest, { title: 'a', videoUrl: upload, thumbnailUrl: upload, category: 'review' })).errors,
    ).toBeUndefined();
    expect(
      (
        await check(PortfolioItemRequest, {
          title: 'a',
          videoUrl: 'file:///etc/passwd',
          thumbnailUrl: 'javascript:x',
          category: 'dans',
        })
      ).errors,
    ).toEqual({
      videoUrl: Messages.videoUrlInvalid,
      thumbnailUrl: Messages.thumbnailUrlInvalid,
      category: Messages.categoryInvalid,
    });
  });
});

describe('creators query', () => {
  it('treats empty filters as none and refuses unknown ranges', async () => {
    expect({ ...(await check(ListCreatorsQuery, { search: ' ', niche: '', followers: '', page: '2' })).value }).toEqual({
      page: '2',
    });
    expect((await check(ListCreatorsQuery, { followers: '5-10', availability: 'morgen' })).errors).toEqual({
      followers: Messages.followersRangeInvalid,
      availability: Messages.availabilityInvalid,
    });
  });
});
