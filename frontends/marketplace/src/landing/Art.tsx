import type { CSSProperties } from 'react';
import type { Tile } from './landingData';

/** A product silhouette on a gradient: the "photo" of a tile or post, drawn with CSS and inline SVG only. */
export function Art({ from, to, shape, className = '' }: { from: string; to: string; shape: Tile['shape']; className?: string }) {
  const style = { '--mk-from': from, '--mk-to': to } as CSSProperties;
  return (
    <div className={`mk-art ${className}`} style={style} aria-hidden="true">
      <svg viewBox="0 0 100 100" className="mk-art__shape" focusable="false">
        {shape === 'bottle' && (
          <>
            <rect x="40" y="18" width="20" height="10" rx="3" />
            <rect x="33" y="28" width="34" height="52" rx="10" />
          </>
        )}
        {shape === 'cup' && (
          <>
            <path d="M28 40h40v18a20 20 0 0 1-40 0z" />
            <path d="M68 44h6a8 8 0 0 1 0 16h-6" fill="none" strokeWidth="5" />
            <path d="M40 22c0 6 6 6 6 12M52 22c0 6 6 6 6 12" fill="none" strokeWidth="3" />
          </>
        )}
        {shape === 'box' && (
          <>
            <path d="M20 38l30-14 30 14-30 14z" />
            <path d="M20 38v30l30 14V52zM80 38v30L50 82V52z" opacity="0.8" />
          </>
        )}
        {shape === 'circle' && (
          <>
            <circle cx="50" cy="54" r="26" />
            <circle cx="42" cy="46" r="6" opacity="0.6" />
            <circle cx="58" cy="58" r="5" opacity="0.6" />
          </>
        )}
        {shape === 'phone' && (
          <>
            <rect x="34" y="16" width="32" height="62" rx="7" />
            <rect x="38" y="23" width="24" height="44" rx="2" opacity="0.55" />
          </>
        )}
        {shape === 'leaf' && (
          <>
            <path d="M50 82C30 70 24 46 50 18c26 28 20 52 0 64z" />
            <path d="M50 82V34" fill="none" strokeWidth="3" opacity="0.6" />
          </>
        )}
      </svg>
    </div>
  );
}
