import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@clipwerk/shell/sdk';
import { MESSAGES } from '../messages';
import type { ProjectBody } from '@clipwerk/contracts/projects';
import { capturePosterFrame } from './posterFrame';
import { interruptedUploads, startResumableUpload, type ResumableUpload } from './resumableUpload';
import { deliverablesKey, projectKey, putPoster } from './workspaceApi';
import { isAcceptedUpload } from './workspaceView';

export interface Progress {
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

export type DeliverableUploads = ReturnType<typeof useDeliverableUploads>;

/**
 * The creator's uploads of a project: new deliverables, or a new version of one (`deliverableId`), each resumable
 * with its progress, pause and resume; the uploads a reload interrupted are named so they can be continued.
 */
export function useDeliverableUploads(project: ProjectBody) {
  const queryClient = useQueryClient();
  const uploads = useRef<ResumableUpload[]>([]);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
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

  async function upload(list: FileList | File[], deliverableId?: string) {
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
      startResumableUpload(project.id, file, (percent) => update(index, { percent }), { deliverableId }),
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

  return { progress, result, interrupted, busy, upload, togglePause };
}
