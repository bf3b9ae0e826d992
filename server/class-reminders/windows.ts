/**
 * Which reminder a session is due for at an instant (docs/decisions.md "Class reminders"): the
 * 24-hour one while it starts in (1 h, 24 h], the 1-hour one while it starts in (0, 1 h]. Pure:
 * the sweep asks it with its own clock, the unit tests with fixed ones.
 */
export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const HOUR = 60 * 60 * 1000;
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '24h': 24 * HOUR, '1h': HOUR };

export function reminderDue(startsAt: Date, now: Date): ReminderKind | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return null;
  if (ahead <= REMINDER_LEAD_MS['1h']) return '1h';
  if (ahead <= REMINDER_LEAD_MS['24h']) return '24h';
  return null;
}

/** Once per reminder and recipient: a moved session (a new start) is a new event. */
export function reminderEventKey(sessionId: number, kind: ReminderKind, startsAt: Date): string {
  return `class-reminder:${sessionId}:${kind}:${startsAt.getTime()}`;
}

/** The lesson's join page on our site (the classes core's: it opens the room for the two of them, at the right time). */
export function joinPagePath(sessionId: number): string {
  return `/profile/dashboard/my-classes/join/${sessionId}`;
}
