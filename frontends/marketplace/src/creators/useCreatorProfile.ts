import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import type { CreatorProfileAnswer } from '@clipwerk/contracts/identity';

/** One creator's public profile; a missing one is not asked again. */
export function useCreatorProfile(id: string) {
  return useQuery({
    queryKey: ['marketplace', 'creator', id],
    queryFn: async () => (await api.get<CreatorProfileAnswer>(`/users/creators/${id}`)).data.creator,
    retry: false,
  });
}
