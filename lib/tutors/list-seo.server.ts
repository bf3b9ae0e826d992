import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import { alternatesFor, SITE_URL } from '@/lib/seo.server';
import type { ListContext, ListKind } from './list-page.server';
import { listHref } from './list-url';
import { PROVINCE_SUFFIX, TYPE_SLUG } from './slugs';

const TITLE_KEY: Record<ListKind, 'list_title' | 'best_title' | 'price_title'> = {
  'tutor-list': 'list_title',
  'best-tutor-list': 'best_title',
  'tutor-price': 'price_title',
};

/** ICU arguments describing what a list is narrowed to. */
export function titleArgs(links: LinkParameters) {
  const subject = links.course?.name ?? links.course_group?.name ?? '';
  const place = links.city?.name ?? links.province?.name ?? '';
  return { hasSubject: subject ? 'yes' : 'no', subject, hasPlace: place ? 'yes' : 'no', place, type: links.type ?? 'any' };
}

export async function listTitle(kind: ListKind, links: LinkParameters, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'TutorList' });
  return t(TITLE_KEY[kind], titleArgs(links));
}

export async function listMetadata(ctx: ListContext, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'TutorList' });
  const title = await listTitle(ctx.kind, ctx.links, locale);
  // Filtered and paged variants point to the landing page: one indexable URL per narrowing.
  const path = listHref(`/${ctx.kind}`, ctx.links.path, {});
  return {
    metadataBase: new URL(SITE_URL),
    title,
    description: t(`${TITLE_KEY[ctx.kind]}_description` as 'list_title_description', { title }),
    alternates: alternatesFor(locale, path),
    openGraph: { title, type: 'website' },
  };
}

/** Home, then each narrowing step of the path. */
export async function listCrumbs(kind: ListKind, links: LinkParameters, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'TutorList' });
  const crumbs = [
    { name: t('home'), href: '/' },
    { name: await listTitle(kind, { ...links, course: null, course_group: null, city: null, province: null, type: null }, locale), href: `/${kind}` },
  ];
  const parts: string[] = [];
  const subjectSlug = links.course?.slug ?? links.course_group?.slug;
  if (links.course && links.course_group) {
    crumbs.push({
      name: await listTitle(kind, { ...links, course: null, city: null, province: null, type: null }, locale),
      href: `/${kind}/${links.course_group.slug}`,
    });
  }
  if (subjectSlug) {
    parts.push(subjectSlug);
    crumbs.push({ name: await listTitle(kind, { ...links, city: null, province: null, type: null }, locale), href: `/${kind}/${parts.join('/')}` });
  }
  const placeSlug = links.city?.slug ?? (links.province ? links.province.slug + PROVINCE_SUFFIX : undefined);
  if (placeSlug) {
    parts.push(placeSlug);
    crumbs.push({ name: await listTitle(kind, { ...links, type: null }, locale), href: `/${kind}/${parts.join('/')}` });
  }
  if (links.type) {
    parts.push(TYPE_SLUG[links.type]);
    crumbs.push({ name: await listTitle(kind, links, locale), href: `/${kind}/${parts.join('/')}` });
  }
  return crumbs;
}
