import type { ReactNode } from 'react';

/** The page title block every marketplace screen opens with. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="cw-page__header">
      <div>
        {eyebrow && <span className="cw-eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {lead && <p className="cw-page__lead">{lead}</p>}
      </div>
      {actions && <div className="cw-row">{actions}</div>}
    </header>
  );
}
