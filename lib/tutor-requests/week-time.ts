/**
 * Weekly hours as wall-clock times in an IANA zone (ISO weekday 1 = Monday, minutes from midnight,
 * half-open [start, end)), and their conversion to absolute time. A lesson is agreed in the
 * student's zone; the tutor sees it in theirs for the week in question, so daylight-saving changes
 * move it on the tutor's clock, never on the student's (docs/decisions.md, issue 17).
 */
export interface WeeklyHour {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export const MINUTES_PER_WEEK = 7 * 24 * 60;
/** Holds and the calendar grid work in half hours. */
export const SLOT_MINUTES = 30;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    offsetFormatters.set(zone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in `zone` at `instant`. */
export function wallClockOf(instant: number, zone: string): { year: number; month: number; day: number; weekday: number; minute: number } {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday!]!,
    minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** Minutes the zone is ahead of UTC at `instant`. */
export function offsetMinutes(zone: string, instant: number): number {
  const w = wallClockOf(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, 0, w.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time happens in `zone`. A time in the spring-forward gap moves forward
 * by the gap; a time that happens twice (fall back) is the earlier one.
 */
export function instantOf(date: { year: number; month: number; day: number }, minute: number, zone: string): number {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minute);
  const first = naive - offsetMinutes(zone, naive) * 60_000;
  const second = naive - offsetMinutes(zone, first) * 60_000;
  if (second === first) {
    // Ambiguous hour: prefer the earlier instant when an hour earlier maps to the same wall clock.
    const earlier = first - 60 * 60_000;
    const w = wallClockOf(earlier, zone);
    const want = wallClockOf(first, zone);
    return w.day === want.day && w.minute === want.minute ? earlier : first;
  }
  // In a gap neither guess round-trips: take the later offset's instant (moves the time forward).
  return Math.max(first, second);
}

/** The local date in `zone` of ISO weekday `weekday` in the week (Monday first) that holds `reference`. */
export function dateOfWeekday(reference: number, weekday: number, zone: string): { year: number; month: number; day: number } {
  const w = wallClockOf(reference, zone);
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + (weekday - w.weekday)));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Minute of the UTC week (Monday 00:00 UTC = 0) of an instant. */
export function utcWeekMinute(instant: number): number {
  const d = new Date(instant);
  const isoWeekday = ((d.getUTCDay() + 6) % 7) + 1;
  return (isoWeekday - 1) * 1440 + d.getUTCHours() * 60 + d.getUTCMinutes();
}

// Matching converts the same few (zone, day, hours) thousands of times per request: remembered per reference instant.
const rangeCache = new Map<string, [number, number]>();

/** One weekly hour as [start, end) minutes of the UTC week, in the week of `reference` (may wrap past the week's end). */
export function toUtcWeekRange(hour: WeeklyHour, zone: string, reference: number): [number, number] {
  const key = `${zone}|${reference}|${hour.weekday}|${hour.start_minute}|${hour.end_minute}`;
  const known = rangeCache.get(key);
  if (known) return known;
  if (rangeCache.size > 50_000) rangeCache.clear();
  const range = computeUtcWeekRange(hour, zone, reference);
  rangeCache.set(key, range);
  return range;
}

function computeUtcWeekRange(hour: WeeklyHour, zone: string, reference: number): [number, number] {
  const date = dateOfWeekday(reference, hour.weekday, zone);
  const start = instantOf(date, hour.start_minute, zone);
  const end = instantOf(date, hour.end_minute, zone);
  const s = utcWeekMinute(start);
  return [s, s + Math.round((end - start) / 60_000)];
}

/** The half-hour slots of the UTC week (0…335) these hours cover in the week of `reference`. */
export function utcSlots(hours: readonly WeeklyHour[], zone: string, reference: number): Set<number> {
  const slots = new Set<number>();
  const perWeek = MINUTES_PER_WEEK / SLOT_MINUTES;
  for (const hour of hours) {
    const [s, e] = toUtcWeekRange(hour, zone, reference);
    for (let m = Math.floor(s / SLOT_MINUTES) * SLOT_MINUTES; m < e; m += SLOT_MINUTES) slots.add((((m / SLOT_MINUTES) % perWeek) + perWeek) % perWeek);
  }
  return slots;
}

/** Minutes of overlap between two sets of weekly hours, each in its own zone, compared in UTC for the week of `reference`. */
export function overlapMinutes(
  a: readonly WeeklyHour[],
  aZone: string,
  b: ReadonlyArray<WeeklyHour & { time_zone?: string }>,
  bZone: string,
  reference: number,
): number {
  const ranges = (hours: ReadonlyArray<WeeklyHour & { time_zone?: string }>, zone: string) =>
    hours.flatMap((h) => {
      const [s, e] = toUtcWeekRange(h, h.time_zone ?? zone, reference);
      // A range past the week's end also counts at the week's start.
      return e > MINUTES_PER_WEEK ? [[s, e] as const, [s - MINUTES_PER_WEEK, e - MINUTES_PER_WEEK] as const] : [[s, e] as const];
    });
  let total = 0;
  for (const [as, ae] of ranges(a, aZone)) for (const [bs, be] of ranges(b, bZone)) total += Math.max(0, Math.min(ae, be) - Math.max(as, bs));
  return total;
}

/**
 * Weekly hours agreed in `fromZone` as they fall on the clock in `toZone` in the week of
 * `reference` (a block that crosses midnight there is split in two).
 */
export function convertWeeklyHours(hours: readonly WeeklyHour[], fromZone: string, toZone: string, reference: number): WeeklyHour[] {
  const out: WeeklyHour[] = [];
  for (const hour of hours) {
    const date = dateOfWeekday(reference, hour.weekday, fromZone);
    const start = instantOf(date, hour.start_minute, fromZone);
    const end = instantOf(date, hour.end_minute, fromZone);
    const ws = wallClockOf(start, toZone);
    const length = Math.round((end - start) / 60_000);
    let startMinute = ws.minute;
    let weekday = ws.weekday;
    let left = length;
    while (left > 0) {
      const chunk = Math.min(left, 1440 - startMinute);
      out.push({ weekday, start_minute: startMinute, end_minute: startMinute + chunk });
      left -= chunk;
      startMinute = 0;
      weekday = (weekday % 7) + 1;
    }
  }
  return out.sort((x, y) => x.weekday - y.weekday || x.start_minute - y.start_minute);
}
