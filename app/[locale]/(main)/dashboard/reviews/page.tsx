import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TeacherReviews } from '@/components/reviews/teacher-reviews';
import { reviewApi } from '@/lib/api/reviews';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { teacherReviewsQuerySchema } from '@/lib/schemas/reviews';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Reviews');
  return { title: t('teacher_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** All the tutor's reviews, newest first, a page at a time, each unanswered one with its answer form. */
export default async function TeacherReviewsPage({ searchParams }: { searchParams: Search }) {
  const asked = (await searchParams).page;
  // A page number the links could not have made shows the first page rather than an error.
  const parsed = teacherReviewsQuerySchema.safeParse({ page: Array.isArray(asked) ? asked[0] : asked });
  const page = parsed.success ? parsed.data.page : 1;
  const [t, reviews] = await Promise.all([getTranslations('Reviews'), onServer(reviewApi.teacherReviews(await getServerApiClient(), page))]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('teacher_title')}</h1>
      <p className="text-muted">{t('teacher_page_intro')}</p>
      <TeacherReviews page={reviews} />
    </section>
  );
}
