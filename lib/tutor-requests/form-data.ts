import type { FormStep } from '@/lib/schemas/tutor-requests';
import { readDayValue } from '@/lib/forms/day-value';
import { toLatinDigits } from '@/lib/format';

/**
 * The request form's HTML fields → each step's API body (the form works without JavaScript: the
 * browser posts fields, the server converts them). Hour cells are `weekday-minute` checkboxes of
 * one hour each; touching hours of a day become one block.
 */
export function stepBody(step: FormStep, form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? toLatinDigits(value) : '';
  };
  switch (step) {
    case 'class-info':
      return {
        course_id: text('course_id'),
        level: text('level'),
        teaching_mode: text('teaching_mode'),
        sessions_per_week: text('sessions_per_week'),
        session_minutes: text('session_minutes'),
        start_date: readDayValue((name) => form.get(name), 'start_date'),
        group_kind: text('group_kind'),
      };
    case 'student-info':
      return {
        learner: text('learner'),
        learner_name: text('learner_name'),
        age_or_grade: text('age_or_grade'),
        goals: text('goals'),
        tried_before: text('tried_before'),
      };
    case 'calendar':
      return { time_zone: text('time_zone'), weekly_hours: hoursFromCells(form.getAll('cell').map(String)) };
    case 'address-details': {
      const [province, city] = text('city').split(':');
      return { province_id: province ?? '', city_id: city ?? '', area: text('area'), directions: text('directions') };
    }
    case 'teaching-price':
      return { budget_min_cents: euroToCents(text('budget_min_cents')), budget_max_cents: euroToCents(text('budget_max_cents')) };
    case 'supplementary':
      return { gender_preference: text('gender_preference'), contact_method: text('contact_method'), notes: text('notes') };
  }
}

/** "12.5" euros → 1250 cents; anything that is not a number goes on as typed, for the schema's message. */
export function euroToCents(value: string): number | string {
  const clean = value.replace(/[\u066B,]/g, '.').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return clean;
  return Math.round(Number(clean) * 100);
}

export const CELL_MINUTES = 60;

export function hoursFromCells(cells: readonly string[]): Array<{ weekday: number; start_minute: number; end_minute: number }> {
  const picked = cells
    .map((cell) => /^([1-7])-(\d{1,4})$/.exec(cell))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ weekday: Number(m[1]), start: Number(m[2]) }))
    .filter((c) => c.start % CELL_MINUTES === 0 && c.start + CELL_MINUTES <= 1440)
    .sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  const out: Array<{ weekday: number; start_minute: number; end_minute: number }> = [];
  for (const c of picked) {
    const last = out.at(-1);
    if (last && last.weekday === c.weekday && last.end_minute >= c.start) last.end_minute = Math.max(last.end_minute, c.start + CELL_MINUTES);
    else out.push({ weekday: c.weekday, start_minute: c.start, end_minute: c.start + CELL_MINUTES });
  }
  return out;
}
