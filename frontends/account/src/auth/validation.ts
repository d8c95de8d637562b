// Validation rules and their exact Dutch texts, the same as the server's.
import type { FieldErrors } from '@clipwerk/ui';
import type { SignUpRole as Role } from '@clipwerk/shell/sdk';

export const TEXTS = {
  emailRequired: 'E-mailadres is verplicht',
  emailInvalid: 'Ongeldig e-mailadres',
  passwordRequired: 'Wachtwoord is verplicht',
  passwordTooShort: 'Wachtwoord moet minimaal 6 tekens bevatten',
  confirmRequired: 'Bevestig je wachtwoord',
  confirmMismatch: 'Wachtwoorden komen niet overeen',
  firstName: 'Voornaam is verplicht',
  lastName: 'Achternaam is verplicht',
  dateOfBirth: 'Geboortedatum is verplicht',
  phoneNumber: 'Telefoonnummer is verplicht',
  bio: 'Bio is verplicht',
  companyName: 'Bedrijfsnaam is verplicht',
  contactPerson: 'Contactpersoon is verplicht',
  companySize: 'Bedrijfsgrootte is verplicht',
  industry: 'Branche is verplicht',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => String(value ?? '').trim() === '';

export function emailError(email: string): string | undefined {
  if (blank(email)) return TEXTS.emailRequired;
  if (!EMAIL_SHAPE.test(email.trim())) return TEXTS.emailInvalid;
  return undefined;
}

function newPasswordErrors(values: { password: string; confirmPassword: string }) {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (!values.password) errors.password = TEXTS.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = TEXTS.passwordTooShort;
  if (!values.confirmPassword) errors.confirmPassword = TEXTS.confirmRequired;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = TEXTS.confirmMismatch;
  return errors;
}

function withoutEmpty<T>(errors: Record<string, string | undefined>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return withoutEmpty({ email: emailError(values.email), password: values.password ? undefined : TEXTS.passwordRequired });
}

export interface CreatorRegistration {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
  bio: string;
}

export interface CompanyRegistration {
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  contactPerson: string;
  companySize: string;
  industry: string;
}

const REQUIRED_BY_ROLE: Record<Role, Array<keyof typeof TEXTS>> = {
  creator: ['firstName', 'lastName', 'dateOfBirth', 'phoneNumber', 'bio'],
  bedrijf: ['companyName', 'contactPerson', 'companySize', 'industry'],
};

export function validateRegistration<T extends { email: string; password: string; confirmPassword: string }>(
  role: Role,
  values: T,
): FieldErrors<T> {
  const errors: Record<string, string | undefined> = { email: emailError(values.email), ...newPasswordErrors(values) };
  for (const name of REQUIRED_BY_ROLE[role]) {
    if (blank((values as Record<string, unknown>)[name])) errors[name] = TEXTS[name];
  }
  return withoutEmpty<T>(errors);
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function validateReset(values: ResetValues): FieldErrors<ResetValues> {
  return withoutEmpty(newPasswordErrors(values));
}
