import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/tutor-requests/action-form';
import { SelectField, SubmitButton } from '@/components/tutor-requests/fields';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient } from '@/lib/api-client.server';
import { requireSessionUser } from '@/lib/auth/session.server';
import type { Locale } from '@/lib/i18n/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Spec §2 `/tutor-suggestion`: "suggest me a tutor" without a list: choose the course, we find the tutors. */
export default async function TutorSuggestionPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ course_id?: string; city_id?: string }>;
}) {
  const { locale } = await params;
  await requireSessionUser();
  const query = await searchParams;
  const client = await getServerApiClient();
  const [t, courses, cities] = await Promise.all([getTranslations('TutorRequest'), tutorRequestApi.courses(client), tutorRequestApi.cities(client)]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('suggestion_title')}</h1>
      <p>{t('suggestion_intro')}</p>
      <ActionForm locale={locale} action="start" fields={{ origin: 'suggestion' }} className="flex flex-col gap-4" label={t('suggestion_title')}>
        <SelectField
          name="course_id"
          label={t('course')}
          placeholder={t('course_placeholder')}
          value={query.course_id}
          options={courses.map((c) => ({ value: String(c.id), label: c.name, group: c.group_name }))}
        />
        <SelectField
          name="city_id"
          label={t('city')}
          placeholder={t('online')}
          value={query.city_id}
          options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <div>
          <SubmitButton>{t('start')}</SubmitButton>
        </div>
      </ActionForm>
    </div>
  );
}
