import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useToasts } from '@clipwerk/shell/sdk';
import { Badge, Button, Card, Select, TextArea, TextField } from '@clipwerk/ui';
import type { DeliverableBody, ProjectBody, TimedCommentBody } from '@clipwerk/contracts/projects';
import { DELIVERABLE_STATUS_LABELS } from './FilesTab';
import { MediaPlayer } from './MediaPlayer';
import { ReviewHistory } from './ReviewHistory';
import { deliverablesKey, projectKey } from './workspaceApi';
import { formatTime, isVideo, latestFile, versionsOf } from './workspaceView';

type Decision = 'approve' | 'revision';

/** Markers on a bar as long as the video; a click jumps to that moment. */
function CommentMarkers({
  comments,
  duration,
  onSeek,
}: {
  comments: TimedCommentBody[];
  duration: number;
  onSeek: (seconds: number) => void;
}) {
  return (
    <div className="ws-markers" aria-label="Opmerkingen op de tijdlijn">
      {comments.map((comment) => (
        <button
          key={`${comment.atSeconds}-${comment.text}`}
          type="button"
          className="ws-marker"
          style={{ left: `${duration > 0 ? Math.min(100, (comment.atSeconds / duration) * 100) : 0}%` }}
          title={`${formatTime(comment.atSeconds)} ${comment.text}`}
          aria-label={`Ga naar ${formatTime(comment.atSeconds)}: ${comment.text}`}
          onClick={() => onSeek(comment.atSeconds)}
        />
      ))}
    </div>
  );
}

function VersionCompare({ project, deliverable }: { project: ProjectBody; deliverable: DeliverableBody }) {
  const versions = versionsOf(deliverable);
  const options = versions.map((file) => ({ value: file.id, label: `Versie ${file.version}` }));
  const [left, setLeft] = useState(versions.at(-2)?.id ?? '');
  const [right, setRight] = useState(versions.at(-1)?.id ?? '');
  const leftFile = versions.find((file) => file.id === left);
  const rightFile = versions.find((file) => file.id === right);
  return (
    <div className="ws-compare" aria-label="Versies vergelijken">
      {[
        { label: 'Links', value: left, set: setLeft, file: leftFile },
        { label: 'Rechts', value: right, set: setRight, file: rightFile },
      ].map((side) => (
        <div key={side.label}>
          <Select label={side.label} options={options} value={side.value} onChange={(event) => side.set(event.target.value)} />
          {side.file && <MediaPlayer projectId={project.id} file={side.file} />}
        </div>
      ))}
    </div>
  );
}

export function DeliverableReviewCard({ project, deliverable }: { project: ProjectBody; deliverable: DeliverableBody }) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const file = latestFile(deliverable);
  const [comments, setComments] = useState<TimedCommentBody[]>([]);
  const [draft, setDraft] = useState('');
  const [duration, setDuration] = useState(0);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [feedback, setFeedback] = useState('');
  const [comparing, setComparing] = useState(false);
  const reviewable = deliverable.status !== 'approved' && !!file;

  const review = useMutation({
    mutationFn: (reviewType: Decision) =>
      api.post(`/projects/${project.id}/review-deliverable`, {
        deliverableId: deliverable.id,
        reviewType,
        feedback,
        comments,
      }),
    onSuccess: (_answer, reviewType) => {
      notify(reviewType === 'approve' ? 'Deliverable goedgekeurd!' : 'Revisie verzoek verstuurd!', { tone: 'success' });
      setComments([]);
      setFeedback('');
      setDecision(null);
      void queryClient.invalidateQueries({ queryKey: deliverablesKey(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
    },
    onError: () => notify('Fout bij reviewen van deliverable', { tone: 'danger' }),
  });

  function seek(seconds: number) {
    if (!video.current) return;
    video.current.currentTime = seconds;
  }

  // A comment belongs to the moment the video stands still at.
  function pin(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    const atSeconds = Math.floor(video.current?.currentTime ?? 0);
    setComments((current) => [...current, { atSeconds, text }].sort((a, b) => a.atSeconds - b.atSeconds));
    setDraft('');
  }

  return (
    <Card
      title={deliverable.title}
      actions={<Badge tone="info">{DELIVERABLE_STATUS_LABELS[deliverable.status] ?? deliverable.status}</Badge>}
    >
      <div className="cw-stack">
        {file ? (
          <>
            <MediaPlayer ref={video} projectId={project.id} file={file} onDuration={setDuration} />
            {isVideo(file) && <CommentMarkers comments={comments} duration={duration} onSeek={seek} />}
          </>
        ) : (
          <p className="cw-muted">Nog geen bestand geüpload.</p>
        )}
        {reviewable && file && isVideo(file) && (
          <form className="ws-comment-form" onSubmit={pin}>
            <TextField
              label="Opmerking op dit moment"
              placeholder="Bijvoorbeeld: logo te klein"
              value={draft}
              onFocus={() => video.current?.pause()}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="sm">
              Opmerking plaatsen
            </Button>
          </form>
        )}
        {comments.length > 0 && (
          <ul className="ws-comments" aria-label="Nieuwe opmerkingen">
            {comments.map((comment) => (
              <li key={`${comment.atSeconds}-${comment.text}`}>
                <button type="button" className="ws-time" onClick={() => seek(comment.atSeconds)}>
                  {formatTime(comment.atSeconds)}
                </button>{' '}
                {comment.text}
              </li>
            ))}
          </ul>
        )}
        {reviewable && (
          <div className="cw-stack">
            <div className="cw-row">
              <Button variant={decision === 'approve' ? 'primary' : 'secondary'} onClick={() => setDecision('approve')}>
                Goedkeuren
              </Button>
              <Button variant={decision === 'revision' ? 'danger' : 'secondary'} onClick={() => setDecision('revision')}>
                Revisie vragen
              </Button>
            </div>
            {decision && (
              <>
                <TextArea
                  label="Feedback"
                  placeholder={decision === 'approve' ? 'Optionele feedback...' : 'Beschrijf wat er aangepast moet worden...'}
                  value={feedback}
                  onChange={(event) => setFeedback(event.target.value)}
                />
                <Button loading={review.isPending} onClick={() => review.mutate(decision)}>
                  {decision === 'approve' ? 'Goedkeuring versturen' : 'Revisieverzoek versturen'}
                </Button>
              </>
            )}
          </div>
        )}
        {deliverable.files.length > 1 && (
          <Button variant="ghost" size="sm" onClick={() => setComparing((value) => !value)}>
            {comparing ? 'Vergelijking sluiten' : 'Versies vergelijken'}
          </Button>
        )}
        {comparing && <VersionCompare project={project} deliverable={deliverable} />}
        {deliverable.reviews.length > 0 && (
          <div>
            <h3 className="cw-small">Eerdere reviews</h3>
            <ReviewHistory reviews={deliverable.reviews} onSeek={seek} />
          </div>
        )}
      </div>
    </Card>
  );
}
