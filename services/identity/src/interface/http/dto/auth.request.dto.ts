import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Transform } from 'class-transformer';
import { COMPANY_SIZES, INDUSTRIES, ROLES, type Role, toCompanySize } from '../../../domain/catalog';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/credentials';
import { Messages } from '../../../domain/messages';
import { isOldEnoughToCreate, isPlausibleBirthDate } from '../../../domain/profile/birth-date';
import { TEXT_LIMITS } from '../../../domain/profile/text-limits';
import { NormalizeEmail, SameAs, Satisfies, Trim } from './decorators';

const isCreator = (body: { role?: unknown }) => body.role === 'creator';
const isCompany = (body: { role?: unknown }) => body.role === 'bedrijf';
const tooLong = (label: string, max: number) => ({ message: Messages.textTooLong(label, max) });

/** Login: email required and e-mail shaped, password required. */
export class LoginRequest {
  @IsEmail({}, { message: Messages.emailInvalid })
  @IsNotEmpty({ message: Messages.emailRequired })
  @NormalizeEmail()
  email!: string;

  @IsString({ message: Messages.passwordRequired })
  @IsNotEmpty({ message: Messages.passwordRequired })
  password!: string;
}

/** The password and its confirmation, shared by registration and reset. */
export class NewPasswordFields {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: Messages.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: Messages.passwordTooShort })
  @IsString({ message: Messages.passwordRequired })
  @IsNotEmpty({ message: Messages.passwordRequired })
  password!: string;

  @SameAs('password', { message: Messages.passwordsDoNotMatch })
  @IsNotEmpty({ message: Messages.confirmPasswordRequired })
  confirmPassword!: string;
}

/** Registration: the common fields, then the chosen role's form. */
export class RegisterRequest extends NewPasswordFields {
  @IsIn(ROLES, { message: Messages.roleInvalid })
  role!: Role;

  @MaxLength(254, { message: Messages.emailInvalid })
  @IsEmail({}, { message: Messages.emailInvalid })
  @IsNotEmpty({ message: Messages.emailRequired })
  @NormalizeEmail()
  email!: string;

  // Creator
  @ValidateIf(isCreator)
  @MaxLength(TEXT_LIMITS.name, tooLong('Voornaam', TEXT_LIMITS.name))
  @IsString({ message: Messages.firstNameRequired })
  @IsNotEmpty({ message: Messages.firstNameRequired })
  @Trim()
  firstName?: string;

  @ValidateIf(isCreator)
  @MaxLength(TEXT_LIMITS.name, tooLong('Achternaam', TEXT_LIMITS.name))
  @IsString({ message: Messages.lastNameRequired })
  @IsNotEmpty({ message: Messages.lastNameRequired })
  @Trim()
  lastName?: string;

  @ValidateIf(isCreator)
  @Satisfies((value) => isOldEnoughToCreate(value as string), { message: Messages.creatorTooYoung })
  @Satisfies((value) => isPlausibleBirthDate(value), { message: Messages.dateOfBirthInvalid })
  @IsNotEmpty({ message: Messages.dateOfBirthRequired })
  @Trim()
  dateOfBirth?: string;

  @ValidateIf(isCreator)
  @MaxLength(TEXT_LIMITS.phoneNumber, tooLong('Telefoonnummer', TEXT_LIMITS.phoneNumber))
  @IsString({ message: Messages.phoneNumberRequired })
  @IsNotEmpty({ message: Messages.phoneNumberRequired })
  @Trim()
  phoneNumber?: string;

  @ValidateIf(isCreator)
  @MaxLength(TEXT_LIMITS.bio, tooLong('Bio', TEXT_LIMITS.bio))
  @IsString({ message: Messages.bioRequired })
  @IsNotEmpty({ message: Messages.bioRequired })
  @Trim()
  bio?: string;

  /** Optional and without a form field; the domain keeps the known platforms only. */
  @IsOptional()
  socialMedia?: Record<string, unknown>;

  // Company
  @ValidateIf(isCompany)
  @MaxLength(TEXT_LIMITS.companyName, tooLong('Bedrijfsnaam', TEXT_LIMITS.companyName))
  @IsString({ message: Messages.companyNameRequired })
  @IsNotEmpty({ message: Messages.companyNameRequired })
  @Trim()
  companyName?: string;

  @ValidateIf(isCompany)
  @MaxLength(TEXT_LIMITS.name, tooLong('Contactpersoon', TEXT_LIMITS.name))
  @IsString({ message: Messages.contactPersonRequired })
  @IsNotEmpty({ message: Messages.contactPersonRequired })
  @Trim()
  contactPerson?: string;

  /** One size list everywhere: old values 51-200 and 200+ are read as 51-250 and 251-1000. */
  @ValidateIf(isCompany)
  @IsIn(COMPANY_SIZES, { message: Messages.companySizeInvalid })
  @IsNotEmpty({ message: Messages.companySizeRequired })
  @Transform(({ value }) => toCompanySize(value) ?? value)
  companySize?: string;

  @ValidateIf(isCompany)
  @IsIn(INDUSTRIES, { message: Messages.industryInvalid })
  @IsNotEmpty({ message: Messages.industryRequired })
  industry?: string;

  /** Optional and not validated; only http(s) links are kept. */
  @IsOptional()
  @IsString()
  website?: string;
}

export class ForgotPasswordRequest {
  @IsEmail({}, { message: Messages.emailInvalid })
  @IsNotEmpty({ message: Messages.emailRequired })
  @NormalizeEmail()
  email!: string;
}

export class ResetPasswordRequest extends NewPasswordFields {
  @MaxLength(200, { message: Messages.resetTokenInvalid })
  @IsString({ message: Messages.resetTokenRequired })
  @IsNotEmpty({ message: Messages.resetTokenRequired })
  token!: string;
}
