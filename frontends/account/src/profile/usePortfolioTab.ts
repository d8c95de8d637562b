import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, useToasts } from '@clipwerk/shell/sdk';
import type { PortfolioAnswer, PortfolioItemBody } from '@clipwerk/contracts/identity';
import { PORTFOLIO_QUERY_KEY, PORTFOLIO_TEXTS } from './portfolioTexts';

/** Her portfolio, the item open in the editor ('new' for a new one) and the item she is asked to confirm deleting. */
export function usePortfolioTab() {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const [editing, setEditing] = useState<PortfolioItemBody | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItemBody | null>(null);
  const { data, isLoading, error, refetch, isRefetching } = useQuery({
    queryKey: PORTFOLIO_QUERY_KEY,
    queryFn: async () => (await api.get<PortfolioAnswer>('/users/me/portfolio')).portfolio,
  });
  const remove = useMutation({
    mutationFn: (item: PortfolioItemBody) => api.delete(`/users/me/portfolio/${item.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY });
      notify('Portfolio item verwijderd', { tone: 'success' });
      setDeleting(null);
    },
  });
  const loadError = error
    ? error instanceof ApiError && error.status === 429
      ? PORTFOLIO_TEXTS.tooManyRequests
      : PORTFOLIO_TEXTS.loadFailed
    : null;

  return {
    items: data ?? [],
    isLoading,
    loadError,
    retry: () => refetch(),
    isRefetching,
    editing,
    setEditing,
    deleting,
    setDeleting,
    remove,
  };
}
