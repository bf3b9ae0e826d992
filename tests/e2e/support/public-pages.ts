import type { APIRequestContext } from '@playwright/test';
import { type Locale, locales } from '../../../lib/i18n/routing';
import { CONTENT_PATHS, localizedPath } from '@/lib/seo.server';

/** The 404 page a visitor meets at an address that names nothing. */
export const NOT_FOUND_PATH = '/no-such-page';

/**
 * Every kind of page a visitor without an account can open: content pages, each kind of tutor page,
 * tutors' video packages, sign-in and the 404 page. `{tutor}` and `{tutors}` stand for a live tutor's
 * username and three ids, `{package}` for a published video package's id.
 */
export const PUBLIC_PATHS = [
  ...CONTENT_PATHS,
  '/tutor-list/elementary-math/tehran',
  '/best-tutor-list/elementary-math',
  '/tutor-price/elementary-math/tehran',
  '/tutor/{tutor}',
  '/tutor-compare?ids={tutors}',
  '/abroad/germany',
  '/tutor-package',
  '/tutor-package/{package}',
  '/auth/login',
  NOT_FOUND_PATH,
] as const;

export const PUBLIC_LOCALES = locales;

let tutors: Promise<{ id: number; username: string }[]> | undefined;
let packageId: Promise<number> | undefined;

/** The address a visitor of `locale` opens for `path`, with the tutor placeholders filled from the API. */
export async function publicUrl(request: APIRequestContext, locale: Locale, path: string): Promise<string> {
  if (path.includes('{package}')) {
    packageId ??= request
      .get('/api/www/v1/search-box/tutoring-package-courses')
      .then(async (response) => (await response.json()).data.courses[0].packages[0].id);
    return localizedPath(locale, path.replace('{package}', String(await packageId)));
  }
  if (path.includes('{')) {
    tutors ??= request.get('/api/www/v2/tutor/list/fetch?course_id=1&per_page=3').then(async (response) => (await response.json()).data.tutors);
    const found = await tutors;
    path = path.replace('{tutor}', found[0]!.username).replace('{tutors}', found.map((tutor) => tutor.id).join(','));
  }
  return localizedPath(locale, path);
}

export const expectedStatus = (path: string) => (path === NOT_FOUND_PATH ? 404 : 200);
