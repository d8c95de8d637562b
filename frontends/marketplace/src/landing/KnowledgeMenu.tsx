import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

const GUIDES: Array<[string, string]> = [
  ['/wat-is-ugc', 'Wat is UGC?'],
  ['/ugc-marketing-strategie', 'UGC marketingstrategie'],
  ['/ugc-voorbeelden', 'UGC voorbeelden'],
  ['/ugc-vs-influencer-marketing', 'UGC vs. influencer marketing'],
  ['/ugc-campagne-opzetten', 'UGC campagne opzetten'],
  ['/ugc-tips-creators', 'UGC tips voor creators'],
  ['/ugc-trends-2024', 'UGC trends 2024'],
];
const SERVICES: Array<[string, string]> = [
  ['/ugc-bureau', 'UGC bureau'],
  ['/ugc-prijzen', 'UGC prijzen'],
  ['/ugc-content-creators', 'Word creator'],
];

/** The Kennisbank dropdown opens on click and closes on any click outside. */
export function KnowledgeMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="mk-kb" ref={ref}>
      <button
        type="button"
        className="mk-subnav__link"
        aria-expanded={open}
        aria-controls="mk-kb-menu"
        onClick={() => setOpen((v) => !v)}
      >
        Kennisbank <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="cw-popover mk-kb__menu" id="mk-kb-menu">
          <p className="cw-popover__heading">Gidsen</p>
          {GUIDES.map(([to, label]) => (
            <Link key={to} className="cw-popover__item" to={to} onClick={() => setOpen(false)}>
              {label}
            </Link>
          ))}
          <p className="cw-popover__heading">Services</p>
          {SERVICES.map(([to, label]) => (
            <Link key={to} className="cw-popover__item" to={to} onClick={() => setOpen(false)}>
              {label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
