import type { ReactNode } from 'react';

/** A short row of labelled facts (budget, deadline, followers …) on a card; `stack` puts them under each other. */
export function InlineFacts({ facts, stack = false }: { facts: Array<[label: string, value: ReactNode]>; stack?: boolean }) {
  return (
    <dl className={stack ? 'mk-inline-facts mk-inline-facts--stack' : 'mk-inline-facts'}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
