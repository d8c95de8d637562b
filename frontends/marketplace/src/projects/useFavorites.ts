import { idOf } from '@clipwerk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useSession } from '@clipwerk/shell/sdk';
import type { FavoriteAnswer, FavoritesAnswer, ProjectCardBody } from '@clipwerk/contracts/projects';
import type { FavoriteMark } from './ProjectCard';

const FAVORITES_KEY = ['marketplace', 'favorites'];

/**
 * A creator's favourite assignments: the list projects keeps for her, and a mark per card that toggles it. Counts
 * on the cards are the server's; after a toggle the lists are read again; a refusal is the server's Dutch text.
 * Nothing for anyone else.
 */
export function useFavorites() {
  const { user } = useSession();
  const creator = user?.role === 'creator';
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: async () => (await api.get<FavoritesAnswer>('/projects/favorites')).projects,
    enabled: creator,
  });
  const toggle = useMutation({
    mutationFn: ({ id, marked }: { id: string; marked: boolean }) =>
      marked ? api.delete<FavoriteAnswer>(`/projects/${id}/favorite`) : api.put<FavoriteAnswer>(`/projects/${id}/favorite`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
  });
  const ids = new Set((list.data ?? []).map(idOf));

  const markOf = (project: ProjectCardBody): FavoriteMark | undefined => {
    if (!creator || !list.data) return undefined;
    const id = idOf(project);
    const marked = ids.has(id);
    return { marked, busy: toggle.isPending && toggle.variables?.id === id, onToggle: () => toggle.mutate({ id, marked }) };
  };
  const failure = toggle.error ? errorMessage(toggle.error, 'Je favoriet kon niet worden bewaard') : null;
  return { creator, favorites: list.data ?? [], markOf, failure };
}
