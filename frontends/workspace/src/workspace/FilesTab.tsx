import { useRef, useState, type DragEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Badge, Button, Card, Spinner, formatDate } from '@clipwerk/ui';
import { MESSAGES } from '../messages';
import type { DeliverableBody, DeliverableFileBody, ProjectBody, ProjectDetailAnswer } from '@clipwerk/contracts/projects';
import type { WorkspaceRole } from './workspaceView';
import { ReviewHistory } from './ReviewHistory';
import { type DeliverableUploads, useDeliverableUploads } from './useDeliverableUploads';
import { usePosterUrl } from './useFileUrl';
import { downloadFile, openPreview, projectKey, useDeliverables } from './workspaceApi';
import { isVideo, reviewsOfVersion, versionsOf } from './workspaceView';

export const DELIVERABLE_STATUS_LABELS = MESSAGES.deliverableStatus;

// Content is uploaded while the work is under way or a revision is asked for.
const UPLOAD_STATUSES: readonly ProjectBody['status'][] = ['in_progress', 'revision_requested'];

function Uploader({ uploads }: { uploads: DeliverableUploads }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { progress, result, interrupted, busy, upload, togglePause } = uploads;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) void upload(event.dataTransfer.files);
  }

  return (
    <Card title={MESSAGES.uploadCardTitle}>
      <div
        className={`ws-drop${dragging ? ' ws-drop--active' : ''}`}
        data-testid="drop-area"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{MESSAGES.dropHint}</p>
        <Button onClick={() => input.current?.click()} loading={busy}>
          {MESSAGES.chooseFiles}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="video/*,image/*"
          className="cw-visually-hidden"
          aria-label={MESSAGES.fileInputLabel}
          onChange={(event) => {
            if (event.target.files?.length) void upload(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {interrupted.length > 0 && (
        <Alert tone="info" title={MESSAGES.interruptedTitle}>
          <ul>
            {interrupted.map((name) => (
              <li key={name}>{MESSAGES.interruptedHint(name)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {progress.length > 0 && (
        <ul className="ws-progress-list">
          {progress.map((item, index) => (
            <li key={`${index}-${item.name}`}>
              <span className="cw-small">{item.name}</span>
              <progress max={100} value={item.percent} aria-label={MESSAGES.progressLabel(item.name)}>
                {item.percent}%
              </progress>
              <span className="cw-small">
                {item.percent}%{item.state === 'paused' ? ` · ${MESSAGES.paused}` : ''}
              </span>
              {(item.state === 'running' || item.state === 'paused') && (
                <Button size="sm" variant="secondary" onClick={() => togglePause(index)}>
                  {item.state === 'running' ? MESSAGES.pause : MESSAGES.resume}
                  <span className="cw-visually-hidden"> {item.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </Card>
  );
}

function FileRow({
  project,
  file,
  deliverable,
  canDownload,
}: {
  project: ProjectBody;
  file: DeliverableFileBody;
  deliverable: DeliverableBody;
  canDownload: boolean;
}) {
  const { notify } = useToasts();
  const reviews = reviewsOfVersion(deliverable, file);
  const poster = usePosterUrl(isVideo(file) ? file.posterUrl : null);
  return (
    <li className="ws-version">
      <div className="cw-row">
        {poster && <img className="ws-poster" src={poster} alt={MESSAGES.posterAlt(file.originalName, file.version)} />}
        <strong>{MESSAGES.version(file.version)}</strong>
        <span className="cw-small">{file.originalName}</span>
        <span className="cw-small cw-muted">{formatDate(file.createdAt)}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => openPreview(project.id, file.id).catch(() => notify(MESSAGES.previewFailed, { tone: 'danger' }))}
        >
          {MESSAGES.preview}
          <span className="cw-visually-hidden"> {file.originalName}</span>
        </Button>
        {canDownload && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              downloadFile(project.id, file.id, file.originalName).catch(() =>
                notify(MESSAGES.downloadFailed, { tone: 'danger' }),
              )
            }
          >
            {MESSAGES.download}
            <span className="cw-visually-hidden"> {file.originalName}</span>
          </Button>
        )}
      </div>
      {reviews.length > 0 && (
        <ReviewHistory
          reviews={reviews}
          onSeek={(seconds) =>
            openPreview(project.id, file.id, seconds).catch(() => notify(MESSAGES.previewFailed, { tone: 'danger' }))
          }
        />
      )}
    </li>
  );
}

/** A new version of one deliverable: the earlier versions stay, and the review compares them. */
function NewVersionButton({
  deliverable,
  busy,
  onChoose,
}: {
  deliverable: DeliverableBody;
  busy: boolean;
  onChoose: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {MESSAGES.newVersion}
      </Button>
      <input
        ref={input}
        type="file"
        accept="video/*,image/*"
        className="cw-visually-hidden"
        aria-label={MESSAGES.newVersionInputLabel(deliverable.title)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          event.target.value = '';
        }}
      />
    </>
  );
}

export function FilesTab({ project, role }: { project: ProjectDetailAnswer['project']; role: WorkspaceRole }) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const deliverables = useDeliverables(project.id);
  const uploads = useDeliverableUploads(project);
  const canUpload = role.isCreator && UPLOAD_STATUSES.includes(project.status);
  const fileCount = (deliverables.data ?? []).reduce((sum, item) => sum + item.files.length, 0);
  const submit = useMutation({
    mutationFn: () => api.post(`/projects/${project.id}/submit`),
    onSuccess: () => {
      notify(MESSAGES.submitted, { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
    },
    onError: (error) => notify(errorMessage(error), { tone: 'danger' }),
  });

  return (
    <div className="cw-stack">
      {canUpload && <Uploader uploads={uploads} />}
      {role.isCreator && project.status === 'in_progress' && fileCount > 0 && (
        <Button loading={submit.isPending} onClick={() => submit.mutate()}>
          {MESSAGES.submit}
        </Button>
      )}
      {deliverables.isLoading ? (
        <Spinner label={MESSAGES.filesLoading} />
      ) : deliverables.error ? (
        <Alert tone="danger">{MESSAGES.filesLoadFailed}</Alert>
      ) : (deliverables.data ?? []).length === 0 ? (
        <p className="cw-muted">{MESSAGES.noFiles}</p>
      ) : (
        (deliverables.data ?? []).map((deliverable) => (
          <Card
            key={deliverable.id}
            title={deliverable.title}
            actions={
              <>
                {canUpload && deliverable.status !== 'approved' && (
                  <NewVersionButton
                    deliverable={deliverable}
                    busy={uploads.busy}
                    onChoose={(file) => void uploads.upload([file], deliverable.id)}
                  />
                )}
                <Badge tone="info">{DELIVERABLE_STATUS_LABELS[deliverable.status] ?? deliverable.status}</Badge>
              </>
            }
          >
            <ul className="ws-versions">
              {versionsOf(deliverable).map((file) => (
                <FileRow
                  key={file.id}
                  project={project}
                  file={file}
                  deliverable={deliverable}
                  canDownload={project.canDownload}
                />
              ))}
            </ul>
          </Card>
        ))
      )}
    </div>
  );
}
