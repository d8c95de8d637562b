import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';
import { displayName, fullName } from '../../domain/profile/names';
import { locationOf } from '../../domain/profile/public-face';
import { presentSocialMedia } from '../../domain/profile/social-media';
import type { PortfolioItemEntity } from '../../infrastructure/persistence/portfolio-item.entity';
import type { CreatorCardRow } from '../../infrastructure/persistence/user.repository';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import type {
  CreatorCardBody,
  CreatorFiguresBody,
  CreatorProfileBody,
  PortfolioItemBody,
  PricingBody,
  UserBody,
} from './api.contract';

/** The API shapes of docs/api/identity.md (typed by api.contract.ts), made in one place. */
@Injectable()
export class UserPresenter {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  /** The signed-in user's own account (`user`): private fields included, the other role's fields null. */
  user(user: UserEntity): UserBody {
    const creator = user.role === 'creator';
    const company = user.role === 'bedrijf';
    return {
      id: user.id,
      role: user.role,
      email: user.email,
      firstName: creator ? user.firstName : null,
      lastName: creator ? user.lastName : null,
      displayName: displayName(user),
      chosenDisplayName: creator ? user.displayName : null,
      fullName: fullName(user),
      profilePictureUrl: user.profilePictureUrl,
      dateOfBirth: creator ? user.dateOfBirth : null,
      phoneNumber: user.phoneNumber,
      bio: user.bio,
      location: locationOf(user.city, user.country),
      niches: creator ? user.niches : null,
      pricing: creator ? pricing(user) : null,
      availability: creator ? user.availability : null,
      socialMedia: creator ? presentSocialMedia(user.socialMedia) : null,
      companyName: company ? user.companyName : null,
      contactPerson: company ? user.contactPerson : null,
      companySize: company ? user.companySize : null,
      industry: company ? user.industry : null,
      website: company ? user.website : null,
      kvkNumber: company ? user.kvkNumber : null,
      btwNumber: company ? user.btwNumber : null,
      stats: creator ? stats(user) : null,
      hasPassword: user.passwordHash !== null,
      isTestAccount: this.config.testAccountEmails.has(user.email),
      createdAt: user.createdAt.toISOString(),
      // Her account is closed two years after this (the retention purge); she may see what we keep.
      lastSignedInAt: user.lastSignedInAt.toISOString(),
    };
  }
}

/** A creator as visitors see them in the list: no e-mail, phone or birth date. */
export function creatorCard(user: CreatorCardRow): CreatorCardBody {
  return {
    id: user.id,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    profilePictureUrl: user.profilePictureUrl,
    bio: user.bio,
    niches: user.niches,
    location: locationOf(user.city, user.country),
    socialMedia: presentSocialMedia(user.socialMedia),
    stats: stats(user),
    pricing: pricing(user),
    availability: user.availability,
    followersTotal: user.followersTotal,
  };
}

/** The public creator profile: the card plus portfolio. */
export function creatorProfile(user: UserEntity, portfolio: PortfolioItemEntity[]): CreatorProfileBody {
  return {
    ...creatorCard(user),
    role: user.role,
    fullName: fullName(user),
    portfolio: portfolio.map(portfolioItem),
    createdAt: user.createdAt.toISOString(),
  };
}

export function portfolioItem(item: PortfolioItemEntity): PortfolioItemBody {
  return {
    id: item.id,
    _id: item.id,
    title: item.title,
    description: item.description,
    videoUrl: item.videoUrl,
    thumbnailUrl: item.thumbnailUrl,
    category: item.category,
    createdAt: item.createdAt.toISOString(),
  };
}

function stats(user: CreatorCardRow): CreatorFiguresBody {
  return {
    completedProjects: user.completedProjects,
    averageRating: user.averageRating,
    ratingCount: user.ratingCount,
    responseRate: user.responseRate,
    followers: user.followersTotal,
  };
}

function pricing(user: CreatorCardRow): PricingBody {
  return { baseRate: user.baseRateCents === null ? null : user.baseRateCents / 100, negotiable: user.rateNegotiable };
}
