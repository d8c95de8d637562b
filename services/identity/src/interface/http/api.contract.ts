// Identity's answers as they travel: the controllers are typed with them and the front ends read them through
// @clipwerk/contracts/identity, so renaming a field breaks the type check on both sides. Types only, no code.

// GET /users/me/stats

/** A creator's figures. */
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
