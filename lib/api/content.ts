import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { AppSettings, ContentPage, FaqItem, InternalLink, Testimonials } from '@/lib/schemas/content';
import { apiGet, type ClientSource } from './calls';

const staleTime = cacheMs('content');

export function contentPageQuery(client: ClientSource, locale: string, slug: string) {
  return queryOptions({
    queryKey: ['content', 'page', locale, slug],
    queryFn: async () => apiGet<ContentPage>(await client(), `/www/v1/content/pages/${encodeURIComponent(slug)}`),
    staleTime,
  });
}

export function faqQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['content', 'faq', locale],
    queryFn: async () => (await apiGet<{ faq: FaqItem[] }>(await client(), '/www/v1/content/faq')).faq,
    staleTime,
  });
}

export function testimonialsQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['content', 'testimonials', locale],
    queryFn: async () => apiGet<Testimonials>(await client(), '/www/v1/content/testimonials'),
    staleTime,
  });
}

export function internalLinksQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['content', 'internal-links', locale],
    queryFn: async () => (await apiGet<{ internal_links: InternalLink[] }>(await client(), '/www/v1/content/internal-links')).internal_links,
    staleTime,
  });
}

export function appSettingsQuery(client: ClientSource) {
  return queryOptions({
    queryKey: ['content', 'settings'],
    queryFn: async () => apiGet<AppSettings>(await client(), '/www/v1/content/settings'),
    staleTime,
  });
}
