const DAY_MS = 24 * 3600 * 1000;

/** A reminder before a deadline: half way through its window, or a day before its end. */
export type ReminderStage = 'half' | 'last_day';

export interface DeadlineReminder {
  stage: ReminderStage;
  at: Date;
}

/**
 * When the party who must act is reminded, in order: half way through the window, and a day before its end. A
 * window shorter than two days gets the half-way reminder alone (a day before would come first, or at once).
 */
export function deadlineReminders(startAt: Date, dueAt: Date): DeadlineReminder[] {
  const window = dueAt.getTime() - startAt.getTime();
  if (window <= 0) return [];
  const reminders: DeadlineReminder[] = [{ stage: 'half', at: new Date(startAt.getTime() + window / 2) }];
  if (window >= 2 * DAY_MS) reminders.push({ stage: 'last_day', at: new Date(dueAt.getTime() - DAY_MS) });
  return reminders;
}

/**
 * What a reminder run does now, given how many reminders were sent: the latest reminder that is due (earlier ones
 * it passed are skipped, one reminder is enough), how many are then sent, and when the next one is due (null: none).
 */
export function reminderDue(
  reminders: DeadlineReminder[],
  sent: number,
  now: Date,
): { send: DeadlineReminder | null; sent: number; nextAt: Date | null } {
  let last = -1;
  reminders.forEach((reminder, index) => {
    if (index >= sent && reminder.at.getTime() <= now.getTime()) last = index;
  });
  const after = last >= 0 ? last + 1 : sent;
  return { send: last >= 0 ? reminders[last] : null, sent: after, nextAt: reminders[after]?.at ?? null };
}
