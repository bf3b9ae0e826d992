import { type WeeklyHour, convertWeeklyHours, instantOf, wallClockOf } from '@/lib/tutor-requests/week-time';

/**
 * When a class meets (docs/decisions.md "Classes (issue 30)"): weekly times chosen once, as
 * wall-clock times in the class's zone (the student's), and each occurrence computed from them per
 * calendar date in that zone, so a daylight-saving change never moves a lesson on the student's
 * clock (the tutor sees it move on theirs when only one side changes). Pure.
 */
const STEP_MINUTES = 30;

/**
 * `sessionsPerWeek` session starts of `minutes` each inside the student's weekly hours and the
 * tutor's (converted to the student's zone for the week of `reference`): the earliest start on as
 * many different days as possible, then more on the same days. Without any common time, the
 * student's own hours (the tutor accepted them).
 */
export function chooseWeeklyTimes(
  studentHours: readonly WeeklyHour[],
  zone: string,
  tutorHours: ReadonlyArray<WeeklyHour & { time_zone: string }>,
  sessionsPerWeek: number,
  minutes: number,
  reference: number,
): WeeklyHour[] {
  const tutorInZone = tutorHours.length ? tutorHours.flatMap((h) => convertWeeklyHours([h], h.time_zone, zone, reference)) : [];
  const inside = (weekday: number, start: number, end: number, blocks: readonly WeeklyHour[]) =>
    blocks.some((b) => b.weekday === weekday && b.start_minute <= start && end <= b.end_minute);
  const candidates = (useTutor: boolean) => {
    const out: WeeklyHour[] = [];
    for (const block of [...studentHours].sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute)) {
      for (let start = block.start_minute; start + minutes <= block.end_minute; start += STEP_MINUTES) {
        if (!useTutor || inside(block.weekday, start, start + minutes, tutorInZone))
          out.push({ weekday: block.weekday, start_minute: start, end_minute: start + minutes });
      }
    }
    return out;
  };
  let pool = candidates(tutorInZone.length > 0);
  if (!pool.length) pool = candidates(false);
  const chosen: WeeklyHour[] = [];
  const overlaps = (a: WeeklyHour, b: WeeklyHour) => a.weekday === b.weekday && a.start_minute < b.end_minute && b.start_minute < a.end_minute;
  // First pass: one per day; second: further times on days already used.
  for (const onePerDay of [true, false]) {
    for (const c of pool) {
      if (chosen.length >= sessionsPerWeek) break;
      if (onePerDay && chosen.some((x) => x.weekday === c.weekday)) continue;
      if (chosen.some((x) => overlaps(x, c))) continue;
      chosen.push(c);
    }
  }
  return chosen.sort((a, b) => a.weekday - b.weekday || a.start_minute - b.start_minute);
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

/** Every occurrence of the weekly times whose start is in [from, until), in order. */
export function occurrences(weeklyTimes: readonly WeeklyHour[], zone: string, from: Date, until: Date): Occurrence[] {
  const out: Occurrence[] = [];
  if (!weeklyTimes.length) return out;
  const start = wallClockOf(from.getTime(), zone);
  // Walk calendar dates in the zone (UTC date arithmetic on the local date: no DST in it).
  for (let i = 0; ; i += 1) {
    const d = new Date(Date.UTC(start.year, start.month - 1, start.day + i));
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const weekday = ((d.getUTCDay() + 6) % 7) + 1;
    const dayStart = instantOf(date, 0, zone);
    if (dayStart >= until.getTime()) break;
    for (const time of weeklyTimes) {
      if (time.weekday !== weekday) continue;
      const s = instantOf(date, time.start_minute, zone);
      const e = s + (time.end_minute - time.start_minute) * 60_000;
      if (s >= from.getTime() && s < until.getTime()) out.push({ startsAt: new Date(s), endsAt: new Date(e) });
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Whether [startsAt, endsAt) lies inside one of the tutor's weekly hours on the tutor's clock that day. */
export function insideTutorHours(startsAt: Date, endsAt: Date, tutorHours: ReadonlyArray<WeeklyHour & { time_zone: string }>): boolean {
  return tutorHours.some((h) => {
    const s = wallClockOf(startsAt.getTime(), h.time_zone);
    const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
    return s.weekday === h.weekday && h.start_minute <= s.minute && s.minute + minutes <= h.end_minute;
  });
}
