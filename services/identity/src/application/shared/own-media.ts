import { AppError } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import { Messages } from '../../domain/messages';
import { referencedMediaId } from '../../domain/profile/media-paths';
import { MediaEntity } from '../../infrastructure/persistence/media.entity';

/**
 * Links to uploaded files (profile picture, portfolio video and thumbnail) may only point at the caller's own
 * uploads, of the expected kind; external links are left alone. Refused fields come back as validation errors.
 */
export async function requireOwnMedia(
  manager: EntityManager,
  ownerId: string,
  links: { field: string; link: unknown; kinds?: MediaEntity['kind'][] }[],
): Promise<void> {
  const problems: { field: string; message: string }[] = [];
  for (const { field, link, kinds } of links) {
    const id = referencedMediaId(link);
    if (!id) continue;
    const media = await manager.findOneBy(MediaEntity, { id, ownerId });
    if (!media || (kinds && !kinds.includes(media.kind))) problems.push({ field, message: Messages.mediaNotYours });
  }
  if (problems.length > 0) throw AppError.validation(problems);
}
