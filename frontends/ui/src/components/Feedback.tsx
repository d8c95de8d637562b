import type { ReactNode } from 'react';

export function Spinner({ label = 'Laden...', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`cw-spinner cw-spinner--${size}`} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      <span className="cw-spinner__ring" aria-hidden="true" />
      {label && <span className="cw-visually-hidden">{label}</span>}
    </span>
  );
}

/**
 * Full-width spinner for a page or screen that is still loading. `fill`: it stands in for a whole screen (a remote
 * that loads, a session that is read), so it takes the viewport below the navigation: the footer stays below the
 * fold instead of showing and then jumping away when the (nearly always taller) screen arrives (a layout shift).
 */
export function PageSpinner({ label = 'Laden...', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={fill ? 'cw-page-spinner cw-page-spinner--fill' : 'cw-page-spinner'}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

export type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`cw-badge cw-badge--${tone}`}>{children}</span>;
}

/** A message strip above a form or page: errors, confirmations, hints. */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: Exclude<Tone, 'neutral' | 'brand'>;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`cw-alert cw-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {title && <strong className="cw-alert__title">{title}</strong>}
      <div>{children}</div>
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
  icon = '○',
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="cw-state">
      <div className="cw-state__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="cw-state__title">{title}</h2>
      {description && <p className="cw-state__text">{description}</p>}
      {action && <div className="cw-state__action">{action}</div>}
    </div>
  );
}

export function ErrorState({
  title = 'Er ging iets mis',
  message,
  onRetry,
  retryLabel = 'Opnieuw proberen',
  retrying = false,
}: {
  title?: string;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}) {
  return (
    <div className="cw-state cw-state--error" role="alert">
      <div className="cw-state__icon" aria-hidden="true">
        !
      </div>
      <h2 className="cw-state__title">{title}</h2>
      <p className="cw-state__text">{message}</p>
      {onRetry && (
        <div className="cw-state__action">
          <button
            type="button"
            className="cw-btn cw-btn--primary cw-btn--md"
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying || undefined}
          >
            {retryLabel}
          </button>
        </div>
      )}
    </div>
  );
}
