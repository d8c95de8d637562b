// What each party must do next and by when, from the deadlines projects sent; every Dutch word of it in one place.
import { formatDayMonth, formatTimeLeft } from '@clipwerk/ui';
import type { ProjectDeadlines } from '@clipwerk/contracts/projects';

export const DEADLINE_TEXTS = {
  label: 'Volgende stap',
  reviewOwner: 'Beoordeel de oplevering: keur goed of vraag een revisie.',
  reviewCreator: 'Het bedrijf beoordeelt je oplevering.',
  reviewLeft: (left: string) => `Nog ${left} om te beoordelen`,
  reviewPassed: 'De beoordelingstermijn is voorbij: de oplevering wordt automatisch goedgekeurd.',
  finalOwner: 'Betaal de eindbetaling om de content vrij te geven.',
  finalCreator: 'Het bedrijf betaalt de eindbetaling.',
  finalLeft: (left: string) => `Eindbetaling verschuldigd over ${left}`,
  finalPassed: (late: string) => `Eindbetaling ${late} te laat`,
  deliveryCreator: 'Lever je content op vóór de opleverdatum.',
  deliveryOwner: 'De creator werkt aan de oplevering.',
  deliveryDate: (date: string) => `Opleverdatum: ${date}`,
  deliveryLeft: (left: string) => `nog ${left}`,
  deliveryPassed: 'De opleverdatum is verstreken zonder oplevering.',
  cancel: 'Opdracht annuleren',
  cancelConfirm:
    'De opdracht wordt geannuleerd en je aanbetaling volledig terugbetaald. De creator krijgt hiervan bericht. Weet je het zeker?',
  cancelKeep: 'Nee, wachten',
  cancelled: 'Opdracht geannuleerd. De aanbetaling wordt volledig terugbetaald.',
} as const;

export interface NextStep {
  /** What the party looking at the workspace does (or waits for) now. */
  action: string;
  /** By when, as a countdown or a date; null without a deadline. */
  when: string | null;
  overdue: boolean;
  /** The company may cancel: the delivery date passed with nothing handed in. */
  canCancel: boolean;
}

const timeLeft = (dueAt: string, now: Date) => new Date(dueAt).getTime() - now.getTime();

/** The step the project is in, from whichever deadline projects says applies; null when none does. */
export function nextStep(deadlines: ProjectDeadlines | undefined, isOwner: boolean, now: Date): NextStep | null {
  if (deadlines?.reviewDueAt) {
    const left = timeLeft(deadlines.reviewDueAt, now);
    return {
      action: isOwner ? DEADLINE_TEXTS.reviewOwner : DEADLINE_TEXTS.reviewCreator,
      when: left > 0 ? DEADLINE_TEXTS.reviewLeft(formatTimeLeft(left)) : DEADLINE_TEXTS.reviewPassed,
      overdue: left <= 0,
      canCancel: false,
    };
  }
  if (deadlines?.finalPaymentDueAt) {
    const left = timeLeft(deadlines.finalPaymentDueAt, now);
    return {
      action: isOwner ? DEADLINE_TEXTS.finalOwner : DEADLINE_TEXTS.finalCreator,
      when: left > 0 ? DEADLINE_TEXTS.finalLeft(formatTimeLeft(left)) : DEADLINE_TEXTS.finalPassed(formatTimeLeft(-left)),
      overdue: left <= 0,
      canCancel: false,
    };
  }
  if (deadlines?.deliveryDueAt) {
    const left = timeLeft(deadlines.deliveryDueAt, now);
    const date = DEADLINE_TEXTS.deliveryDate(formatDayMonth(deadlines.deliveryDueAt));
    return {
      action:
        left > 0 ? (isOwner ? DEADLINE_TEXTS.deliveryOwner : DEADLINE_TEXTS.deliveryCreator) : DEADLINE_TEXTS.deliveryPassed,
      when: left > 0 ? `${date} (${DEADLINE_TEXTS.deliveryLeft(formatTimeLeft(left))})` : date,
      overdue: left <= 0,
      canCancel: isOwner && left <= 0,
    };
  }
  return null;
}
