import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppDownload } from '@/components/content/app-download';
import { FaqList } from '@/components/content/faq-list';
import { InternalLinks } from '@/components/content/internal-links';
import { TestimonialList, VideoTestimonialList } from '@/components/content/testimonial-list';
import { getServerApiClient } from '@/lib/api-client.server';
import { appSettingsQuery, faqQuery, internalLinksQuery, testimonialsQuery } from '@/lib/api/content';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

const HOME_TESTIMONIALS = 3;
const HOME_FAQ = 5;

function Section({ id, title, more, children }: { id: string; title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {more && (
          <PageLink href={more.href} className="font-bold text-brand-700 hover:underline">
            {more.label}
          </PageLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** The home page's content sections: testimonials, video stories, FAQ, internal links, the app. */
export async function HomeContentSections({ locale }: { locale: Locale }) {
  const [t, testimonials, faq, links, settings] = await Promise.all([
    getTranslations('Content'),
    fetchOnServer(testimonialsQuery(getServerApiClient, locale)),
    fetchOnServer(faqQuery(getServerApiClient, locale)),
    fetchOnServer(internalLinksQuery(getServerApiClient, locale)),
    fetchOnServer(appSettingsQuery(getServerApiClient)),
  ]);
  const gallery = { href: '/feedback-gallery', label: t('all_testimonials') };
  return (
    <>
      <Section id="home-testimonials" title={t('testimonials_title')} more={gallery}>
        <TestimonialList items={testimonials.testimonials.slice(0, HOME_TESTIMONIALS)} />
      </Section>
      <Section id="home-videos" title={t('video_testimonials_title')}>
        <VideoTestimonialList items={testimonials.video_testimonials} />
      </Section>
      <Section id="home-faq" title={t('faq_title')} more={{ href: '/faq', label: t('all_faq') }}>
        <FaqList items={faq.slice(0, HOME_FAQ)} />
      </Section>
      <Section id="home-links" title={t('internal_links_title')}>
        <InternalLinks links={links} />
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <AppDownload settings={settings} />
      </div>
    </>
  );
}
