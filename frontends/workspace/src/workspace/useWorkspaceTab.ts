// The workspace's tabs and which one is open, kept in the address (`?tab=review`): a reload, a notice or an e-mail
// opens the same tab.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const TABS = [
  { id: 'overview', label: 'Overzicht' },
  { id: 'files', label: 'Bestanden' },
  { id: 'chat', label: 'Chat' },
  { id: 'timeline', label: 'Tijdlijn' },
  { id: 'review', label: 'Goedkeuring' },
  { id: 'payment', label: 'Betaling' },
  { id: 'dispute', label: 'Geschil' },
] as const;

export type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

/** The open tab (the overview when the address names none or an unknown one), and a way to open another. */
export function useWorkspaceTab(): [TabId, (tab: TabId) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isTab(requested) ? requested : 'overview';
  const open = useCallback(
    (next: TabId) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'overview') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, open];
}
