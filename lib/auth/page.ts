import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from '@/lib/i18n/paths';
import { withoutLocalePrefix } from '@/lib/i18n/routing';
import { fullNamePathFor, redirectTarget } from './guards';
import { getSessionUser } from './session.server';

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Sign-in pages: a title in the page's language, kept out of search results. */
export async function authPageMetadata(titleKey: string): Promise<Metadata> {
  const t = await getTranslations('Auth');
  return { title: t(titleKey as 'login_title'), robots: { index: false, follow: false } };
}

export async function redirectUrlOf(searchParams: AuthSearchParams): Promise<string | null> {
  return redirectTarget((await searchParams).redirect_url);
}

/** Where a signed-in person lands when they open a sign-in page: nothing to sign in to again. */
export const SIGNED_IN_HOME = '/profile/dashboard';

/**
 * Sign-in pages (login, password, code) are for people without a session: someone already signed
 * in goes on to `redirect_url`, or their dashboard, instead of seeing the form again.
 */
export async function leaveIfSignedIn(searchParams: AuthSearchParams): Promise<void> {
  const user = await getSessionUser();
  if (!user) return;
  const target = await redirectUrlOf(searchParams);
  const next = target ? withoutLocalePrefix(target) : SIGNED_IN_HOME;
  // A reload on the code page after the first code: the name is still to give (issue 29).
  redirect({ href: user.full_name ? next : fullNamePathFor(next), locale: await getLocale() });
}
