import { FullNameStep } from '@/components/auth/full-name-step';
import { type AuthSearchParams, authPageMetadata, SIGNED_IN_HOME, redirectUrlOf } from '@/lib/auth/page';
import { getSessionUser } from '@/lib/auth/session.server';
import { loginPathFor } from '@/lib/auth/guards';
import { redirect } from '@/lib/i18n/paths';
import { withoutLocalePrefix } from '@/lib/i18n/routing';
import { getLocale } from 'next-intl/server';

export const generateMetadata = () => authPageMetadata('full_name_title');

/** An account without a name gives it here (issue 29): every signed-in page sends it here until it does. */
export default async function FullNamePage({ searchParams }: { searchParams: AuthSearchParams }) {
  const [user, target, locale] = await Promise.all([getSessionUser(), redirectUrlOf(searchParams), getLocale()]);
  const next = target ? withoutLocalePrefix(target) : SIGNED_IN_HOME;
  if (!user) return redirect({ href: loginPathFor(`/auth/full-name?redirect_url=${encodeURIComponent(next)}`), locale });
  if (user.full_name) return redirect({ href: next, locale });
  return <FullNameStep target={next} />;
}
