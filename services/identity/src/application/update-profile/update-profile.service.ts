import { Injectable } from '@nestjs/common';
import { AppError, type Transaction, UnitOfWork } from '@clipwerk/kit';
import { ErrorCodes, Messages } from '../../domain/messages';
import { editableChanges, emptyRequiredFields } from '../../domain/profile-editing';
import { type Availability, DEFAULT_COUNTRY } from '../../domain/catalog';
import { publicFace } from '../../domain/profile/public-face';
import { followersTotal, normalizeSocialMedia } from '../../domain/profile/social-media';
import { safeExternalUrl } from '../../domain/profile/url-safety';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { requireOwnMedia } from '../shared/own-media';
import { publishProfileUpdatedIfChanged } from '../shared/user-events';
import type { UpdateProfileCommand } from './update-profile.command';

/** PUT /users/me/profile and PUT /users/me/social-media: one locked read-modify-write per change. */
@Injectable()
export class UpdateProfileService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
  ) {}

  async updateProfile(userId: string, command: UpdateProfileCommand): Promise<UserEntity> {
    return this.uow.run(async (tx) => {
      const link = command.profilePictureUrl;
      await requireOwnMedia(tx.manager, userId, [{ field: 'profilePictureUrl', link, kinds: ['image'] }]);
      return this.changeIn(tx, userId, (user) => {
        const changes = editableChanges(user.role, command);
        const problems = emptyRequiredFields(user.role, changes);
        if (problems.length > 0) throw AppError.validation(problems);
        applyProfile(user, changes);
      });
    });
  }

  /** Creators only (the route says so); the whole map is replaced. */
  updateSocialMedia(userId: string, socialMedia: Record<string, unknown>): Promise<UserEntity> {
    return this.change(userId, (user) => setSocialMedia(user, socialMedia));
  }

  /** Used by the upload of a profile picture, inside its transaction. */
  async setProfilePicture(
    tx: Transaction,
    userId: string,
    url: string | null,
  ): Promise<{ user: UserEntity; previous: string | null }> {
    let previous: string | null = null;
    const user = await this.changeIn(tx, userId, (current) => {
      previous = current.profilePictureUrl;
      current.profilePictureUrl = url;
    });
    return { user, previous };
  }

  private change(userId: string, mutate: (user: UserEntity) => void): Promise<UserEntity> {
    return this.uow.run((tx) => this.changeIn(tx, userId, mutate));
  }

  private async changeIn(tx: Transaction, userId: string, mutate: (user: UserEntity) => void): Promise<UserEntity> {
    const user = await this.users.findByIdForUpdate(userId, tx.manager);
    if (!user) throw AppError.notFound(ErrorCodes.userNotFound, Messages.userNotFound);
    const before = publicFace(user);
    mutate(user);
    await tx.manager.save(user);
    await publishProfileUpdatedIfChanged(tx, before, user);
    return user;
  }
}

function applyProfile(user: UserEntity, changes: UpdateProfileCommand): void {
  const { location, pricing, socialMedia, niches, website, ...plain } = changes;
  const textFields = [
    'firstName',
    'lastName',
    'displayName',
    'dateOfBirth',
    'phoneNumber',
    'bio',
    'profilePictureUrl',
    'companyName',
    'contactPerson',
    'companySize',
    'industry',
    'kvkNumber',
    'btwNumber',
  ] as const;
  for (const field of textFields) {
    if (plain[field] !== undefined) (user as unknown as Record<string, unknown>)[field] = plain[field];
  }
  if (plain.availability !== undefined) user.availability = plain.availability as Availability;
  if (niches !== undefined) user.niches = [...new Set(niches)];
  if (website !== undefined) user.website = safeExternalUrl(website) || null;
  if (location) {
    if (location.city !== undefined) user.city = location.city;
    if (location.country !== undefined) user.country = location.country ?? DEFAULT_COUNTRY;
  }
  if (pricing) {
    if (pricing.baseRate !== undefined) user.baseRateCents = Math.round(pricing.baseRate * 100);
    if (pricing.negotiable !== undefined) user.rateNegotiable = pricing.negotiable;
  }
  if (socialMedia !== undefined) setSocialMedia(user, socialMedia);
}

/** The stored total follows the map on every write, so the followers filter stays right. */
function setSocialMedia(user: UserEntity, input: unknown): void {
  user.socialMedia = normalizeSocialMedia(input);
  user.followersTotal = followersTotal(user.socialMedia);
}
