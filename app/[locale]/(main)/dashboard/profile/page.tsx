import type { Locale } from '@/lib/i18n/routing';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { TeacherProfileEditor } from '@/components/teacher/profile-editor';
import { courseTree } from '@/components/tutor-applications/step-page';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { offlineCitiesQuery } from '@/lib/api/search-box';
import { teacherProfileApi } from '@/lib/api/tutor-applications';
import { timeZoneChoices } from '@/lib/i18n/time-zone';
import { fetchOnServer } from '@/lib/query-client.server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('TeacherProfile'))('title') };
}

export default async function TeacherProfilePage() {
  const [t, locale] = await Promise.all([getTranslations('TeacherProfile'), getLocale()]);
  const [profile, tree, cities] = await Promise.all([
    onServer(teacherProfileApi.form(await getServerApiClient())),
    courseTree(),
    fetchOnServer(offlineCitiesQuery(getServerApiClient, locale)),
  ]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <WithMessages groups={['StartTeaching', 'TeacherProfile', 'Forms', 'FormKit', 'Uploads']}>
        <TeacherProfileEditor profile={profile} tree={tree} cities={cities} zones={timeZoneChoices(locale as Locale)} />
      </WithMessages>
    </section>
  );
}
