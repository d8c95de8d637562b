import type { Role } from '../../domain/catalog';

/** A validated registration form (interface/http/dto/auth.request.dto.ts); email already normalised. */
export interface RegisterUserCommand {
  role: Role;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  phoneNumber?: string;
  bio?: string;
  socialMedia?: Record<string, unknown>;
  companyName?: string;
  contactPerson?: string;
  companySize?: string;
  industry?: string;
  website?: string;
}
