// Identity's answers as they travel: the controllers are typed with them and the front ends read them through
// @clipwerk/contracts/identity, so renaming a field breaks the type check on both sides. Types only, no code: the
// browser bundles never carry this file. Dates are ISO 8601 (a birth date `YYYY-MM-DD`).
import type { Availability, PortfolioCategory, Role, SignUpRole } from '../../domain/catalog';
import type { PresentedSocialAccount, PresentedSocialMedia, PresentedYoutubeAccount } from '../../domain/profile/social-media';

export type { Availability, PortfolioCategory, Role, SignUpRole };

/** A platform's account: `followers`, YouTube's `subscribers`; `url` is '' or an http(s) link. */
export type SocialAccountBody = PresentedSocialAccount;
export type YoutubeAccountBody = PresentedYoutubeAccount;
/** Only the platforms that have something filled in. */
export type SocialMediaBody = PresentedSocialMedia;

/** The country is 'Nederland' unless given; the city '' when not. */
export interface LocationBody {
  city: string;
  country: string;
}

/** A creator's base rate in whole euros (null when not given) and whether it is negotiable. */
export interface PricingBody {
  baseRate: number | null;
  negotiable: boolean;
}

/** A creator's figures as her card and her account show them (other contexts' events keep them). */
export interface CreatorFiguresBody {
  completedProjects: number;
  /** Null until a rating is published. */
  averageRating: number | null;
  ratingCount: number;
  /** A percentage; null until there is anything to answer. */
  responseRate: number | null;
  /** Followers and subscribers over every platform. */
  followers: number;
}

// The signed-in user's own account

/**
 * The signed-in user's own account (`user` of register, login, /auth/me, the profile updates and the profile
 * picture): private fields included; the other role's fields are null (a company's first and last name, birth
 * date, niches, pricing, availability, social media and figures; a creator's company fields).
 */
export interface UserBody {
  id: string;
  role: Role;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A creator's chosen name, else her full name (else 'Naamloze creator'); a company's name, else its contact person. */
  displayName: string;
  /** The name a creator chose (what the profile form's field holds); null when she chose none, and for a company. */
  chosenDisplayName: string | null;
  /** A creator's full name; a company's contact person. */
  fullName: string;
  /** One of our /api/media/{id} addresses, or null. */
  profilePictureUrl: string | null;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  bio: string;
  location: LocationBody;
  niches: string[] | null;
  pricing: PricingBody | null;
  availability: Availability | null;
  socialMedia: SocialMediaBody | null;
  companyName: string | null;
  contactPerson: string | null;
  companySize: string | null;
  industry: string | null;
  website: string | null;
  /** A company's KvK number (8 digits) and BTW number, printed on its invoices. */
  kvkNumber: string | null;
  btwNumber: string | null;
  stats: CreatorFiguresBody | null;
  /** False for an account made with Google (it can set one through 'forgot password'). */
  hasPassword: boolean;
  /** The address is one of TEST_ACCOUNT_EMAILS: a project's budget may then be as low as 0.01 euro. */
  isTestAccount: boolean;
  createdAt: string;
  /** The last sign-in; an account unused for two years is closed (the retention purge). */
  lastSignedInAt: string;
}

/** POST /auth/login: the session's token and its user. */
export interface LoginAnswer {
  success: true;
  token: string;
  user: UserBody;
}

/** POST /auth/register: as a login, with the welcome text. */
export interface RegisterAnswer extends LoginAnswer {
  message: string;
}

/** GET /auth/me. */
export interface CurrentUserAnswer {
  success: true;
  user: UserBody;
}

/** PUT /users/me/profile and PUT /users/me/social-media: the account as saved. */
export interface ProfileUpdatedAnswer {
  success: true;
  message: string;
  user: UserBody;
}

/** GET /auth/providers: the sign-in methods besides the password. */
export interface ProvidersAnswer {
  success: true;
  providers: { google: boolean };
}

/**
 * A Dutch text to show and nothing else: logout, logout-all, forgot-password (always the same text),
 * reset-password and DELETE /users/me.
 */
export interface MessageAnswer {
  success: true;
  message: string;
}

/** Done, nothing to show: DELETE /users/me/portfolio/{id} and DELETE /upload/{id}. */
export interface DoneAnswer {
  success: true;
}

// Creators as visitors see them

/** A creator in the public list: never her e-mail, phone or birth date. */
export interface CreatorCardBody {
  id: string;
  /** The same as displayName. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** Her chosen name, else her full name (else 'Naamloze creator'). */
  displayName: string;
  profilePictureUrl: string | null;
  bio: string;
  niches: string[];
  location: LocationBody;
  socialMedia: SocialMediaBody;
  stats: CreatorFiguresBody;
  pricing: PricingBody;
  availability: Availability;
  /** Followers and subscribers over every platform (what the followers filter counts). */
  followersTotal: number;
}

/** GET /users/creators: one page of creators. */
export interface CreatorsAnswer {
  success: true;
  creators: CreatorCardBody[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** The public profile: the card with the creator's portfolio. */
export interface CreatorProfileBody extends CreatorCardBody {
  role: Role;
  fullName: string;
  portfolio: PortfolioItemBody[];
  createdAt: string;
}

/** GET /users/creators/{id}. */
export interface CreatorProfileAnswer {
  success: true;
  data: { creator: CreatorProfileBody };
}

// The portfolio

/** One video of a creator's portfolio: an uploaded /api/media/{id} or an external http(s) link. */
export interface PortfolioItemBody {
  id: string;
  /** The older client's name of `id`. */
  _id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  category: PortfolioCategory;
  createdAt: string;
}

/** GET /users/me/portfolio (creators). */
export interface PortfolioAnswer {
  success: true;
  portfolio: PortfolioItemBody[];
}

/** POST /users/me/portfolio and PUT /users/me/portfolio/{id}: the item as saved. */
export interface PortfolioItemAnswer {
  success: true;
  item: PortfolioItemBody;
}

// Uploads

/** An uploaded file; `url` is where GET /media/{id} serves it (public). */
export interface UploadedFileBody {
  id: string;
  url: string;
  mimeType: string;
  size: number;
  kind: 'image' | 'video';
}

/** POST /upload/video and POST /upload/image. */
export interface UploadAnswer {
  success: true;
  data: { file: UploadedFileBody };
}

/** POST /upload/profile-picture: the picture is set on the profile at once, so the account comes along. */
export interface ProfilePictureAnswer extends UploadAnswer {
  user: UserBody;
}

// GET /users/me/stats

/** A creator's figures for her statistics tab. */
export interface CreatorStatsBody {
  role: 'creator';
  completedProjects: number;
  /** Null until a rating is published. */
  averageRating: number | null;
  ratingCount: number;
  /** A percentage; null until there is anything to answer. */
  responseRate: number | null;
  portfolioItems: number;
  /** Followers over every social channel together. */
  followersTotal: number;
  /** A percentage. */
  profileCompleteness: number;
  missingProfileFields: string[];
  /** ISO 8601: when the account was made. */
  memberSince: string;
}

/** A company's figures: the profile's; projects and spending live in their own contexts. */
export interface CompanyStatsBody {
  role: 'bedrijf';
  profileCompleteness: number;
  missingProfileFields: string[];
  memberSince: string;
}

export type MyStatsBody = CreatorStatsBody | CompanyStatsBody;

export interface MyStatsAnswer {
  success: true;
  stats: MyStatsBody;
}

/** GET /users/retention: the privacy page's period(s) of this context, in the kit's one shape. */
export type { RetentionAnswer, StatedRetention } from '../../../../kit/src/retention/retention-answer';
