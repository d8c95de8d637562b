import { ClipPlayer, PORTFOLIO_CATEGORIES, isUploadedFile, labelOf } from '@clipwerk/ui';
import type { PortfolioItemBody } from '@clipwerk/contracts/identity';

/** A creator's portfolio items as cards (still or playing clip, category, title, description). */
export function PortfolioList({ items }: { items: PortfolioItemBody[] }) {
  return (
    <ul className="mk-portfolio">
      {items.map((item) => {
        // a video elsewhere (TikTok, YouTube) opens in a new tab
        const playsHere = isUploadedFile(item.videoUrl);
        return (
          <li key={item.id} className="mk-portfolio__item">
            <ClipPlayer src={item.videoUrl} poster={item.thumbnailUrl} title={item.title} />
            <div>
              <span className="cw-badge cw-badge--brand">{labelOf(PORTFOLIO_CATEGORIES, item.category)}</span>
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
