import { useState, type FormEvent } from 'react';
import { Badge, Button, TextField } from '@clipwerk/ui';
import type { DeliverableCommentBody } from '@clipwerk/contracts/projects';
import { REVIEW_TEXTS } from './texts';
import type { useDeliverableComments } from './useDeliverableComments';
import { type CommentThread, formatMs } from './workspaceView';

type Comments = ReturnType<typeof useDeliverableComments>;

function Said({ comment }: { comment: DeliverableCommentBody }) {
  return (
    <span className="ws-thread-text">
      <strong>{comment.author.name}</strong> {comment.text}
    </span>
  );
}

/** One comment with its answers: its moment seeks the player; either party answers, resolves or reopens it. */
export function CommentThreadItem({
  thread,
  comments,
  onSeek,
}: {
  thread: CommentThread;
  comments: Comments;
  onSeek: (ms: number) => void;
}) {
  const { comment, answers } = thread;
  const [answering, setAnswering] = useState(false);
  const [draft, setDraft] = useState('');
  const resolved = comment.resolvedAt !== null;

  function answer(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return;
    comments.post.mutate(
      { fileId: comment.fileId, atMs: comment.atMs, text: draft, replyTo: comment.id },
      {
        onSuccess: () => {
          setDraft('');
          setAnswering(false);
        },
      },
    );
  }

  return (
    <li className={`ws-thread${resolved ? ' ws-thread--resolved' : ''}`}>
      <div>
        <button type="button" className="ws-time" onClick={() => onSeek(comment.atMs)}>
          {formatMs(comment.atMs)}
        </button>{' '}
        <Said comment={comment} />{' '}
        <Badge tone={resolved ? 'success' : 'warning'}>{resolved ? REVIEW_TEXTS.resolved : REVIEW_TEXTS.open}</Badge>
      </div>
      {answers.length > 0 && (
        <ul className="ws-comments">
          {answers.map((reply) => (
            <li key={reply.id}>
              <Said comment={reply} />
            </li>
          ))}
        </ul>
      )}
      <div className="ws-thread-actions">
        <Button size="sm" variant="ghost" onClick={() => setAnswering((value) => !value)}>
          {REVIEW_TEXTS.answer}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={comments.setResolved.isPending}
          onClick={() => comments.setResolved.mutate({ id: comment.id, resolved: !resolved })}
        >
          {resolved ? REVIEW_TEXTS.reopen : REVIEW_TEXTS.resolve}
        </Button>
      </div>
      {answering && (
        <form className="ws-comment-form" onSubmit={answer}>
          <TextField label={REVIEW_TEXTS.answerLabel} value={draft} onChange={(event) => setDraft(event.target.value)} />
          <Button type="submit" size="sm" variant="secondary" loading={comments.post.isPending}>
            {REVIEW_TEXTS.postAnswer}
          </Button>
        </form>
      )}
    </li>
  );
}
