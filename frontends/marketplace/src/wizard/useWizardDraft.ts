// The create wizard's draft: what she typed and the step she was on, kept in this browser per user, so a reload or a
// closed tab loses nothing. Cleared once the assignment is created (decision 068).
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyWizard, type WizardValues } from './wizardRules';

export interface WizardDraft {
  values: WizardValues;
  step: number;
}

export const draftKey = (userId: string) => `clipwerk.wizard-draft.${userId}`;

/** A stored draft over today's empty form (fields added since it was written start empty); null when none. */
export function readDraft(userId: string | undefined, now = new Date()): WizardDraft | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(window.localStorage.getItem(draftKey(userId)) ?? 'null') as Partial<WizardDraft> | null;
    if (!stored || typeof stored.values !== 'object') return null;
    return { values: { ...emptyWizard(now), ...stored.values }, step: Number(stored.step) || 0 };
  } catch {
    return null;
  }
}

export function useWizardDraft(userId: string | undefined) {
  const [draft, setDraft] = useState<WizardDraft>(() => readDraft(userId) ?? { values: emptyWizard(), step: 0 });
  const cleared = useRef(false);

  useEffect(() => {
    if (!userId || cleared.current) return;
    try {
      window.localStorage.setItem(draftKey(userId), JSON.stringify(draft));
    } catch {
      // A full or blocked storage only costs the draft.
    }
  }, [userId, draft]);

  const setValues = useCallback(
    (change: (current: WizardValues) => WizardValues) => setDraft((current) => ({ ...current, values: change(current.values) })),
    [],
  );
  const setStep = useCallback((step: number) => setDraft((current) => ({ ...current, step })), []);
  const clear = useCallback(() => {
    cleared.current = true;
    if (userId) window.localStorage.removeItem(draftKey(userId));
  }, [userId]);

  return { values: draft.values, step: draft.step, setValues, setStep, clear };
}
