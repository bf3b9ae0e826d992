import { getTranslations } from 'next-intl/server';
import { formatDate, formatWallClock, intlLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorSessionsView } from '@/lib/schemas/classes';
import { wallClockOf } from '@/lib/tutor-requests/week-time';
import { SessionItem } from './session-item';
import { timeZoneName } from '@/lib/i18n/time-zone';
import { dateTimeFormat } from '@/lib/intl-cache';

const dayKey = (iso: string | number, zone: string) => {
  const w = wallClockOf(typeof iso === 'string' ? Date.parse(iso) : iso, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

/**
 * The tutor dashboard's lessons (issue 30): today's, then the week (Monday first) day by day, all on
 * the tutor's clock, each with what the tutor may do now (mark held, student absent, propose a new
 * time, answer a proposal). `weekStart` is the week's Monday 00:00 in `zone`; the links page by week.
 */
export async function TeacherWeek({
  week,
  locale,
  zone,
  now,
  weekStart,
  prevWeek,
  nextWeek,
  back,
}: {
  week: TutorSessionsView;
  locale: Locale;
  zone: string;
  now: number;
  weekStart: number;
  prevWeek: string;
  nextWeek: string;
  back: string;
}) {
  const t = await getTranslations('Classes');
  const today = dayKey(now, zone);
  const days = Array.from({ length: 7 }, (_, i) => weekStart + i * 86_400_000 + 12 * 3_600_000);
  const byDay = new Map<string, TutorSessionsView['sessions']>();
  for (const s of week.sessions) byDay.set(dayKey(s.starts_at, zone), [...(byDay.get(dayKey(s.starts_at, zone)) ?? []), s]);
  const item = (s: TutorSessionsView['sessions'][number], anchor?: string) => (
    <SessionItem
      key={s.id}
      anchor={anchor}
      session={s}
      locale={locale}
      zone={zone}
      back={back}
      classId={s.class_id}
      online={s.teaching_mode === 'online'}
      extra={
        <p className="text-sm">
          {t('student')}: {s.student.name ?? t('student_unnamed')} ·{' '}
          <Link href={`/profile/dashboard/my-classes/${s.class_id}`} className="text-brand-700 underline underline-offset-4">
            {t('open')}
          </Link>
        </p>
      }
    />
  );
  const todays = byDay.get(today) ?? [];
  return (
    <section aria-labelledby="lessons-title" className="flex flex-col gap-4" id="lessons" data-testid="teacher-lessons">
      <div className="flex flex-col gap-1">
        <h2 id="lessons-title" className="text-xl font-bold">
          {t('teacher_title')}
        </h2>
        <p className="text-sm text-muted">{t('teacher_intro', { zone: timeZoneName(zone, locale) })}</p>
      </div>
      <section aria-labelledby="today-title" className="flex flex-col gap-2">
        <h3 id="today-title" className="font-bold">
          {t('today')}
        </h3>
        {todays.length ? <ul className="flex flex-col gap-3">{todays.map((s) => item(s))}</ul> : <p>{t('today_none')}</p>}
      </section>
      <section aria-labelledby="week-title" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="week-title" className="font-bold">
            {t('week_of', { date: formatDate(new Date(weekStart + 12 * 3_600_000), locale, zone) })}
          </h3>
          <nav className="flex gap-3 text-sm" aria-label={t('week')}>
            <Link href={prevWeek} className="text-brand-700 underline underline-offset-4">
              {t('prev_week')}
            </Link>
            <Link href={nextWeek} className="text-brand-700 underline underline-offset-4">
              {t('next_week')}
            </Link>
          </nav>
        </div>
        {week.sessions.length === 0 && <p>{t('week_none')}</p>}
        <ol className="grid gap-3 lg:grid-cols-7" data-testid="week-view">
          {days.map((noon) => {
            const key = dayKey(noon, zone);
            const list = byDay.get(key) ?? [];
            return (
              <li key={key} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2" data-day={key}>
                <span className={`text-sm font-bold ${key === today ? 'text-brand-800' : ''}`}>
                  {dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', timeZone: zone }).format(noon)}
                </span>
                <ul className="flex flex-col gap-1 text-sm">
                  {list.map((s) => (
                    <li key={s.id} data-state={s.state}>
                      <a href={`#session-${s.id}`} className="text-brand-700 underline underline-offset-4">
                        {formatWallClock(wallClockOf(Date.parse(s.starts_at), zone).minute, locale)}
                      </a>{' '}
                      <span className="text-muted">{t(`states.${s.state}`)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
        <ul className="flex flex-col gap-3" data-testid="week-sessions">
          {week.sessions.map((s) => item(s, `session-${s.id}`))}
        </ul>
      </section>
    </section>
  );
}
