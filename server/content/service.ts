import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { AppSettings, ContentPage, FaqItem, InternalLink, Testimonial, Testimonials } from '@/lib/schemas/content';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { cities, contentPages, courses, faqs, internalLinks, settings, testimonials } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { landingPath } from './landing-pages';

const ttl = cacheMs('content');
const pageCache = createTtlCache<ContentPage | null>(ttl);
const faqCache = createTtlCache<FaqItem[]>(ttl);
const testimonialCache = createTtlCache<Testimonials>(ttl);
const linkCache = createTtlCache<InternalLink[]>(ttl);
const settingsCache = createTtlCache<AppSettings>(ttl);

const fa = (locale: Locale) => locale === 'fa';

export async function getContentPage(db: Db, locale: Locale, slug: string, t: ApiTranslator): Promise<ContentPage> {
  const page = await pageCache.get(`${locale}:${slug}`, async () => {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
    if (!row) return null;
    return fa(locale)
      ? { slug, title: row.titleFa, summary: row.summaryFa, sections: row.sectionsFa }
      : { slug, title: row.titleEn, summary: row.summaryEn, sections: row.sectionsEn };
  });
  if (!page) throw new HttpError(404, t('content_page_not_found'));
  return page;
}

export function listFaq(db: Db, locale: Locale): Promise<FaqItem[]> {
  return faqCache.get(locale, async () => {
    const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
    return rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      question: fa(locale) ? row.questionFa : row.questionEn,
      answer: fa(locale) ? row.answerFa : row.answerEn,
    }));
  });
}

export function listTestimonials(db: Db, locale: Locale): Promise<Testimonials> {
  return testimonialCache.get(locale, async () => {
    const rows = await db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    const view = (row: (typeof rows)[number]): Testimonial => {
      const english = !fa(locale) && row.bodyEn !== '';
      return {
        id: row.id,
        author_name: english ? row.authorNameEn : row.authorName,
        author_role: english ? row.authorRoleEn : row.authorRole,
        body: english ? row.bodyEn : row.body,
        stars: row.stars,
        video_url: row.videoUrl,
      };
    };
    return {
      testimonials: rows.filter((row) => row.kind === 'TEXT').map(view),
      video_testimonials: rows.filter((row) => row.kind === 'VIDEO').map(view),
    };
  });
}

export function listInternalLinks(db: Db, locale: Locale): Promise<InternalLink[]> {
  return linkCache.get(locale, async () => {
    const city = alias(cities, 'link_city');
    const rows = await db
      .select({ id: internalLinks.id, course: courses, city })
      .from(internalLinks)
      .innerJoin(courses, eq(courses.id, internalLinks.courseId))
      .leftJoin(city, eq(city.id, internalLinks.cityId))
      .orderBy(asc(internalLinks.sortOrder), asc(internalLinks.id));
    return rows.map((row) => ({
      id: row.id,
      course: fa(locale) ? row.course.nameFa : row.course.nameEn,
      city: row.city ? (fa(locale) ? row.city.nameFa : row.city.nameEn) : null,
      path: landingPath('tutor-list', row.course, row.city),
    }));
  });
}

export function getAppSettings(db: Db): Promise<AppSettings> {
  return settingsCache.get('app', async () => {
    const rows = await db.select().from(settings);
    const value = (key: string) => String(rows.find((row) => row.key === key)?.value ?? '');
    return { app_code: value('app_code'), app_number: value('app_number'), support_email: value('support_email') };
  });
}
