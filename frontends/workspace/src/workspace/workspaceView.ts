// The workspace's rules without React: timed comments, which review belongs to which version, the timeline.
import type {
  DeliverableBody,
  DeliverableCommentBody,
  DeliverableFileBody,
  DeliverableReviewBody,
  ProjectBody,
} from '@clipwerk/contracts/projects';
import type { PaymentStatusBody } from '@clipwerk/contracts/payments';

/** Which party is looking at the workspace. */
export interface WorkspaceRole {
  isOwner: boolean;
  isCreator: boolean;
}

/** 12 → '0:12', 75.6 → '1:15'. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export const versionsOf = (deliverable: DeliverableBody): DeliverableFileBody[] =>
  [...deliverable.files].sort((a, b) => a.version - b.version);

export const latestFile = (deliverable: DeliverableBody): DeliverableFileBody | undefined => versionsOf(deliverable).at(-1);

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : NaN);

/** A review is about the newest version uploaded before it: from that upload until the next version. */
export function reviewsOfVersion(deliverable: DeliverableBody, file: DeliverableFileBody): DeliverableReviewBody[] {
  const versions = versionsOf(deliverable);
  const index = versions.findIndex((candidate) => candidate.id === file.id);
  const from = time(file.createdAt);
  const until = index >= 0 && index < versions.length - 1 ? time(versions[index + 1].createdAt) : Infinity;
  return deliverable.reviews.filter((review) => {
    const at = time(review.reviewedAt);
    return at >= from && at < until;
  });
}

export const isVideo = (file: DeliverableFileBody) => file.type === 'video' || file.mimeType.startsWith('video/');

/** Only video and images are deliverables. */
export const isAcceptedUpload = (file: File) => file.type.startsWith('video/') || file.type.startsWith('image/');

export interface TimelineEvent {
  title: string;
  date: string | null;
  detail?: string;
}

const earliest = (dates: Array<string | null | undefined>) =>
  dates.filter((d): d is string => !!d).sort((a, b) => time(a) - time(b))[0] ?? null;
const newest = (dates: Array<string | null | undefined>) =>
  dates.filter((d): d is string => !!d).sort((a, b) => time(b) - time(a))[0] ?? null;

/** What happened so far, oldest first, each with the date it really happened (null when the API does not tell). */
export function timelineEvents(
  project: ProjectBody,
  deliverables: DeliverableBody[],
  payment: PaymentStatusBody | undefined,
): TimelineEvent[] {
  const events: TimelineEvent[] = [{ title: 'Opdracht aangemaakt', date: project.createdAt ?? null }];
  if (project.selectedCreator) {
    events.push({
      title: 'Creator geselecteerd',
      date: project.creatorSelectedAt ?? null,
      detail: project.selectedCreator.name,
    });
  }
  if (project.startedAt) events.push({ title: 'Werk gestart', date: project.startedAt });
  const files = deliverables.flatMap((deliverable) => deliverable.files);
  if (files.length > 0) {
    events.push({
      title: 'Content geüpload',
      date: newest(files.map((file) => file.createdAt)) ?? earliest(deliverables.map((d) => d.uploadedAt)),
      detail: `${files.length} ${files.length === 1 ? 'bestand' : 'bestanden'}`,
    });
  }
  if (project.deliveredAt) events.push({ title: 'Content opgeleverd', date: project.deliveredAt });
  if (project.status === 'under_review') {
    events.push({ title: 'Content in beoordeling', date: project.reviewStartedAt ?? null });
  }
  if (project.status === 'revision_requested') {
    events.push({ title: 'Revisie gevraagd', date: project.revisionRequestedAt ?? null });
  }
  if (project.approvedAt) {
    // An approval at the end of the review window says so, in the words projects sent.
    events.push({ title: 'Content goedgekeurd', date: project.approvedAt, detail: project.approvalReason ?? undefined });
  }
  if (project.completedAt) events.push({ title: 'Opdracht voltooid', date: project.completedAt });
  if (payment?.finalPaymentCompleted) {
    events.push({ title: 'Eindbetaling voltooid', date: payment.finalPaymentDate ?? null });
  }
  return events;
}

/** A moment in milliseconds to a tenth of a second, with a Dutch decimal comma: 2400 → '0:02,4', 75_630 → '1:15,6'. */
export function formatMs(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  return `${formatTime(Math.floor(tenths / 10))},${tenths % 10}`;
}

/** A comment and its answers (oldest first). */
export interface CommentThread {
  comment: DeliverableCommentBody;
  answers: DeliverableCommentBody[];
}

/** The threads of one version, in the order of their moments in the video. */
export function threadsOf(comments: DeliverableCommentBody[], fileId: string): CommentThread[] {
  return comments
    .filter((comment) => comment.fileId === fileId && comment.replyTo === null)
    .sort((a, b) => a.atMs - b.atMs)
    .map((comment) => ({ comment, answers: comments.filter((answer) => answer.replyTo === comment.id) }));
}
