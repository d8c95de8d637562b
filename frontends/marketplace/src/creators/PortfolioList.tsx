import { useState } from 'react';
import { Icon, PORTFOLIO_CATEGORIES, labelOf } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import { idOf, type PortfolioItem } from '../shared/types';

/** A video uploaded to Clipwerk plays in its tile; a link elsewhere (TikTok, YouTube) opens in a new tab. */
const UPLOADED_VIDEO = /^\/api\/media\//;

/** A creator's portfolio items as cards (still or playing clip, category, title, description). */
export function PortfolioList({ items }: { items: PortfolioItem[] }) {
  return (
    <ul className="mk-portfolio">
      {items.map((item) => {
        const playsHere = UPLOADED_VIDEO.test(item.videoUrl ?? '');
        return (
          <li key={idOf(item)} className="mk-portfolio__item">
            <PortfolioMedia item={item} playsHere={playsHere} />
            <div>
              <span className="cw-badge cw-badge--brand">{labelOf(PORTFOLIO_CATEGORIES, item.category ?? 'other')}</span>
              <h3>{item.title}</h3>
              {item.description && <p className="cw-muted cw-small">{item.description}</p>}
              {item.videoUrl && !playsHere && (
                <a href={item.videoUrl} target="_blank" rel="noreferrer">
                  Bekijk video<span className="cw-visually-hidden"> {item.title} (opent in een nieuw tabblad)</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The still until the visitor asks for the clip, then the clip itself, playing. */
function PortfolioMedia({ item, playsHere }: { item: PortfolioItem; playsHere: boolean }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <video
        className="mk-portfolio__thumb mk-portfolio__video"
        src={item.videoUrl}
        poster={item.thumbnailUrl || undefined}
        controls
        autoPlay
        playsInline
        aria-label={TEXTS.portfolioVideo(item.title)}
      />
    );
  }
  const still = item.thumbnailUrl ? (
    <img className="mk-portfolio__thumb" src={item.thumbnailUrl} alt={TEXTS.portfolioStill(item.title)} loading="lazy" />
  ) : (
    <div className="mk-portfolio__thumb mk-portfolio__thumb--empty" aria-hidden="true">
      <Icon name="film" size={28} />
    </div>
  );
  if (!playsHere) return still;
  return (
    <button
      type="button"
      className="mk-portfolio__play"
      onClick={() => setPlaying(true)}
      aria-label={TEXTS.playPortfolioVideo(item.title)}
    >
      {still}
      <span className="mk-portfolio__play-icon" aria-hidden="true" />
    </button>
  );
}
