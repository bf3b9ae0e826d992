import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { ClassFaq } from '@/components/classes/class-faq';
import { SessionItem } from '@/components/classes/session-item';
import { classApi } from '@/lib/api/classes';
import { conversationApi } from '@/lib/api/conversations';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { classLinksFor } from '@/lib/classes/links';
import { threadPath } from '@/lib/conversations/paths';
import { readFlash } from '@/lib/forms/form-post.server';
import { formatNumber, formatPrice, formatWallClock, formatWeekday, formatList } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { timeZoneName } from '@/lib/i18n/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import { FlashNotes } from '@/components/forms/flash-notes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('title') };
}

/**
 * A class for its student or its tutor: the next lesson up top, upcoming and past lessons in the
 * viewer's zone and calendar, prepaid / owed from the ledger, the actions the server allows now,
 * more pages of the class (bills, deposit, packs, survey: lib/classes/links.ts) and the FAQ.
 */
type Search = Promise<Record<string, string | string[] | undefined>>;

/** A long class shows its next and its latest lessons; the rest on asking (`?lessons=all`). */
const LESSONS_SHOWN = 10;

export default async function ClassPage({ params, searchParams }: { params: Promise<{ locale: Locale; id: string }>; searchParams: Search }) {
  const { locale, id } = await params;
  const allLessons = (await searchParams).lessons === 'all';
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const path = `/profile/dashboard/my-classes/${id}`;
  const api = await getServerApiClient();
  const [t, zone, view, flash, thread] = await Promise.all([
    getTranslations('Classes'),
    getTimeZone(),
    onServer(classApi.get(api, Number(id))),
    readFlash(path),
    conversationApi.forClass(api, Number(id)).catch(() => null),
  ]);
  const c = view.class;
  const other = view.role === 'student' ? view.tutor.name : (view.student.name ?? t('student_unnamed'));
  const links = classLinksFor(view);
  const item = (s: (typeof view.upcoming)[number]) => (
    <SessionItem key={s.id} session={s} locale={locale} zone={zone} back={path} classId={c.id} online={c.teaching_mode === 'online'} />
  );
  return (
    <section className="flex flex-col gap-6" data-testid="class-page">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('class_title', { name: other })}</h1>
        <p className="text-sm text-muted">{t(view.role === 'student' ? 'role_student' : 'role_tutor')}</p>
        {/* The pair's one conversation (issue 32) continues here once the class is paid: its thread, on the viewer's side. */}
        <Link
          href={
            thread ? threadPath(view.role, thread.id) : view.role === 'student' ? `/profile/dashboard/messages/new/${view.tutor.slug}` : '/dashboard/messages'
          }
          className="self-start text-brand-700 underline underline-offset-4"
          data-testid="class-messages"
        >
          {t('message_other', { name: other })}
        </Link>
      </div>
      <FlashNotes flash={flash} testId="class-flash" />
      <section aria-labelledby="next-title" className="flex flex-col gap-2">
        <h2 id="next-title" className="text-xl font-bold">
          {t('next')}
        </h2>
        {view.next_session ? <ul data-testid="next-session">{item(view.next_session)}</ul> : <p>{t('no_next')}</p>}
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-gray-200 p-4 text-sm">
        {view.course && (
          <>
            <dt className="text-muted">{t('course')}</dt>
            <dd>{view.course}</dd>
          </>
        )}
        <dt className="text-muted">{t('mode')}</dt>
        <dd>{t(c.teaching_mode === 'online' ? 'online' : 'in_person')}</dd>
        {c.teaching_mode === 'in_person' && c.address && (
          <>
            <dt className="text-muted">{t('address')}</dt>
            <dd data-testid="class-address">{[c.address.area, c.address.directions].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        <dt className="text-muted">{t('length')}</dt>
        <dd>{t('minutes', { minutes: c.session_minutes })}</dd>
        <dt className="text-muted">{t('price')}</dt>
        <dd>{formatPrice(c.unit_price_cents, locale)}</dd>
        <dt className="text-muted">{t('weekly')}</dt>
        <dd>
          {formatList(
            c.weekly_times.map((w) => `${formatWeekday(w.weekday, locale)} ${formatWallClock(w.start_minute, locale)}`),
            locale,
          )}{' '}
          <span className="text-muted">({t('weekly_in_zone', { zone: timeZoneName(c.time_zone, locale) })})</span>
        </dd>
        <dt className="text-muted">{view.owed_cents > 0 ? t('owed') : t('prepaid')}</dt>
        <dd data-testid="class-balance" data-balance-cents={view.balance_cents}>
          {view.owed_cents > 0
            ? formatPrice(view.owed_cents, locale)
            : `${formatPrice(view.prepaid_cents, locale)} · ${t('prepaid_sessions', { count: view.prepaid_sessions })}`}
        </dd>
      </dl>
      <p className="text-sm text-muted">{t('times_in_zone', { zone: timeZoneName(zone, locale) })}</p>
      <section aria-labelledby="upcoming-title" className="flex flex-col gap-2">
        <h2 id="upcoming-title" className="text-xl font-bold">
          {t('upcoming')}
        </h2>
        {view.upcoming.length ? (
          <ul className="flex flex-col gap-3" data-testid="upcoming-sessions">
            {(allLessons ? view.upcoming : view.upcoming.slice(0, LESSONS_SHOWN)).map(item)}
          </ul>
        ) : (
          <p>{t('none_upcoming')}</p>
        )}
      </section>
      <section aria-labelledby="past-title" className="flex flex-col gap-2">
        <h2 id="past-title" className="text-xl font-bold">
          {t('past')}
        </h2>
        {view.past.length ? (
          <ul className="flex flex-col gap-3" data-testid="past-sessions">
            {(allLessons ? view.past : view.past.slice(0, LESSONS_SHOWN)).map(item)}
          </ul>
        ) : (
          <p>{t('none_past')}</p>
        )}
      </section>
      {!allLessons && (view.upcoming.length > LESSONS_SHOWN || view.past.length > LESSONS_SHOWN) && (
        <Link href={`${path}?lessons=all`} className="self-start text-brand-700 underline underline-offset-4" data-testid="all-lessons">
          {t('all_lessons', { count: view.upcoming.length + view.past.length })}
        </Link>
      )}
      {links.length > 0 && (
        <nav aria-label={t('more')} className="flex flex-wrap gap-2" data-testid="class-links">
          {links.map((l) => (
            <Link
              key={l.path}
              href={`${path}/${l.path}`}
              className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800"
              data-testid={`class-link-${l.path}`}
            >
              {t(`links.${l.label}` as 'title')}
            </Link>
          ))}
        </nav>
      )}
      <ClassFaq />
      <p className="text-xs text-muted">#{formatNumber(c.id, locale, { useGrouping: false })}</p>
    </section>
  );
}
