import { Badge, Button, Card, ClipPlayer, PORTFOLIO_CATEGORIES, formatDate, labelOf } from '@clipwerk/ui';
import type { PortfolioItemBody } from '@clipwerk/contracts/identity';
import { isUploadedFile } from './uploads';

export function PortfolioCard({ item, onEdit, onDelete }: { item: PortfolioItemBody; onEdit: () => void; onDelete: () => void }) {
  const uploaded = isUploadedFile(item.videoUrl);
  return (
    <Card className="cw-portfolio-card">
      {uploaded ? (
        <ClipPlayer src={item.videoUrl} poster={item.thumbnailUrl} title={item.title} />
      ) : (
        <a
          className="cw-portfolio-card__thumb"
          href={item.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={item.thumbnailUrl ? { backgroundImage: `url(${item.thumbnailUrl})`, backgroundSize: 'cover' } : undefined}
        >
          ▶ Bekijk video<span className="cw-visually-hidden"> {item.title} (opent in nieuw tabblad)</span>
        </a>
      )}
      <h3>{item.title}</h3>
      <div className="cw-row cw-small cw-muted">
        <Badge tone="brand">{labelOf(PORTFOLIO_CATEGORIES, item.category)}</Badge>
        <span>{formatDate(item.createdAt)}</span>
      </div>
      {item.description && (
        <p className="cw-muted cw-small" style={{ marginTop: '0.75rem' }}>
          {item.description}
        </p>
      )}
      <div className="cw-row" style={{ marginTop: '1rem' }}>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          Bewerken
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Verwijderen
        </Button>
      </div>
    </Card>
  );
}
