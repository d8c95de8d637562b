import { useState, type FormEvent, type RefObject } from 'react';
import { Button, TextField } from '@clipwerk/ui';
import type { DeliverableBody, DeliverableFileBody } from '@clipwerk/contracts/projects';
import { CommentThreadItem } from './CommentThreadItem';
import { REVIEW_TEXTS } from './texts';
import { useDeliverableComments } from './useDeliverableComments';
import { type CommentThread, formatMs, isVideo, threadsOf, versionsOf } from './workspaceView';

/** Markers on a bar as long as the video, one per comment of this version; a click jumps to its moment. */
function CommentMarkers({
  threads,
  duration,
  onSeek,
}: {
  threads: CommentThread[];
  duration: number;
  onSeek: (ms: number) => void;
}) {
  return (
    <div className="ws-markers" aria-label={REVIEW_TEXTS.markersLabel}>
      {threads.map(({ comment }) => (
        <button
          key={comment.id}
          type="button"
          className={`ws-marker${comment.resolvedAt ? ' ws-marker--resolved' : ''}`}
          style={{ left: `${duration > 0 ? Math.min(100, (comment.atMs / 1000 / duration) * 100) : 0}%` }}
          title={`${formatMs(comment.atMs)} ${comment.text}`}
          aria-label={REVIEW_TEXTS.goTo(formatMs(comment.atMs), comment.text)}
          onClick={() => onSeek(comment.atMs)}
        />
      ))}
    </div>
  );
}

/**
 * The comments of the version on screen (markers, a form that stores a comment at the player's moment at once,
 * threads), and below them those of earlier versions with their state: a click on one shows that moment of this
 * version, so "is this fixed?" is one click.
 */
export function DeliverableComments({
  projectId,
  deliverable,
  file,
  player,
  duration,
}: {
  projectId: string;
  deliverable: DeliverableBody;
  file: DeliverableFileBody;
  player: RefObject<HTMLVideoElement | null>;
  duration: number;
}) {
  const comments = useDeliverableComments(projectId, deliverable.id);
  const [draft, setDraft] = useState('');
  const video = isVideo(file);
  const seek = (ms: number) => {
    if (player.current) player.current.currentTime = ms / 1000;
  };
  const earlier = versionsOf(deliverable)
    .filter((version) => version.version < file.version)
    .reverse()
    .map((version) => ({ version, threads: threadsOf(comments.comments, version.id) }))
    .filter(({ threads }) => threads.length > 0);
  const threads = threadsOf(comments.comments, file.id);

  // A comment belongs to the moment the video stands at, to the millisecond.
  function post(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    const atMs = Math.round((player.current?.currentTime ?? 0) * 1000);
    comments.post.mutate({ fileId: file.id, atMs, text: draft }, { onSuccess: () => setDraft('') });
  }

  return (
    <div className="cw-stack">
      {video && <CommentMarkers threads={threads} duration={duration} onSeek={seek} />}
      {video && (
        <form className="ws-comment-form" onSubmit={post}>
          <TextField
            label={REVIEW_TEXTS.commentLabel}
            placeholder={REVIEW_TEXTS.commentPlaceholder}
            value={draft}
            onFocus={() => player.current?.pause()}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" loading={comments.post.isPending}>
            {REVIEW_TEXTS.postComment}
          </Button>
        </form>
      )}
      {[{ version: file, threads }, ...earlier].map(({ version, threads: ofVersion }) => (
        <section key={version.id} aria-label={REVIEW_TEXTS.commentsOfVersion(version.version)}>
          <h3 className="cw-small">
            {version.id === file.id
              ? REVIEW_TEXTS.commentsOfVersion(version.version)
              : REVIEW_TEXTS.earlierComments(version.version)}
          </h3>
          {ofVersion.length === 0 ? (
            <p className="cw-small cw-muted">{REVIEW_TEXTS.noComments}</p>
          ) : (
            <ul className="ws-comments">
              {ofVersion.map((thread) => (
                <CommentThreadItem key={thread.comment.id} thread={thread} comments={comments} onSeek={seek} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
