import { getTranslations } from 'next-intl/server';
import { loginPathFor } from '@/lib/auth/guards';
import { getSessionUser, requestSitePath } from '@/lib/auth/session.server';
import { PageLink } from '@/components/ui/page-link';

/** The header's account corner: the user's name (server-rendered from the session) or a sign-in link. */
export async function UserMenu() {
  const [user, t] = await Promise.all([getSessionUser(), getTranslations('Account')]);
  if (!user) {
    const here = await requestSitePath();
    return (
      <PageLink
        href={here === '/' ? '/auth/login' : loginPathFor(here)}
        className="shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50"
      >
        {t('sign_in')}
      </PageLink>
    );
  }
  return (
    <nav aria-label={t('account_menu')} className="flex shrink-0 items-center gap-3">
      <PageLink href="/profile/dashboard" className="font-medium text-brand-700 hover:underline" data-testid="user-name">
        {user.full_name ?? t('greeting_anonymous')}
      </PageLink>
      <PageLink href="/auth/logout" className="text-sm text-muted hover:underline">
        {t('sign_out')}
      </PageLink>
    </nav>
  );
}
