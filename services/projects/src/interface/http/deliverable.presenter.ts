import { secondsToMs } from '../../domain/comments';
import { posterUrl } from '../../domain/deliverables';
import { UNNAMED_COMPANY, UNNAMED_CREATOR } from '../../domain/parties';
import type { NamedComment } from '../../infrastructure/persistence/deliverable-comment.repository';
import type { DeliverableFileEntity } from '../../infrastructure/persistence/deliverable.entities';
import type { DeliverableWithHistory } from '../../infrastructure/persistence/deliverable.repository';
import type { DeliverableBody, DeliverableCommentBody, DeliverableFileBody } from './api.contract';

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
      comments: review.comments.map(({ atSeconds, atMs, text }) => ({ atSeconds, atMs: atMs ?? secondsToMs(atSeconds), text })),
    })),
  };
}

/** The API shape of a comment, its author named as identity announced her. */
export function presentComment(comment: NamedComment): DeliverableCommentBody {
  const fallback = comment.authorRole === 'bedrijf' ? UNNAMED_COMPANY : UNNAMED_CREATOR;
  return {
    id: comment.id,
    fileId: comment.fileId,
    atMs: comment.atMs,
    text: comment.text,
    replyTo: comment.replyTo,
    author: { id: comment.authorId, role: comment.authorRole, name: comment.authorName || fallback },
    createdAt: new Date(comment.createdAt).toISOString(),
    resolvedAt: comment.resolvedAt ? new Date(comment.resolvedAt).toISOString() : null,
  };
}
