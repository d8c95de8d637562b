import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { KNOWLEDGE_PAGES } from '../routing/routeTable';
import { useDismiss } from './useDismiss';

/** The landing page's sections, as the header's anchor links (the ids are the sections' own). */
export const LANDING_ANCHORS: ReadonlyArray<[string, string]> = [
  ['hoe-werkt-het', 'Hoe het werkt'],
  ['voor-bedrijven', 'Voor bedrijven'],
  ['voor-creators', 'Voor creators'],
  ['prijzen', 'Prijzen'],
];

export function AnchorLinks({ className = 'cw-navlink' }: { className?: string }) {
  return (
    <>
      {LANDING_ANCHORS.map(([id, label]) => (
        <li key={id}>
          <Link className={className} to={{ pathname: '/', hash: `#${id}` }}>
            {label}
          </Link>
        </li>
      ))}
    </>
  );
}

/**
 * The 'Kennisbank' dropdown: a button that opens the list of knowledge pages. Enter or Space opens it, arrow down
 * moves into it, arrow keys move between the pages, Escape closes it and gives the focus back to the button.
 */
export function KnowledgeMenu({ inline = false }: { inline?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(ref, open, close);

  const links = () => Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    requestAnimationFrame(() => {
      const items = links();
      items[(next + items.length) % items.length]?.focus();
    });
  }

  return (
    <div className={inline ? 'cw-knowledge cw-knowledge--inline' : 'cw-knowledge cw-usermenu'} ref={ref} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="cw-navlink cw-knowledge__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        Kennisbank <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} hidden={!open} className={inline ? 'cw-knowledge__list' : 'cw-popover cw-knowledge__list'}>
        {KNOWLEDGE_PAGES.map(([path, title]) => (
          <li key={path}>
            <Link className="cw-popover__item" to={path} onClick={() => setOpen(false)}>
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
