import type { ErrorDirections } from './envelope';

/**
 * Spec §4: a 302 steers the user by `next_step`. The values are ours (docs/decisions.md);
 * `{name}` placeholders are filled from `errors.params`.
 */
export const NEXT_STEP_ROUTES: Record<string, string> = {
  'start-teaching': '/start-teaching',
  'start-teaching.personal-info': '/start-teaching/personal-info',
  'start-teaching.postal-address': '/start-teaching/postal-address',
  'start-teaching.education-resume': '/start-teaching/education-resume',
  'start-teaching.old-teacher': '/start-teaching/old-teacher',
  'start-teaching.sign-agreement': '/start-teaching/sign-agreement',
  'start-teaching.teaching-courses': '/start-teaching/teaching-courses',
  'start-teaching.teaching-experiences': '/start-teaching/teaching-experiences',
  'start-teaching.teaching-info': '/start-teaching/teaching-info',
  'start-teaching.upload-documents': '/start-teaching/upload-documents',
  'start-teaching.upload-video': '/start-teaching/upload-video',
  'start-teaching.upload-picture': '/start-teaching/upload-picture',
  'start-teaching.tracking': '/start-teaching/tracking',
  'start-teaching.submit': '/start-teaching/submit',
  dashboard: '/profile/dashboard',
  'teacher-dashboard': '/dashboard',
  'tutor-request.form': '/tutor-request/form',
  'tutor-request.tracking': '/tutor-request/tracking/{id}',
  'tutor-request.prepayment': '/tutor-request/tracking/{id}/prepayment',
  'tutor-request.successful': '/tutor-request/successful/{id}',
  'main.index': '/',
  'auth.login': '/auth/login',
};

/** The site path a 302's directions point to, or null when they name nothing we know. */
export function nextStepPath(directions: ErrorDirections): string | null {
  const key = directions.next_step ?? directions.route_name;
  const template = key ? NEXT_STEP_ROUTES[key] : undefined;
  if (!template) return null;
  const params = directions.params ?? {};
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  if (missing) return null;
  const query = new URLSearchParams(directions.queries ?? {}).toString();
  return safeRedirectPath(query ? `${path}?${query}` : path);
}

/** Resolves relative targets when the caller names no origin; never seen by anyone. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';
/** C0 controls, DEL and backslashes: browsers drop tabs/newlines and read `\\` as `/`, which can turn a path into `//host`. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The one check before following any redirect target (sign-in pages, the API's
 * `errors.redirect_url`, the 302 `next_step` map, the API notifier, the service worker): the value
 * is resolved as a URL against the site's origin and must stay on it. Answers the normalised
 * path + query + hash, or null. docs/decisions.md "Sign-in and request hardening (issue 16)".
 */
export function safeRedirectPath(url: string | undefined | null, siteOrigin: string = PLACEHOLDER_ORIGIN): string | null {
  if (!url || typeof url !== 'string' || url.length > 2048) return null;
  if (UNSAFE_CHARACTERS.test(url)) return null;
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(siteOrigin).origin;
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  // Only paths, or absolute URLs of this very origin: `javascript:`, `mailto:`, `?x` and `x/y` are refused.
  if (!url.startsWith('/') && !url.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  // `/..//evil.example` normalises to `//evil.example`, a protocol-relative URL once followed.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
