import type { Access } from './access';

/**
 * The one table of page paths and who may open them (paths without the locale prefix). Read by
 * the proxy's guards, the service worker's never-cache rule, robots.txt, the sitemap and the
 * layouts; a new private area adds one row here.
 */
export interface PageRule {
  /** A path and everything below it, unless `exact`. */
  path: string;
  exact?: boolean;
  access: Access;
  /** Shows a signed-in person's data or a sign-in step: never cached, never indexed. */
  private: boolean;
  /** Sign-in steps that need the number entered earlier in the flow (guard `auth-mobile`). */
  needsSignInMobile?: boolean;
}

const signInStep = (path: string): PageRule => ({ path, exact: true, access: 'public', private: true, needsSignInMobile: true });

export const PAGE_RULES: readonly PageRule[] = [
  // Spec §2 auth pages: open to anyone, but never cached or indexed.
  { path: '/auth', access: 'public', private: true },
  { path: '/auth/full-name', exact: true, access: 'user', private: true },
  signInStep('/auth/password'),
  signInStep('/auth/set-password'),
  signInStep('/auth/change-password'),
  signInStep('/auth/confirm-code'),
  signInStep('/auth/confirm-code-password'),
  signInStep('/auth/confirm-code-forget-password'),
  // Spec §6 auth-guarded pages.
  { path: '/tutor-request', access: 'public', private: true },
  { path: '/tutor-request/form', access: 'user', private: true },
  { path: '/tutor-request/form-finish', access: 'user', private: true },
  { path: '/tutor-request/new', access: 'user', private: true },
  { path: '/tutor-request/reassign', access: 'user', private: true },
  { path: '/tutor-request/tracking', access: 'user', private: true },
  { path: '/tutor-suggestion', access: 'user', private: true },
  { path: '/start-teaching', access: 'user', private: true },
  // The three work areas: student dashboard, teacher dashboard, operator console.
  { path: '/profile', access: 'user', private: true },
  { path: '/dashboard', access: 'teacher', private: true },
  { path: '/operator', access: 'operator', private: true },
  // The console's second factor (issue 34): an operator's, before the console opens.
  { path: '/console-check', access: 'operator', private: true },
  // Development tools (mounted only with TEST_ROUTES or DEV_OUTBOX): never indexed.
  { path: '/dev', access: 'public', private: true },
];

const PUBLIC_PAGE: PageRule = { path: '/', access: 'public', private: false };

function matches(rule: PageRule, path: string): boolean {
  if (rule.exact) return path === rule.path;
  return path === rule.path || path.startsWith(`${rule.path}/`);
}

/** The rule for a locale-free path: the most specific row that matches, else a public page. */
export function pageRuleFor(path: string): PageRule {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  let best: PageRule | undefined;
  for (const rule of PAGE_RULES) {
    if (matches(rule, clean) && (!best || rule.path.length > best.path.length || (rule.exact && !best.exact))) best = rule;
  }
  return best ?? PUBLIC_PAGE;
}

/** Top-level private areas, for robots.txt (a prefix covers everything below it). */
export function privatePathPrefixes(): string[] {
  const tops = PAGE_RULES.filter((rule) => rule.private && !rule.exact).map((rule) => rule.path);
  return tops.filter((path) => !tops.some((other) => other !== path && path.startsWith(`${other}/`)));
}
