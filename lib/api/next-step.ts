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
  return query ? `${path}?${query}` : path;
}

/** Only same-site paths are followed: no open redirects. */
export function safeRedirectPath(url: string | undefined | null): string | null {
  if (!url || typeof url !== 'string') return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}
