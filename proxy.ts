import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { recordAttribution } from '@/lib/attribution/record';
import { AUTH_MOBILE_COOKIE, CSRF_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookies';
import { API_BASE, GTM_ID, isDevelopment } from '@/lib/config/public';
import { guardRedirect } from '@/lib/auth/guards';
import { detectLocale } from '@/lib/i18n/negotiate';
import { isLocale, LOCALE_COOKIE, routing, type Locale, withoutLocalePrefix } from '@/lib/i18n/routing';
import { hasHiddenCharacters } from '@/lib/page-path';
import { apiOriginOf, contentSecurityPolicy, newNonce, NONCE_HEADER } from '@/lib/security/headers';
import { secureCookies } from '@/server/config';
import { isPageRender, PAGE_RENDER_HEADER } from '@/server/page-cache/render';
import { renamedProfileRedirect } from '@/server/app/profile-redirect';

const intlMiddleware = createIntlMiddleware(routing);

function prefixedLocale(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return first === 'en-US' ? 'en-US' : first === 'fa' ? 'fa' : null;
}

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const renamed = await renamedProfileRedirect(request.nextUrl);
  if (renamed) return renamed;
  const cookieLocale = request.cookies.get(LOCALE_COOKIE.name)?.value;
  let locale = prefixedLocale(pathname);

  if (!locale) {
    locale = detectLocale(cookieLocale, request.headers.get('accept-language'));
    if (locale !== routing.defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
      return withLocaleCookie(NextResponse.redirect(url), locale, cookieLocale);
    }
  }

  const guarded = guardRedirect(sitePath(pathname), search, {
    session: request.cookies.get(SESSION_COOKIE)?.value,
    mobile: request.cookies.get(AUTH_MOBILE_COOKIE)?.value,
  });
  if (guarded) {
    const target = new URL(locale === routing.defaultLocale ? guarded : `/${locale}${guarded}`, request.url);
    return withCsrfCookie(request, withLocaleCookie(NextResponse.redirect(target), locale, cookieLocale));
  }

  // `/abroad/%00` would be trimmed to `/abroad` by Next: answer the 404 page for it instead.
  if (hasHiddenCharacters(pathname)) return notFoundPage(request, locale);

  // Pages read the path for "Page not found: {path}" (not-found.tsx has no other way to know it).
  request.headers.set('x-pathname', pathname);
  request.headers.set('x-full-path', pathname + search);
  // The page cache's own render (server/page-cache): the same page for everyone, so no nonce (its
  // policy hashes the inline scripts) and none of this visitor's cookies.
  if (isPageRender(request.headers.get(PAGE_RENDER_HEADER))) return intlMiddleware(request);
  const csp = withContentSecurityPolicy(request);
  const response = recordAttribution(request, intlMiddleware(request));
  response.headers.set('Content-Security-Policy', csp);
  return withCsrfCookie(request, withLocaleCookie(response, locale, cookieLocale));
}

/**
 * A fresh nonce per page: Next reads the policy from the request and puts the nonce on its own
 * scripts; our components read it from the x-nonce header (components/analytics/tag-manager.tsx).
 */
function withContentSecurityPolicy(request: NextRequest): string {
  const nonce = newNonce();
  const csp = contentSecurityPolicy({
    nonce,
    development: isDevelopment(),
    tagManager: Boolean(GTM_ID),
    apiOrigin: apiOriginOf(API_BASE),
  });
  request.headers.set(NONCE_HEADER, nonce);
  request.headers.set('content-security-policy', csp);
  return csp;
}

/** The product's 404 page (any path no route claims), with the page's security headers. */
function notFoundPage(request: NextRequest, locale: Locale) {
  const csp = withContentSecurityPolicy(request);
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/page-not-found`;
  const response = NextResponse.rewrite(url, { request: { headers: request.headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

function sitePath(pathname: string): string {
  return withoutLocalePrefix(pathname);
}

/** The anti-forgery cookie the API client repeats in a header on every write (server/api/csrf.ts). */
function withCsrfCookie(request: NextRequest, response: NextResponse) {
  if (!request.cookies.get(CSRF_COOKIE)?.value) {
    response.cookies.set(CSRF_COOKIE, crypto.randomUUID(), { path: '/', sameSite: 'lax', secure: secureCookies() });
  }
  return response;
}

/**
 * The cookie records the first visit's locale and, later, only the user's explicit choice (the
 * language switcher writes it). Visiting an /en-US link doesn't rewrite it: in-flight prefetches
 * of the previous locale's links would otherwise undo a switch.
 */
function withLocaleCookie(response: NextResponse, locale: Locale, current: string | undefined) {
  if (!isLocale(current)) {
    response.cookies.set(LOCALE_COOKIE.name, locale, {
      maxAge: LOCALE_COOKIE.maxAge,
      path: LOCALE_COOKIE.path,
      sameSite: LOCALE_COOKIE.sameSite,
    });
  }
  return response;
}

export const config = {
  // Everything but the API, Next's internals and files with an extension (icons, sw.js, ...).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
