import { useRef, useState, type DragEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Alert, Badge, Button, Card, Spinner, formatDate } from '@clipwerk/ui';
import type { DeliverableFile, DeliverableItem, Project } from '../project/types';
import type { WorkspaceRole } from './ProjectWorkspaceScreen';
import { ReviewHistory } from './ReviewHistory';
import {
  UNKNOWN_UPLOAD_ERROR,
  deliverablesKey,
  downloadFile,
  openPreview,
  projectKey,
  uploadDeliverable,
  useDeliverables,
  usePaymentStatus,
} from './workspaceApi';
import { isAcceptedUpload, reviewsOfVersion, versionsOf } from './workspaceView';

export const DELIVERABLE_STATUS_LABELS: Record<string, string> = {
  pending: 'Wacht op upload',
  uploaded: 'Geüpload',
  under_review: 'In beoordeling',
  revision_requested: 'Revisie gevraagd',
  approved: 'Goedgekeurd',
};

// Content is uploaded while the work is under way or a revision is asked for.
const UPLOAD_STATUSES = ['in_progress', 'revision_requested'];

interface Progress {
  name: string;
  percent: number;
}

const uploadedLine = (count: number) => `${count} bestand(en) succesvol geüpload!`;

function Uploader({ project }: { project: Project }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress.length > 0 && !result;

  async function upload(list: FileList | File[]) {
    const files = Array.from(list);
    const accepted = files.filter(isAcceptedUpload);
    if (accepted.length < files.length) {
      setResult({ tone: 'danger', text: 'Alleen video’s en afbeeldingen zijn toegestaan.' });
      if (accepted.length === 0) return;
    } else {
      setResult(null);
    }
    setProgress(accepted.map((file) => ({ name: file.name, percent: 0 })));
    const update = (index: number, percent: number) =>
      setProgress((current) => current.map((item, i) => (i === index ? { ...item, percent } : item)));
    const outcomes = await Promise.allSettled(
      accepted.map((file, index) => uploadDeliverable(project.id, file, (percent) => update(index, percent))),
    );
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) {
      setResult({ tone: 'danger', text: `Upload fout: ${errorMessage(failure.reason, UNKNOWN_UPLOAD_ERROR)}` });
    } else {
      setResult({ tone: 'success', text: uploadedLine(outcomes.length) });
    }
    void queryClient.invalidateQueries({ queryKey: deliverablesKey(project.id) });
    void queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) void upload(event.dataTransfer.files);
  }

  return (
    <Card title="Content uploaden">
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
        <p>Sleep je video’s en afbeeldingen hierheen, of</p>
        <Button onClick={() => input.current?.click()} loading={busy}>
          Bestanden kiezen
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="video/*,image/*"
          className="cw-visually-hidden"
          aria-label="Bestanden uploaden"
          onChange={(event) => {
            if (event.target.files?.length) void upload(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {progress.length > 0 && (
        <ul className="ws-progress-list">
          {progress.map((item, index) => (
            <li key={`${index}-${item.name}`}>
              <span className="cw-small">{item.name}</span>
              <progress max={100} value={item.percent} aria-label={`Voortgang ${item.name}`}>
                {item.percent}%
              </progress>
              <span className="cw-small">{item.percent}%</span>
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
  return (
    <li className="ws-version">
      <div className="cw-row">
        <strong>Versie {file.version}</strong>
        <span className="cw-small">{file.originalName}</span>
        <span className="cw-small cw-muted">{formatDate(file.createdAt)}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => openPreview(project.id, file.id).catch(() => notify('Kon preview niet laden', { tone: 'danger' }))}
        >
          Preview<span className="cw-visually-hidden"> {file.originalName}</span>
        </Button>
        {canDownload && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              downloadFile(project.id, file.id, file.originalName).catch(() =>
                notify('Kon bestand niet downloaden', { tone: 'danger' }),
              )
            }
          >
            Download<span className="cw-visually-hidden"> {file.originalName}</span>
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
      notify('Je content is ingediend ter beoordeling.', { tone: 'success' });
      return queryClient.invalidateQueries({ queryKey: projectKey(project.id) });
    },
    onError: (error) => notify(errorMessage(error), { tone: 'danger' }),
  });

  return (
    <div className="cw-stack">
      {role.isCreator && UPLOAD_STATUSES.includes(project.status) && <Uploader project={project} />}
      {role.isCreator && project.status === 'in_progress' && fileCount > 0 && (
        <Button loading={submit.isPending} onClick={() => submit.mutate()}>
          Indienen
        </Button>
      )}
      {deliverables.isLoading ? (
        <Spinner label="Bestanden laden..." />
      ) : deliverables.error ? (
        <Alert tone="danger">Kon de bestanden niet laden.</Alert>
      ) : (deliverables.data ?? []).length === 0 ? (
        <p className="cw-muted">Er zijn nog geen bestanden geüpload.</p>
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
