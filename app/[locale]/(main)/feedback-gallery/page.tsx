import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { TestimonialList, VideoTestimonialList } from '@/components/content/testimonial-list';
import { getServerApiClient } from '@/lib/api-client.server';
import { testimonialsQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'feedback-gallery', '/feedback-gallery');
}

export default async function FeedbackGalleryPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, testimonials, t] = await Promise.all([
    loadContentPage(locale, 'feedback-gallery'),
    fetchOnServer(testimonialsQuery(getServerApiClient, locale)),
    getTranslations('Content'),
  ]);
  return (
    <ContentArticle page={page}>
      <h2 className="mb-4 text-2xl font-bold">{t('video_testimonials_title')}</h2>
      <VideoTestimonialList items={testimonials.video_testimonials} />
      <h2 className="mb-4 mt-10 text-2xl font-bold">{t('testimonials_title')}</h2>
      <TestimonialList items={testimonials.testimonials} />
    </ContentArticle>
  );
}
