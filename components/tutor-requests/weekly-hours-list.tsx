import { getTranslations } from 'next-intl/server';
import { formatWallClock, formatWeekday, inWeekOrder } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { WeeklyHourValue } from '@/lib/schemas/tutor-requests';

/** Weekly hours as "Monday 17:00–19:00" lines (already on the reader's clock), in the reader's week order. */
export async function WeeklyHoursList({ hours, locale }: { hours: readonly WeeklyHourValue[]; locale: Locale }) {
  const t = await getTranslations('TutorRequest');
  return (
    <ul className="mt-1 flex flex-col gap-0.5" data-testid="weekly-hours">
      {inWeekOrder(hours, locale).map((h) => (
        <li key={`${h.weekday}-${h.start_minute}`}>
          {formatWeekday(h.weekday, locale)}{' '}
          {t('hours_range', { start: formatWallClock(h.start_minute, locale), end: formatWallClock(h.end_minute % 1440, locale) })}
        </li>
      ))}
    </ul>
  );
}
