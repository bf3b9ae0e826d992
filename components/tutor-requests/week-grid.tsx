import { getTranslations } from 'next-intl/server';
import { WEEK_STARTS_ON, formatWallClock, intlLocale } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { CELL_MINUTES } from '@/lib/tutor-requests/form-data';
import { dateTimeFormat } from '@/lib/intl-cache';

const FIRST_HOUR = 7;
const LAST_HOUR = 23;

/**
 * The calendar step's week: one checkbox per hour and day, columns in the page's week (Saturday
 * first with Jalali dates and Persian digits in `fa`, Sunday first and Gregorian in English), for
 * the week the lessons start. Plain HTML: it posts without JavaScript.
 */
export async function WeekGrid({ locale, startDate, hours }: { locale: Locale; startDate: string | null; hours: readonly WeeklyHourValue[] }) {
  const t = await getTranslations('TutorRequest');
  const base = startDate ? new Date(`${startDate}T12:00:00Z`) : new Date();
  const diff = (base.getUTCDay() - WEEK_STARTS_ON[locale] + 7) % 7;
  const first = Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() - diff, 12);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(first + i * 86_400_000);
    return { iso: ((date.getUTCDay() + 6) % 7) + 1, date };
  });
  const weekday = dateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  const narrowWeekday = dateTimeFormat(intlLocale(locale), { weekday: 'narrow', timeZone: 'UTC' });
  const dayMonth = dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDate = dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const picked = (iso: number, minute: number) => hours.some((h) => h.weekday === iso && h.start_minute <= minute && minute + CELL_MINUTES <= h.end_minute);
  const rows = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => (FIRST_HOUR + i) * 60);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-bold">{t('calendar_legend')}</legend>
      <p className="text-sm text-muted" data-testid="calendar-week">
        {t('calendar_week_of', { date: longDate.format(days[0]!.date) })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-center text-xs" data-testid="week-grid">
          <thead>
            <tr>
              <th scope="col" className="w-12" />
              {days.map((d) => (
                <th key={d.iso} scope="col" className="px-0.5 pb-1 font-bold" data-testid="week-grid-day" data-weekday={d.iso}>
                  {/* A phone's seven columns fit a letter each (the narrow weekday); the whole name is still what is read out. */}
                  <span className="sr-only sm:not-sr-only sm:block">{weekday.format(d.date)}</span>
                  <span className="block sm:hidden" aria-hidden="true">
                    {narrowWeekday.format(d.date)}
                  </span>
                  <span className="block font-normal text-muted">{dayMonth.format(d.date)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((minute) => (
              <tr key={minute} className="border-t border-gray-100">
                <th scope="row" className="py-1 font-normal text-muted">
                  {formatWallClock(minute, locale)}
                </th>
                {days.map((d) => (
                  <td key={d.iso} className="p-0.5">
                    <label className="flex h-8 items-center justify-center rounded has-checked:bg-brand-100">
                      <input
                        type="checkbox"
                        name="cell"
                        value={`${d.iso}-${minute}`}
                        defaultChecked={picked(d.iso, minute)}
                        aria-label={t('hour_cell', { day: weekday.format(d.date), time: formatWallClock(minute, locale) })}
                        className="size-4"
                      />
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
