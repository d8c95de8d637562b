import { useEffect, useRef, useState } from 'react';
import { Art } from './Art';
import { TILES } from './landingData';

/** Twelve tiles, 3 columns of 4: a click enlarges a tile and dims the others; the close button restores the grid. */
export function TileGrid() {
  const [open, setOpen] = useState<number | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const lastTile = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open === null) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => lastTile.current?.focus());
  };
  const selected = open === null ? null : TILES[open];

  return (
    <div className={`mk-tiles${open !== null ? ' mk-tiles--focused' : ''}`}>
      <ul className="mk-tiles__grid" aria-label="Voorbeelden van UGC-video’s">
        {TILES.map((tile, index) => (
          <li key={tile.title} className={`mk-tile${open === index ? ' is-selected' : ''}`}>
            <button
              type="button"
              className="mk-tile__button"
              aria-label={`Vergroot ${tile.title} door ${tile.creator}`}
              aria-expanded={open === index}
              onClick={(event) => {
                lastTile.current = event.currentTarget;
                setOpen(index);
              }}
            >
              <Art from={tile.from} to={tile.to} shape={tile.shape} />
              <span className="mk-tile__caption">{tile.kind}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <div className="mk-tiles__spotlight" role="group" aria-label={`${selected.title} vergroot`}>
          <Art from={selected.from} to={selected.to} shape={selected.shape} className="mk-art--large" />
          <div className="mk-tiles__info">
            <strong>{selected.title}</strong>
            <span>
              {selected.kind} · {selected.creator}
            </span>
          </div>
          <button ref={closeRef} type="button" className="mk-tiles__close" onClick={close} aria-label="Sluiten">
            ×
          </button>
        </div>
      )}
    </div>
  );
}
