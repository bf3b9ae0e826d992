import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { TutorPackageEditor } from '@/components/video-packages/tutor-editor';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { tutoringCoursesQuery } from '@/lib/api/search-box';
import { videoPackageApi } from '@/lib/api/video-packages';
import { fetchOnServer } from '@/lib/query-client.server';

export async function generateMetadata() {
  return { title: (await getTranslations('VideoPackages'))('teacher_title') };
}

/** `/dashboard/video-packages`: the tutor's recorded courses (issue 33). */
export default async function TutorVideoPackagesPage() {
  const [t, locale] = await Promise.all([getTranslations('VideoPackages'), getLocale()]);
  const [{ packages }, courses] = await Promise.all([
    onServer(videoPackageApi.teacherList(await getServerApiClient())),
    onServer(fetchOnServer(tutoringCoursesQuery(getServerApiClient, locale))),
  ]);
  return (
    <section aria-labelledby="tutor-packages-title" className="flex flex-col gap-4">
      <h1 id="tutor-packages-title" className="text-2xl font-bold">
        {t('teacher_title')}
      </h1>
      <p>{t('teacher_lead')}</p>
      <WithMessages groups={['VideoPackages', 'Uploads']}>
        <TutorPackageEditor packages={packages} courses={courses.map((course) => ({ id: course.id, name: course.name }))} />
      </WithMessages>
    </section>
  );
}
