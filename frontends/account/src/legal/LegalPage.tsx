import type { ReactNode } from 'react';
import { Card } from '@clipwerk/ui';

export function LegalPage({
  title,
  version,
  date,
  children,
}: {
  title: string;
  version: string;
  date: string;
  children: ReactNode;
}) {
  return (
    <div className="cw-container cw-page">
      <header className="cw-page__header">
        <div>
          <span className="cw-eyebrow">Juridisch</span>
          <h1>{title}</h1>
          <p className="cw-page__lead">
            Versie {version} · laatst bijgewerkt op {date}
          </p>
        </div>
      </header>
      <Card>
        <article className="cw-prose">{children}</article>
      </Card>
    </div>
  );
}
