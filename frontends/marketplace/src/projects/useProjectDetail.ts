import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@clipwerk/shell/sdk';
import type { ProjectDetailAnswer } from '@clipwerk/contracts/projects';

/** One assignment as the signed-in visitor may see it; a missing one (404) is not asked again. */
export function useProjectDetail(id: string) {
  return useQuery({
    queryKey: ['marketplace', 'project', id],
    queryFn: () => api.get<ProjectDetailAnswer>(`/projects/${id}`),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
