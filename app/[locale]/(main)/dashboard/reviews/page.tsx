import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeacherReviews } from '@/components/reviews/teacher-reviews';
import { reviewApi } from '@/lib/api/reviews';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reviews');
  return { title: t('teacher_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** All the tutor's reviews, newest first, a page at a time, each unanswered one with its answer form. */
export default async function TeacherReviewsPage({ searchParams }: { searchParams: Search }) {
  const page = askedPage((await searchParams).page);
  const [t, reviews] = await Promise.all([getTranslations('Reviews'), onServer(reviewApi.teacherReviews(await getServerApiClient(), page))]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('teacher_title')}</h1>
      <p className="text-muted">{t('teacher_page_intro')}</p>
      <TeacherReviews page={reviews} />
    </section>
  );
}
