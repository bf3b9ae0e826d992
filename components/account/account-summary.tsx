import { getLocale, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { MeUser } from '@/lib/schemas/auth';

/** The dashboard's first card: who is signed in, their wallet and club standing. */
export async function AccountSummary({ user }: { user: MeUser }) {
  const [t, locale] = await Promise.all([getTranslations('Account'), getLocale() as Promise<Locale>]);
  const level = user.user_club?.level ?? 'BRONZE';
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{user.full_name ? t('greeting', { name: user.full_name }) : t('greeting_anonymous')}</h1>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('mobile')}</dt>
          <dd dir="ltr" className="text-start font-medium">
            {user.mobile}
          </dd>
        </div>
        <div className="rounded-xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('wallet')}</dt>
          <dd className="font-medium">{formatPrice(user.wallet?.balance_cents ?? 0, locale)}</dd>
        </div>
        <div className="rounded-xl border border-gray-200 p-4">
          <dt className="text-sm text-muted">{t('club')}</dt>
          <dd className="font-medium">{t('club_level', { level: t(`level_${level}` as 'level_BRONZE'), points: user.user_club?.points ?? 0 })}</dd>
        </div>
      </dl>
      <Link href="/auth/logout" className="self-start text-brand-700 underline underline-offset-4">
        {t('sign_out')}
      </Link>
    </section>
  );
}
