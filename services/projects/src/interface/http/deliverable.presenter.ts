import { posterUrl } from '../../domain/deliverables';
import type { DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import type { DeliverableWithHistory } from '../../infrastructure/persistence/deliverable.repository';
import type { DeliverableBody, DeliverableFileBody } from './api.contract';

/** The API shape of one file version of a deliverable. */
export function presentDeliverableFile(file: DeliverableFileEntity): DeliverableFileBody {
  return {
    id: file.id,
    filename: file.storageKey.split('/').pop() as string,
    originalName: file.originalName,
    type: file.kind,
    mimeType: file.mimeType,
    size: file.size,
    version: file.version,
    createdAt: file.createdAt.toISOString(),
    posterUrl: file.posterKey ? posterUrl(file.projectId, file.id) : null,
  };
}

/** The API shape of a deliverable with its versions (oldest first) and the owner's reviews. */
export function presentDeliverable(deliverable: DeliverableWithHistory): DeliverableBody {
  return {
    id: deliverable.id,
    title: deliverable.title,
    description: deliverable.description,
    type: deliverable.type,
    status: deliverable.status,
    uploadedAt: deliverable.uploadedAt ? deliverable.uploadedAt.toISOString() : null,
    files: deliverable.files.map(presentDeliverableFile),
    reviews: deliverable.reviews.map((review) => ({
      id: review.id,
      reviewType: review.reviewType,
      feedback: review.feedback,
      reviewedAt: review.reviewedAt.toISOString(),
      comments: review.comments.map(({ atSeconds, text }) => ({ atSeconds, text })),
    })),
  };
}
