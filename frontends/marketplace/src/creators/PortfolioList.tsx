import { Icon, PORTFOLIO_CATEGORIES, labelOf } from '@clipwerk/ui';
import { idOf, type PortfolioItem } from '../shared/types';

/** A creator's portfolio items as cards (thumbnail, category, title, description, link to the video). */
export function PortfolioList({ items }: { items: PortfolioItem[] }) {
  return (
    <ul className="mk-portfolio">
      {items.map((item) => (
        <li key={idOf(item)} className="mk-portfolio__item">
          {item.thumbnailUrl ? (
            <img className="mk-portfolio__thumb" src={item.thumbnailUrl} alt="" />
          ) : (
            <div className="mk-portfolio__thumb mk-portfolio__thumb--empty" aria-hidden="true">
              <Icon name="film" size={28} />
            </div>
          )}
          <div>
            <span className="cw-badge cw-badge--brand">{labelOf(PORTFOLIO_CATEGORIES, item.category ?? 'other')}</span>
            <h3>{item.title}</h3>
            {item.description && <p className="cw-muted cw-small">{item.description}</p>}
            {item.videoUrl && (
              <a href={item.videoUrl} target="_blank" rel="noreferrer">
                Bekijk video<span className="cw-visually-hidden"> {item.title} (opent in een nieuw tabblad)</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
