import type { ProjectDeadlines } from '@clipwerk/contracts/projects';
import { CancelAssignment } from './CancelAssignment';
import { DEADLINE_TEXTS } from './deadlines';
import { useNextStep } from './useNextStep';

/** What the party looking must do next and by when, counting down while the page is open. */
export function DeadlineBanner({
  projectId,
  deadlines,
  isOwner,
}: {
  projectId: string;
  deadlines: ProjectDeadlines | undefined;
  isOwner: boolean;
}) {
  const step = useNextStep(projectId, deadlines, isOwner);
  if (!step) return null;
  return (
    <section className={`cw-alert cw-alert--${step.overdue ? 'warning' : 'info'} ws-banner`} aria-label={DEADLINE_TEXTS.label}>
      <div>
        <strong className="cw-alert__title">{step.action}</strong>
        {step.when && (
          <p className="ws-countdown" role="timer">
            {step.when}
          </p>
        )}
      </div>
      {step.canCancel && <CancelAssignment projectId={projectId} confirm={DEADLINE_TEXTS.cancelConfirm} />}
    </section>
  );
}
