import { formatDate } from '@clipwerk/ui';
import type { DeliverableReviewBody } from '@clipwerk/contracts/projects';
import { formatMs } from './workspaceView';

const REVIEW_TYPE_LABELS: Record<string, string> = { approve: 'Goedgekeurd', revision: 'Revisie gevraagd' };

/** Earlier reviews with their feedback and the comments pinned at moments in the video. */
export function ReviewHistory({ reviews, onSeek }: { reviews: DeliverableReviewBody[]; onSeek?: (seconds: number) => void }) {
  return (
    <ul className="ws-reviews" aria-label="Eerdere beoordelingen">
      {reviews.map((review) => (
        <li key={review.id}>
          <strong>{REVIEW_TYPE_LABELS[review.reviewType] ?? review.reviewType}</strong>{' '}
          <span className="cw-small cw-muted">{formatDate(review.reviewedAt)}</span>
          {review.feedback && <p className="cw-small">{review.feedback}</p>}
          {(review.comments ?? []).length > 0 && (
            <ul className="ws-comments">
              {(review.comments ?? []).map((comment) => (
                <li key={`${comment.atSeconds}-${comment.text}`}>
                  {onSeek ? (
                    <button type="button" className="ws-time" onClick={() => onSeek(comment.atSeconds)}>
                      {formatMs(comment.atMs ?? comment.atSeconds * 1000)}
                    </button>
                  ) : (
                    <span className="ws-time">{formatMs(comment.atMs ?? comment.atSeconds * 1000)}</span>
                  )}{' '}
                  {comment.text}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
