import { useRef, useState } from 'react';
import { Badge, Button, Card } from '@clipwerk/ui';
import type { DeliverableBody, ProjectBody } from '@clipwerk/contracts/projects';
import { DeliverableComments } from './DeliverableComments';
import { DELIVERABLE_STATUS_LABELS } from './FilesTab';
import { MediaPlayer } from './MediaPlayer';
import { ReviewDecision } from './ReviewDecision';
import { ReviewHistory } from './ReviewHistory';
import { VersionCompare } from './VersionCompare';
import { latestFile } from './workspaceView';

/**
 * One deliverable under review: its newest version in the player with both parties' comments, and for the owner
 * her verdict on it.
 */
export function DeliverableReviewCard({
  project,
  deliverable,
  canJudge,
}: {
  project: ProjectBody;
  deliverable: DeliverableBody;
  canJudge: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const file = latestFile(deliverable);
  const [duration, setDuration] = useState(0);
  const [comparing, setComparing] = useState(false);
  const seek = (seconds: number) => {
    if (video.current) video.current.currentTime = seconds;
  };

  return (
    <Card
      title={deliverable.title}
      actions={<Badge tone="info">{DELIVERABLE_STATUS_LABELS[deliverable.status] ?? deliverable.status}</Badge>}
    >
      <div className="cw-stack">
        {file ? (
          <>
            <MediaPlayer ref={video} projectId={project.id} file={file} onDuration={setDuration} />
            <DeliverableComments
              projectId={project.id}
              deliverable={deliverable}
              file={file}
              player={video}
              duration={duration}
            />
          </>
        ) : (
          <p className="cw-muted">Nog geen bestand geüpload.</p>
        )}
        {canJudge && deliverable.status !== 'approved' && file && <ReviewDecision project={project} deliverable={deliverable} />}
        {deliverable.files.length > 1 && (
          <Button variant="ghost" size="sm" onClick={() => setComparing((value) => !value)}>
            {comparing ? 'Vergelijking sluiten' : 'Versies vergelijken'}
          </Button>
        )}
        {comparing && <VersionCompare project={project} deliverable={deliverable} />}
        {deliverable.reviews.length > 0 && (
          <div>
            <h3 className="cw-small">Eerdere beoordelingen</h3>
            <ReviewHistory reviews={deliverable.reviews} onSeek={seek} />
          </div>
        )}
      </div>
    </Card>
  );
}
