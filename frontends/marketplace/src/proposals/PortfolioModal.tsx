import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@clipwerk/shell/sdk';
import { Alert, EmptyState, Icon, Modal, Spinner } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';
import { PortfolioList } from '../creators/PortfolioList';
import type { CreatorProfileAnswer } from '@clipwerk/contracts/identity';

export function portfolioErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? TEXTS.portfolioTooMany : TEXTS.portfolioFailed;
}

/** The creator's portfolio (GET /users/creators/{id}) in a dialog on the proposals page. */
export function PortfolioModal({ creatorId, name, onClose }: { creatorId: string; name: string; onClose: () => void }) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['marketplace', 'creator', creatorId],
    queryFn: async () => (await api.get<CreatorProfileAnswer>(`/users/creators/${creatorId}`)).data.creator,
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
        <EmptyState
          icon={<Icon name="film" />}
          title="Nog geen portfolio"
          description={`${name} heeft nog geen video’s aan het portfolio toegevoegd.`}
        />
      ) : (
        <PortfolioList items={items} />
      )}
    </Modal>
  );
}
