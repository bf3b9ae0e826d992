import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { ClassActionForm } from '@/components/classes/class-action-form';
import { RescheduleHours } from '@/components/classes/reschedule-hours';
import { InputField, SubmitButton } from '@/components/tutor-requests/fields';
import { classApi } from '@/lib/api/classes';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { lessonPage } from '@/lib/classes/pages.server';
import { readFlash } from '@/lib/forms/form-post.server';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';
import { FlashNotes } from '@/components/forms/flash-notes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('propose') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * A new time for one lesson, proposed by either side: the rule it must meet, the tutor's weekly
 * hours in the viewer's zone, and the form (posts without JavaScript; a refusal comes back here with
 * its message under the field). `?back=` is the page it was opened from (the class, or the tutor's week).
 */
export default async function ReschedulePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale; id: string; sessionId: string }>;
  searchParams: Search;
}) {
  const { locale, ...ids } = await params;
  const path = `/profile/dashboard/my-classes/${ids.id}/reschedule/${ids.sessionId}`;
  const [t, zone, { view, session, classPath, back }, limits, flash] = await Promise.all([
    getTranslations('Classes'),
    getTimeZone(),
    lessonPage(ids, (await searchParams).back),
    // Its own 404 for a lesson not the viewer's (or a malformed id: the API's 422, the 404 page too).
    getServerApiClient().then((api) => onServer(classApi.rescheduleWindow(api, Number(ids.sessionId)))),
    readFlash(path),
  ]);
  const other = view.role === 'student' ? view.tutor.name : (view.student.name ?? t('student_unnamed'));
  const fieldError = flash?.errors?.starts_at;
  return (
    <section className="flex flex-col gap-4" data-testid="reschedule-page">
      <h1 className="text-2xl font-bold">{t('reschedule_title', { time: formatDateTime(session.starts_at, locale, zone) })}</h1>
      {/* A refusal of the time itself shows under its field instead. */}
      <FlashNotes flash={fieldError ? null : flash} testId="reschedule-flash" />
      {session.actions.includes('propose_reschedule') ? (
        <>
          <p>{t('reschedule_intro', { name: other })}</p>
          <p>{t('reschedule_rule', { notice: limits.notice_minutes, minutes: view.class.session_minutes })}</p>
          <RescheduleHours
            hours={limits.tutor_hours}
            title={view.role === 'tutor' ? t('reschedule_hours_tutor') : t('reschedule_hours_student', { name: view.tutor.name })}
            locale={locale}
            zone={zone}
            reference={Date.parse(session.starts_at)}
          />
          <ClassActionForm locale={locale} action="reschedule" id={session.id} back={back} again={path} className="flex flex-col gap-3" label={t('propose')}>
            <input type="hidden" name="time_zone" value={zone} />
            <InputField
              name="starts_at"
              type="datetime-local"
              step={1800}
              label={t('propose_label', { zone: timeZoneName(zone, locale) })}
              value={flash?.values?.starts_at}
              error={fieldError}
              required
            />
            <div className="flex flex-wrap gap-2">
              <SubmitButton>{t('propose_send')}</SubmitButton>
              <Link href={back} className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800">
                {t('reschedule_keep')}
              </Link>
            </div>
          </ClassActionForm>
        </>
      ) : (
        <>
          <p>{t('reschedule_not_possible')}</p>
          <Link href={classPath} className="self-start text-brand-700 underline underline-offset-4">
            {t('back_to_class')}
          </Link>
        </>
      )}
    </section>
  );
}
