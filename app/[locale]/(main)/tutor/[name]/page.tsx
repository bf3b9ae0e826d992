import type { Metadata } from 'next';
import { getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLd } from '@/components/tutors/json-ld';
import { WithMessages } from '@/components/providers/with-messages';
import { TutorProfileView } from '@/components/tutors/tutor-profile-view';
import { TutorPackages } from '@/components/video-packages/tutor-packages';
import { videoPackageApi } from '@/lib/api/video-packages';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { tutorCoursesQuery, tutorProfileQuery } from '@/lib/api/tutors';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import { alternatesFor, localizedPath, SITE_URL } from '@/lib/seo.server';
import { profileJsonLd } from '@/lib/tutors/profile-seo';

type Props = { params: Promise<{ locale: Locale; name: string }> };

const loadProfile = (locale: Locale, name: string) => onServer(fetchOnServer(tutorProfileQuery(getServerApiClient, locale, decodeURIComponent(name))));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params;
  const [tutor, t] = await Promise.all([loadProfile(locale, name), getTranslations({ locale, namespace: 'TutorProfile' })]);
  const courses = tutor.courses.map((c) => c.name).join(t('list_separator'));
  return {
    metadataBase: new URL(SITE_URL),
    title: t('meta_title', { name: tutor.full_name, courses }),
    description: t('meta_description', { name: tutor.full_name, courses, stars: tutor.stars, reviews: tutor.reviews_count }),
    alternates: alternatesFor(locale, `/tutor/${tutor.username}`),
    openGraph: { title: tutor.full_name, type: 'profile' },
  };
}

export default async function TutorPage({ params }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const [tutor, timeZone] = await Promise.all([loadProfile(locale, name), getTimeZone()]);
  const [{ courses }, { packages }] = await Promise.all([
    onServer(fetchOnServer(tutorCoursesQuery(getServerApiClient, locale, tutor.id))),
    onServer(videoPackageApi.ofTutor(await getServerApiClient(), tutor.id)),
  ]);
  const url = new URL(localizedPath(locale, `/tutor/${tutor.username}`), SITE_URL).toString();
  return (
    <>
      <JsonLd data={profileJsonLd(tutor, url)} />
      <WithMessages groups={['TutorCard']} forms={false}>
        <TutorProfileView tutor={tutor} courses={courses} locale={locale} timeZone={timeZone} />
      </WithMessages>
      <TutorPackages packages={packages} locale={locale} />
    </>
  );
}
