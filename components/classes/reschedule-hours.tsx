import { getTranslations } from 'next-intl/server';
import { formatWallClock, formatWeekday, inWeekOrder } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';
import type { RescheduleWindowView } from '@/lib/schemas/classes';
import { convertWeeklyHours } from '@/lib/tutor-requests/week-time';

/** The tutor's weekly hours, each given in its own zone, as they fall on the viewer's clock in the lesson's week (none: nothing shown). */
export async function RescheduleHours({
  hours,
  title,
  locale,
  zone,
  reference,
}: {
  hours: RescheduleWindowView['tutor_hours'];
  title: string;
  locale: Locale;
  zone: string;
  reference: number;
}) {
  if (!hours.length) return null;
  const t = await getTranslations('Classes');
  const shown = inWeekOrder(
    hours.flatMap((h) => convertWeeklyHours([h], h.time_zone, zone, reference)),
    locale,
  );
  return (
    <section aria-labelledby="tutor-hours-title" className="flex flex-col gap-1" data-testid="reschedule-hours">
      <h2 id="tutor-hours-title" className="text-lg font-bold">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {shown.map((h) => (
          <li key={`${h.weekday}-${h.start_minute}`}>
            {formatWeekday(h.weekday, locale)}:{' '}
            {t('reschedule_range', { start: formatWallClock(h.start_minute, locale), end: formatWallClock(h.end_minute, locale) })}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('times_in_zone', { zone: timeZoneName(zone, locale) })}</p>
    </section>
  );
}
