import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { TeacherWeek } from '@/components/classes/teacher-week';
import { classApi } from '@/lib/api/classes';
import { instantOf, wallClockOf } from '@/lib/tutor-requests/week-time';
import { now as serverNow } from '@/server/shared/clock';
import { TeacherOverviewView } from '@/components/teacher/teacher-overview';
import { FlashNotes } from '@/components/forms/flash-notes';
import { HOME_OFFERS, TeacherOffers } from '@/components/tutor-requests/teacher-offers';
import { HOME_REVIEWS, TeacherReviews } from '@/components/reviews/teacher-reviews';
import { reviewApi } from '@/lib/api/reviews';
import { teacherApi } from '@/lib/api/teacher';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/forms/form-post.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Teacher');
  return { title: t('title') };
}

const DAY = 86_400_000;

/** Monday 00:00 (in `zone`) of the week holding `at`, or of the week `?week=YYYY-MM-DD` names. */
function weekStartOf(at: number, zone: string, param?: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(param ?? '');
  const ref = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12) : at;
  const w = wallClockOf(ref, zone);
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - (w.weekday - 1)));
  return instantOf({ year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() }, 0, zone);
}

const isoDay = (instant: number, zone: string) => {
  const w = wallClockOf(instant, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
};

export default async function TeacherDashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ week?: string | string[] }>;
}) {
  const { locale } = await params;
  const { week: weekParam } = await searchParams;
  const client = await getServerApiClient();
  const overview = await onServer(teacherApi.overview(client));
  const [offers, flash, reviews] = overview.profile
    ? await Promise.all([
        onServer(tutorRequestApi.offers(client, 'open', 1, HOME_OFFERS)),
        readFlash('/dashboard'),
        onServer(reviewApi.teacherReviews(client, 1, HOME_REVIEWS)),
      ])
    : [null, null, null];
  const zone = await getTimeZone();
  const now = serverNow().getTime();
  const weekStart = weekStartOf(now, zone, typeof weekParam === 'string' ? weekParam : undefined);
  const week = overview.profile ? await onServer(classApi.tutorSessions(client, new Date(weekStart).toISOString(), 7)) : null;
  const back = typeof weekParam === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(weekParam) ? `/dashboard?week=${weekParam}` : '/dashboard';
  return (
    <div className="flex flex-col gap-8">
      <FlashNotes flash={flash} testId="dashboard-flash" />
      {week && (
        <TeacherWeek
          week={week}
          locale={locale}
          zone={zone}
          now={now}
          weekStart={weekStart}
          prevWeek={`/dashboard?week=${isoDay(weekStart - 3 * DAY, zone)}`}
          nextWeek={`/dashboard?week=${isoDay(weekStart + 10 * DAY, zone)}`}
          back={back}
        />
      )}
      {offers && <TeacherOffers page={offers} filter="open" locale={locale} back="/dashboard" home />}
      <TeacherOverviewView overview={overview} />
      {reviews && <TeacherReviews page={reviews} home />}
    </div>
  );
}
