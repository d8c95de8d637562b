import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
  padded?: boolean;
}

export function Card({ title, actions, padded = true, className, children, ...rest }: CardProps) {
  return (
    <section className={['cw-card', padded ? 'cw-card--padded' : '', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="cw-card__header">
          {title && <h2 className="cw-card__title">{title}</h2>}
          {actions && <div className="cw-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
