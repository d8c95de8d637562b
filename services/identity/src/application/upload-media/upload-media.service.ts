import { Inject, Injectable } from '@nestjs/common';
import { AppError, FILE_STORAGE, type FileStorage, type ReceivedUpload, UnitOfWork, newStorageKey } from '@clipwerk/kit';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { isUuid } from '../../domain/ids';
import { ErrorCodes, Messages } from '../../domain/messages';
import { mediaUrl } from '../../domain/profile/media-paths';
import type { UploadPurpose } from '../../domain/uploads';
import { MediaEntity } from '../../infrastructure/persistence/media.entity';
import type { UserEntity } from '../../infrastructure/persistence/user.entity';
import { UserRepository } from '../../infrastructure/persistence/user.repository';
import { UpdateProfileService } from '../update-profile/update-profile.service';

/**
 * Files of profiles and portfolios. The bytes go to FILE_STORAGE under a random key (the user's file name only
 * survives as metadata for Content-Disposition); the `media` row says whose file it is and what it is.
 */
@Injectable()
export class UploadMediaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly profiles: UpdateProfileService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** A profile picture is set on the profile in the same transaction: the account as it is now comes back too. */
  upload(ownerId: string, purpose: 'profile-picture', file: ReceivedUpload): Promise<{ media: MediaEntity; user: UserEntity }>;
  upload(ownerId: string, purpose: UploadPurpose, file: ReceivedUpload): Promise<{ media: MediaEntity; user?: UserEntity }>;
  async upload(
    ownerId: string,
    purpose: UploadPurpose,
    file: ReceivedUpload,
  ): Promise<{ media: MediaEntity; user?: UserEntity }> {
    const storageKey = newStorageKey(`identity/${purpose}`, file.extension);
    await this.storage.put(storageKey, file.buffer, file.mimeType);
    let replacedPicture: string | null = null;
    const result = await this.uow
      .run(async (tx) => {
        const media = await tx.manager.save(
          tx.manager.create(MediaEntity, {
            ownerId,
            storageKey,
            mimeType: file.mimeType,
            size: file.size,
            originalName: file.originalName.slice(0, 255),
            kind: file.kind,
            purpose,
          }),
        );
        if (purpose !== 'profile-picture') return { media };
        const { user, previous } = await this.profiles.setProfilePicture(tx, ownerId, mediaUrl(media.id));
        replacedPicture = previous;
        return { media, user };
      })
      .catch(async (error: unknown) => {
        await this.storage.remove(storageKey).catch(() => undefined);
        throw error;
      });
    if (replacedPicture) await this.removeReplacedPicture(ownerId, replacedPicture);
    return result;
  }

  /** Owner only; a picture in use as the profile photo is taken off the profile too. */
  async remove(ownerId: string, id: string): Promise<void> {
    const media = await this.uow.run(async (tx) => {
      const owned = isUuid(id) ? await tx.manager.findOneBy(MediaEntity, { id, ownerId }) : null;
      if (!owned) throw AppError.notFound(ErrorCodes.mediaNotFound, Messages.mediaNotFound);
      await tx.manager.delete(MediaEntity, { id: owned.id });
      const owner = await this.users.findById(ownerId, tx.manager);
      if (owner?.profilePictureUrl === mediaUrl(owned.id)) await this.profiles.setProfilePicture(tx, ownerId, null);
      return owned;
    });
    await this.storage.remove(media.storageKey).catch(() => undefined);
  }

  async open(id: string): Promise<{ media: MediaEntity; stream: Readable }> {
    const media = isUuid(id) ? await this.dataSource.manager.findOneBy(MediaEntity, { id }) : null;
    if (!media) throw AppError.notFound(ErrorCodes.mediaNotFound, Messages.mediaNotFound);
    const stream = await this.storage.get(media.storageKey).catch(() => {
      throw AppError.notFound(ErrorCodes.mediaNotFound, Messages.mediaNotFound);
    });
    return { media, stream };
  }

  /** The old profile photo is no longer shown anywhere once the new one is set. */
  private async removeReplacedPicture(ownerId: string, url: string): Promise<void> {
    const id = url.split('/').pop();
    const old = isUuid(id)
      ? await this.dataSource.manager.findOneBy(MediaEntity, { id, ownerId, purpose: 'profile-picture' })
      : null;
    if (!old) return;
    await this.dataSource.manager.delete(MediaEntity, { id: old.id });
    await this.storage.remove(old.storageKey).catch(() => undefined);
  }
}
