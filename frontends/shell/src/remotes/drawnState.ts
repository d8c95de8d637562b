// What a page the gateway drew for a signed-in user carries besides its markup: the user it was drawn for, and the
// data its screen was drawn with. The shell's first render draws the same (so React can take the page over), and the
// screen finds its data in the query cache when its code arrives instead of asking for it again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { User } from '../sdk/types';

/** The element of a drawn signed-in page that holds its state (a JSON data block). */
export const DRAWN_STATE_ELEMENT = 'clipwerk-drawn-state';

export interface DrawnState {
  user: User;
  queries: DehydratedState;
}

/** The state of a signed-in page drawn by the gateway, or null for any other page (or one whose block is unreadable). */
export function readDrawnState(document: Document): DrawnState | null {
  const text = document.getElementById(DRAWN_STATE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DrawnState>;
    return state.user && state.queries ? (state as DrawnState) : null;
  } catch {
    return null;
  }
}

/** Puts the drawn screen's data in the page's query cache. */
export const keepDrawnData = (client: QueryClient, state: DrawnState): void => hydrate(client, state.queries);
