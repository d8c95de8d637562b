import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Badge, Button, Card, Spinner, formatDate } from '@clipwerk/ui';
import { MESSAGES } from '../messages';
import type { DeliverableFile, DeliverableItem, Project } from '../project/types';
import type { WorkspaceRole } from './ProjectWorkspaceScreen';
import { capturePosterFrame } from './posterFrame';
import { ReviewHistory } from './ReviewHistory';
import { interruptedUploads, startResumableUpload, type ResumableUpload } from './resumableUpload';
import { usePosterUrl } from './useFileUrl';
import {
  deliverablesKey,
  downloadFile,
  openPreview,
  projectKey,
  putPoster,
  useDeliverables,
  usePaymentStatus,
} from './workspaceApi';
import { isAcceptedUpload, isVideo, reviewsOfVersion, versionsOf } from './workspaceView';

export const DELIVERABLE_STATUS_LABELS = MESSAGES.deliverableStatus;

// Content is uploaded while the work is under way or a revision is asked for.
const UPLOAD_STATUSES = ['in_progress', 'revision_requested'];

interface Progress {
  name: string;
  percent: number;
  state: 'running' | 'paused' | 'done' | 'failed';
}

/**
 * A poster frame for a finished video upload; best effort: a video without a poster works the same, so a failure
 * is not the user's concern. Returns whether one was sent.
 */
async function sendPosterFrame(projectId: string, file: File, fileId: string | undefined): Promise<boolean> {
  if (!fileId || !file.type.startsWith('video/')) return false;
  try {
    const poster = await capturePosterFrame(file);
    if (!poster) return false;
    await putPoster(projectId, fileId, poster);
    return true;
  } catch {
    return false;
  }
}

function Uploader({ project }: { project: Project }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const uploads = useRef<ResumableUpload[]>([]);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [interrupted, setInterrupted] = useState<string[]>([]);
  const busy = progress.some((item) => item.state === 'running' || item.state === 'paused');

  useEffect(() => {
    let active = true;
    void interruptedUploads(project.id).then((found) => {
      if (active) setInterrupted(found.map((upload) => upload.metadata?.filename ?? '').filter(Boolean));
    });
    return () => {
      active = false;
    };
  }, [project.id]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: deliverablesKey(project.id) });
    void queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
  };

  async function upload(list: FileList | File[]) {
    const files = Array.from(list);
    const accepted = files.filter(isAcceptedUpload);
    if (accepted.length < files.length) {
      setResult({ tone: 'danger', text: MESSAGES.onlyVideoAndImages });
      if (accepted.length === 0) return;
    } else {
      setResult(null);
    }
    setInterrupted((names) => names.filter((name) => !accepted.some((file) => file.name === name)));
    setProgress(accepted.map((file) => ({ name: file.name, percent: 0, state: 'running' })));
    const update = (index: number, change: Partial<Progress>) =>
      setProgress((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
    uploads.current = accepted.map((file, index) =>
      startResumableUpload(project.id, file, (percent) => update(index, { percent })),
    );
    const outcomes = await Promise.allSettled(
      uploads.current.map(async ({ finished }, index) => {
        try {
          const { fileId } = await finished;
          update(index, { state: 'done', percent: 100 });
          // The list shows the new version at once; its poster follows when drawn and sent.
          void sendPosterFrame(project.id, accepted[index], fileId).then((sent) => sent && refresh());
        } catch (error) {
          update(index, { state: 'failed' });
          throw error;
        }
      }),
    );
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) {
      setResult({
        tone: 'danger',
        text: MESSAGES.uploadFailed(errorMessage(failure.reason, MESSAGES.unknownUploadError)),
      });
    } else {
      setResult({ tone: 'success', text: MESSAGES.uploadedCount(outcomes.length) });
    }
    refresh();
  }

  function togglePause(index: number) {
    const item = progress[index];
    const handle = uploads.current[index];
    if (!item || !handle) return;
    if (item.state === 'running') handle.pause();
    else if (item.state === 'paused') handle.resume();
    else return;
    setProgress((current) =>
      current.map((entry, i) => (i === index ? { ...entry, state: item.state === 'running' ? 'paused' : 'running' } : entry)),
    );
  }

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
  project: Project;
  file: DeliverableFile;
  deliverable: DeliverableItem;
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
            openPreview(project.id, file.id, seconds).catch(() => notify('Kon preview niet laden', { tone: 'danger' }))
          }
        />
      )}
    </li>
  );
}

export function FilesTab({ project, role }: { project: Project; role: WorkspaceRole }) {
  const { notify } = useToasts();
  const queryClient = useQueryClient();
  const deliverables = useDeliverables(project.id);
  const payment = usePaymentStatus(project.id);
  const canDownload = payment.data?.finalPaymentCompleted === true;
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
      {role.isCreator && UPLOAD_STATUSES.includes(project.status) && <Uploader project={project} />}
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
            actions={<Badge tone="info">{DELIVERABLE_STATUS_LABELS[deliverable.status] ?? deliverable.status}</Badge>}
          >
            <ul className="ws-versions">
              {versionsOf(deliverable).map((file) => (
                <FileRow key={file.id} project={project} file={file} deliverable={deliverable} canDownload={canDownload} />
              ))}
            </ul>
          </Card>
        ))
      )}
    </div>
  );
}
