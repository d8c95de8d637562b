import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@clipwerk/shell/sdk';
import { Alert, EmptyState, Icon, Modal, PORTFOLIO_CATEGORIES, Spinner, labelOf } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import { idOf, type Creator } from '../shared/types';

export function portfolioErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? TEXTS.portfolioTooMany : TEXTS.portfolioFailed;
}

/** The creator's portfolio (GET /users/creators/{id}) in a dialog on the proposals page. */
export function PortfolioModal({ creatorId, name, onClose }: { creatorId: string; name: string; onClose: () => void }) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['marketplace', 'creator', creatorId],
    queryFn: async () => {
      const answer = await api.get<{ data?: { creator?: Creator } & Creator }>(`/users/creators/${creatorId}`);
      return (answer.data?.creator ?? answer.data) as Creator;
    },
    retry: false,
  });
  const items = data?.portfolio ?? [];
  return (
    <Modal open title={`Portfolio van ${name}`} onClose={onClose} size="lg">
      {isLoading ? (
        <Spinner label="Portfolio laden..." />
      ) : error ? (
        <Alert tone="danger">{portfolioErrorText(error)}</Alert>
      ) : items.length === 0 ? (
        <EmptyState icon={<Icon name="film" />} title="Nog geen portfolio" description={`${name} heeft nog geen video’s aan het portfolio toegevoegd.`} />
      ) : (
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
      )}
    </Modal>
  );
}
