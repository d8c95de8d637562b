import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, ErrorState, Icon, type IconName, formatBadgeCount } from '@clipwerk/ui';
import { DASHBOARD_TEXTS } from './dashboardData';

/** One figure: what it is, the number, what it counts, and where to go for more. */
export function Stat({
  label,
  value,
  note,
  to,
  hint,
}: {
  label: string;
  value: ReactNode;
  note: string;
  to?: string;
  hint?: string;
}) {
  const body = (
    <>
      <span className="cw-stat__label">{label}</span>
      <span className="cw-stat__value">{value}</span>
      <span className="cw-stat__note">{note}</span>
      {hint && <span className="cw-stat__hint">{hint}</span>}
    </>
  );
  return to ? (
    <Link className="cw-stat" to={to}>
      {body}
    </Link>
  ) : (
    <div className="cw-stat">{body}</div>
  );
}

/** The four figures, or, when they could not be read, that they could not (never zeros that are not true). */
export function Figures({ failed, onRetry, children }: { failed: boolean; onRetry: () => void; children: ReactNode }) {
  return failed ? (
    <section aria-label="Statistieken">
      <ErrorState title={DASHBOARD_TEXTS.figuresFailedTitle} message={DASHBOARD_TEXTS.figuresFailed} onRetry={onRetry} />
    </section>
  ) : (
    <section aria-label="Statistieken" className="cw-grid cw-grid--4">
      {children}
    </section>
  );
}

export function QuickAction({ to, icon, label, badge }: { to: string; icon: IconName; label: string; badge?: number }) {
  return (
    <Link className="cw-action" to={to}>
      <span className="cw-action__icon">
        <Icon name={icon} />
      </span>
      {label}
      {badge ? (
        <Badge tone="danger">
          {formatBadgeCount(badge)}
          <span className="cw-visually-hidden"> ongelezen</span>
        </Badge>
      ) : null}
    </Link>
  );
}

export function QuickActions({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="quick-actions" style={{ margin: '2rem 0' }}>
      <h2 id="quick-actions">Snelle acties</h2>
      <div className="cw-actions-grid">{children}</div>
    </section>
  );
}
