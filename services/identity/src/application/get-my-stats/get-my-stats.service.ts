import { Injectable } from '@nestjs/common';
import { AppError } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { profileCompleteness } from '../../domain/profile/completeness';
import { PortfolioRepository } from '../../infrastructure/persistence/portfolio.repository';
import { UserRepository } from '../../infrastructure/persistence/user.repository';

export interface CreatorStats {
  role: 'creator';
  completedProjects: number;
  averageRating: number | null;
  ratingCount: number;
  responseRate: number | null;
  portfolioItems: number;
  followersTotal: number;
  profileCompleteness: number;
  missingProfileFields: string[];
  memberSince: Date;
}

/** Company figures about projects and spending live in their own contexts; identity knows the profile. */
export interface CompanyStats {
  role: 'bedrijf';
  profileCompleteness: number;
  missingProfileFields: string[];
  memberSince: Date;
}

/** The profile's stats tab shows real figures, never a 'coming soon' placeholder. */
@Injectable()
export class GetMyStatsService {
  constructor(
    private readonly users: UserRepository,
    private readonly portfolio: PortfolioRepository,
  ) {}

  async execute(userId: string): Promise<CreatorStats | CompanyStats> {
    const user = await this.users.findById(userId);
    if (!user) throw AppError.notFound(ErrorCodes.userNotFound, Messages.userNotFound);
    const portfolioItems = user.role === 'creator' ? await this.portfolio.countByOwner(user.id) : 0;
    const completeness = profileCompleteness({ ...user, portfolioItems });
    const common = {
      profileCompleteness: completeness.percentage,
      missingProfileFields: completeness.missing,
      memberSince: user.createdAt,
    };
    if (user.role === 'bedrijf') return { role: 'bedrijf', ...common };
    return {
      role: 'creator',
      completedProjects: user.completedProjects,
      averageRating: user.averageRating,
      ratingCount: user.ratingCount,
      responseRate: user.responseRate,
      portfolioItems,
      followersTotal: user.followersTotal,
      ...common,
    };
  }
}
