// The user object of docs/api/identity.md, as far as the client reads it.

export type Role = 'creator' | 'bedrijf';

export interface SocialAccount {
  username?: string;
  url?: string;
  followers?: number;
  subscribers?: number;
}

export interface User {
  id: string;
  role: Role;
  email: string;
  /** False for an account that signs in with Google only. */
  hasPassword?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  fullName?: string | null;
  profilePictureUrl?: string | null;
  dateOfBirth?: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
  location?: { city?: string; country?: string } | null;
  niches?: string[] | null;
  pricing?: { baseRate?: number; negotiable?: boolean } | null;
  availability?: string | null;
  socialMedia?: Partial<Record<'instagram' | 'tiktok' | 'youtube' | 'twitter' | 'website', SocialAccount>> | null;
  companyName?: string | null;
  contactPerson?: string | null;
  companySize?: string | null;
  industry?: string | null;
  website?: string | null;
  /** A company's KvK number (8 digits) and BTW number, printed on its invoices. */
  kvkNumber?: string | null;
  btwNumber?: string | null;
  stats?: Record<string, number | null> | null;
  createdAt?: string;
}

/** How the navigation names a user: a creator by first name with the label Creator, a company by contact person with the company name. */
export function userDisplay(user: User): { name: string; label: string } {
  if (user.role === 'creator') {
    return { name: user.firstName || user.displayName || user.fullName || user.email, label: 'Creator' };
  }
  return { name: user.contactPerson || user.fullName || user.email, label: user.companyName || 'Bedrijf' };
}
