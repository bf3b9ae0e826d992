import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { countriesQuery } from '@/lib/api/countries';
import { offlineCitiesQuery, tutoringCoursesQuery } from '@/lib/api/search-box';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { formatDateTime } from '@/lib/format';
import { timeZoneChoices } from '@/lib/i18n/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { fetchOnServer } from '@/lib/query-client.server';
import { APPLICATION_STEPS, type ApplicationStep, type TutorApplicationView, type StepData } from '@/lib/schemas/tutor-applications';
import { AgreementForm } from './agreement-form';
import { type CourseTreeGroup, TeachingCoursesForm } from './courses-form';
import { EducationResumeForm, OldTeacherForm, PersonalInfoForm, PostalAddressForm, TeachingExperiencesForm, TeachingInfoForm } from './step-forms';
import { UploadDocumentsStep, UploadPictureStep, UploadVideoStep } from './upload-steps';

export type FlowPage = ApplicationStep | 'submit';
const FLOW: readonly FlowPage[] = [...APPLICATION_STEPS, 'submit'];

export function stepMetadata(step: FlowPage) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations('StartTeaching');
    return { title: `${t(`steps.${step}`)} · ${t('title')}`, robots: { index: false, follow: false } };
  };
}

/** The applicant's application; once sent (or approved), the API's 302 takes them to tracking or the dashboard. */
export async function editableApplication(): Promise<TutorApplicationView> {
  const client = await getServerApiClient();
  const view = await onServer(tutorApplicationApi.view(client));
  if (!view.editable) await onServer(tutorApplicationApi.resume(client));
  return view;
}

/** Every step's frame: where the applicant is (step n of 12, which are done), the step's title and form. */
export async function StepFrame({ step, view, children }: { step: FlowPage; view: TutorApplicationView; children: ReactNode }) {
  const t = await getTranslations('StartTeaching');
  const index = FLOW.indexOf(step);
  const previous = FLOW[index - 1];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted" data-testid="step-progress">
          {t('progress', { current: index + 1, total: FLOW.length })}
        </p>
        <progress max={FLOW.length} value={index + 1} aria-label={t('steps_nav')} className="h-2 w-full" />
        <h1 className="text-2xl font-bold">{t(`steps.${step}`)}</h1>
      </div>
      {view.state === 'changes_requested' && view.review_note && (
        <p className="rounded-xl border border-amber-600 bg-amber-50 p-4" role="note">
          <strong>{t('what_to_change')}: </strong>
          <span dir="auto">{view.review_note}</span>
        </p>
      )}
      {children}
      <nav aria-label={t('steps_nav')} className="flex flex-col gap-3 border-t border-gray-200 pt-4">
        {previous && (
          <Link href={`/start-teaching/${previous}`} className="self-start text-brand-700 underline underline-offset-4">
            {t('back')}
          </Link>
        )}
        <details>
          <summary className="cursor-pointer font-medium">{t('steps_nav')}</summary>
          <ol className="mt-2 flex flex-col gap-1 ps-2">
            {FLOW.map((page, i) => {
              const done = page !== 'submit' && view.done.includes(page);
              return (
                <li key={page}>
                  <Link
                    href={`/start-teaching/${page}`}
                    aria-current={page === step ? 'step' : undefined}
                    className={`inline-flex min-h-10 items-center gap-2 ${page === step ? 'font-bold' : ''} text-brand-700 underline underline-offset-4`}
                  >
                    {i + 1}. {t(`steps.${page}`)}
                    {done && <span className="text-sm text-green-900 no-underline">({t('done')})</span>}
                  </Link>
                </li>
              );
            })}
          </ol>
        </details>
      </nav>
    </div>
  );
}

export async function courseTree(): Promise<CourseTreeGroup[]> {
  const locale = await getLocale();
  const courses = await fetchOnServer(tutoringCoursesQuery(getServerApiClient, locale));
  const groups = new Map<number, CourseTreeGroup>();
  for (const course of courses) {
    const group = groups.get(course.course_group_id) ?? { id: course.course_group_id, name: course.group_name, courses: [] };
    group.courses.push({ id: course.id, name: course.name });
    groups.set(course.course_group_id, group);
  }
  return [...groups.values()];
}

/** The form (or uploader) of one data step, filled with what was saved. */
async function stepBody(step: ApplicationStep, view: TutorApplicationView): Promise<ReactNode> {
  const locale = (await getLocale()) as Locale;
  const saved = view.steps[step as keyof typeof view.steps] as never;
  switch (step) {
    case 'personal-info':
    case 'postal-address': {
      const countries = await fetchOnServer(countriesQuery(getServerApiClient, locale));
      return step === 'personal-info' ? (
        <PersonalInfoForm initial={saved} countries={countries} />
      ) : (
        <PostalAddressForm initial={saved} countries={countries} />
      );
    }
    case 'education-resume':
      return <EducationResumeForm initial={saved} />;
    case 'old-teacher':
      return <OldTeacherForm initial={saved} />;
    case 'teaching-courses':
      return <TeachingCoursesForm initial={saved} tree={await courseTree()} />;
    case 'teaching-experiences':
      return <TeachingExperiencesForm initial={saved} />;
    case 'teaching-info': {
      const cities = await fetchOnServer(offlineCitiesQuery(getServerApiClient, locale));
      return <TeachingInfoForm initial={saved} cities={cities} zones={timeZoneChoices(locale)} defaultZone={await getTimeZone()} />;
    }
    case 'upload-picture': {
      const data = saved as StepData<'upload-picture'> | undefined;
      return <UploadPictureStep current={data ? (view.files[data.upload_id] ?? null) : null} />;
    }
    case 'upload-video': {
      const data = saved as StepData<'upload-video'> | undefined;
      return <UploadVideoStep current={data ? (view.files[data.upload_id] ?? null) : null} />;
    }
    case 'upload-documents': {
      const data = saved as StepData<'upload-documents'> | undefined;
      const docs = (data?.documents ?? []).map((d) => ({ ...d, name: view.files[d.upload_id]?.file_name ?? d.upload_id }));
      return <UploadDocumentsStep current={docs} />;
    }
    case 'sign-agreement':
      return <AgreementStep view={view} />;
  }
}

async function AgreementStep({ view }: { view: TutorApplicationView }) {
  const [t, locale, zone] = await Promise.all([getTranslations('StartTeaching'), getLocale() as Promise<Locale>, getTimeZone()]);
  const { agreement } = view;
  const personal = view.steps['personal-info'] as StepData<'personal-info'> | undefined;
  const current = agreement.signed_version === agreement.version;
  return (
    <div className="flex flex-col gap-4">
      <article aria-labelledby="agreement-title" className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4" data-testid="agreement-text">
        <h2 id="agreement-title" className="text-xl font-bold">
          {t('agreement_heading')}
        </h2>
        <p className="text-sm text-muted">{t('agreement_version', { version: agreement.version })}</p>
        {([1, 2, 3, 4, 5, 6] as const).map((n) => (
          <p key={n}>{t(`agreement_p${n}`)}</p>
        ))}
      </article>
      {current && agreement.signed_at && (
        <p role="status" className="font-bold text-green-900">
          {t('signed_as', { date: formatDateTime(agreement.signed_at, locale, zone), name: agreement.full_name ?? '' })}
        </p>
      )}
      {!current && agreement.signed_version && <p className="rounded-lg bg-amber-50 p-3">{t('new_version')}</p>}
      <AgreementForm version={agreement.version} name={agreement.full_name ?? (personal ? `${personal.first_name} ${personal.last_name}` : '')} />
    </div>
  );
}

/** A data step's page: `export default stepPage('personal-info')`. */
export function stepPage(step: ApplicationStep) {
  return async function StepPage() {
    const view = await editableApplication();
    return (
      <StepFrame step={step} view={view}>
        {await stepBody(step, view)}
      </StepFrame>
    );
  };
}
