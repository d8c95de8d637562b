import { deadlineReminders, reminderDue } from './deadline-reminders';

const start = new Date('2026-12-01T10:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe('deadline reminders', () => {
  it('reminds half way and a day before the end of a week', () => {
    expect(deadlineReminders(start, minutes(7 * 24 * 60))).toEqual([
      { stage: 'half', at: minutes(3.5 * 24 * 60) },
      { stage: 'last_day', at: minutes(6 * 24 * 60) },
    ]);
  });

  it('reminds half way only when the window is shorter than two days', () => {
    expect(deadlineReminders(start, minutes(3))).toEqual([{ stage: 'half', at: minutes(1.5) }]);
    expect(deadlineReminders(start, minutes(2 * 24 * 60 - 1))).toHaveLength(1);
  });

  it('sends the latest reminder due and skips the ones it passed', () => {
    const reminders = deadlineReminders(start, minutes(7 * 24 * 60));
    expect(reminderDue(reminders, 0, minutes(60))).toEqual({ send: null, sent: 0, nextAt: reminders[0].at });
    expect(reminderDue(reminders, 0, minutes(4 * 24 * 60))).toEqual({ send: reminders[0], sent: 1, nextAt: reminders[1].at });
    expect(reminderDue(reminders, 0, minutes(6.5 * 24 * 60))).toEqual({ send: reminders[1], sent: 2, nextAt: null });
    expect(reminderDue(reminders, 2, minutes(6.5 * 24 * 60))).toEqual({ send: null, sent: 2, nextAt: null });
  });
});
