import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeContentSections } from '@/components/home/home-content-sections';
import { HomeCourseGroups } from '@/components/home/home-course-groups';
import { HomeHero } from '@/components/home/home-hero';
import { HomeHowItWorks } from '@/components/home/home-how-it-works';
import { HomeTeachWithUs } from '@/components/home/home-teach-with-us';
import { SearchBox } from '@/components/home/search-box';
import { WithMessages } from '@/components/providers/with-messages';
import { TopTeachers } from '@/components/home/top-teachers';
import { CompareBarSlot } from '@/components/tutors/compare-bar-slot';
import { getServerApiClient } from '@/lib/api-client.server';
import { importantCourseGroupsQuery } from '@/lib/api/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import { alternatesFor, SITE_URL } from '@/lib/seo.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    metadataBase: new URL(SITE_URL),
    title: { absolute: t('home_title') },
    description: t('home_description'),
    alternates: alternatesFor(locale, '/'),
  };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const navigation = await fetchOnServer(importantCourseGroupsQuery(getServerApiClient, locale));

  return (
    <WithMessages groups={['TutorCard', 'SearchBox']} forms={false}>
      <HomeHero>
        <SearchBox />
      </HomeHero>
      <HomeCourseGroups groups={navigation.course_groups} importantCourses={navigation.important_course} />
      <TopTeachers locale={locale} />
      <HomeHowItWorks />
      <HomeTeachWithUs />
      <HomeContentSections locale={locale} />
      <CompareBarSlot />
    </WithMessages>
  );
}
