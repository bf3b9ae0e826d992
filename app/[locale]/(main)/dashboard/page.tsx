import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeacherOverviewView } from '@/components/teacher/teacher-overview';
import { TeacherOffers } from '@/components/tutor-requests/teacher-offers';
import { TeacherReviews } from '@/components/reviews/teacher-reviews';
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

export default async function TeacherDashboardPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const client = await getServerApiClient();
  const overview = await onServer(teacherApi.overview(client));
  const [offers, flash, reviews] = overview.profile
    ? await Promise.all([onServer(tutorRequestApi.offers(client)), readFlash('/dashboard'), onServer(reviewApi.teacherReviews(client))])
    : [[], null, null];
  return (
    <div className="flex flex-col gap-8">
      {overview.profile && <TeacherOffers offers={offers} locale={locale} message={flash?.message} />}
      <TeacherOverviewView overview={overview} />
      {reviews && <TeacherReviews reviews={reviews.reviews} />}
    </div>
  );
}
