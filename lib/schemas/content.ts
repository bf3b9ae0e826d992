import { z } from '@/lib/schemas/zod';

/** Answers of the content calls (pages, FAQ, testimonials, internal links, settings). */
export const CONTENT_PAGE_SLUGS = [
  'about-us',
  'contact-us',
  'terms',
  'student-panel-guide',
  'app',
  'faq',
  'feedback-gallery',
  'abroad',
  'school',
  'list-tehran',
  'view-slug',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const contentPageParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export interface PageSection {
  heading: string;
  body: string;
}

export interface ContentPage {
  slug: string;
  title: string;
  summary: string;
  sections: PageSection[];
}

export interface FaqItem {
  id: number;
  topic: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  id: number;
  author_name: string;
  author_role: string;
  body: string;
  stars: number;
  video_url: string | null;
}

export interface Testimonials {
  testimonials: Testimonial[];
  video_testimonials: Testimonial[];
}

export interface InternalLink {
  id: number;
  course: string;
  city: string | null;
  path: string;
}

export interface AppSettings {
  app_code: string;
  app_number: string;
  support_email: string;
}
