/** The profile screen's whole object (interface/http/dto/users.request.dto.ts), already validated and trimmed. */
export interface UpdateProfileCommand {
  firstName?: string;
  lastName?: string;
  displayName?: string | null;
  dateOfBirth?: string | null;
  phoneNumber?: string | null;
  bio?: string;
  location?: { city?: string | null; country?: string | null };
  niches?: string[];
  pricing?: { baseRate?: number; negotiable?: boolean };
  availability?: string;
  socialMedia?: Record<string, unknown>;
  profilePictureUrl?: string | null;
  companyName?: string;
  contactPerson?: string;
  companySize?: string | null;
  industry?: string | null;
  website?: string | null;
  kvkNumber?: string | null;
  btwNumber?: string | null;
}
