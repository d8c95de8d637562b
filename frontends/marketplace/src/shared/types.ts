// The identity answers this remote reads (docs/api/identity.md: creators and their portfolios); projects',
// proposals' and payments' come from their contracts. Money always arrives in euros, computed by the server.

export interface Ref {
  id?: string;
  _id?: string;
}

export interface SocialAccount {
  username?: string;
  url?: string;
  followers?: number;
  subscribers?: number;
}

export interface PortfolioItem extends Ref {
  title: string;
  description?: string;
  videoUrl?: string;
  thumbnailUrl?: string | null;
  category?: string;
  createdAt?: string;
}

export interface Creator extends Ref {
  name?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  fullName?: string;
  profilePictureUrl?: string | null;
  bio?: string | null;
  niches?: string[] | null;
  location?: { city?: string; country?: string } | null;
  socialMedia?: Partial<Record<string, SocialAccount>> | null;
  stats?: { completedProjects?: number | null; averageRating?: number | null; responseRate?: number | null } | null;
  pricing?: { baseRate?: number | null; negotiable?: boolean } | null;
  availability?: string | null;
  followersTotal?: number;
  portfolio?: PortfolioItem[];
}

export const idOf = (item: Ref | null | undefined): string => item?.id ?? item?._id ?? '';
