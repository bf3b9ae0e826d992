import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirectTarget } from './guards';

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Sign-in pages: a title in the page's language, kept out of search results. */
export async function authPageMetadata(titleKey: string): Promise<Metadata> {
  const t = await getTranslations('Auth');
  return { title: t(titleKey as 'login_title'), robots: { index: false, follow: false } };
}

export async function redirectUrlOf(searchParams: AuthSearchParams): Promise<string | null> {
  return redirectTarget((await searchParams).redirect_url);
}
