import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PasswordForm } from '@/components/account/password-form';
import { PreferencesForm } from '@/components/account/preferences-form';
import { WithMessages } from '@/components/providers/with-messages';
import { requireSessionUser } from '@/lib/auth/session.server';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneChoices } from '@/lib/i18n/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Settings');
  return { title: t('title') };
}

export default async function SettingsPage() {
  const [user, t, locale] = await Promise.all([requireSessionUser(), getTranslations('Settings'), getLocale() as Promise<Locale>]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <WithMessages groups={['Settings']}>
        <PreferencesForm timeZone={user.time_zone} locale={user.locale} zones={timeZoneChoices(locale)} />
        <PasswordForm hasPassword={user.has_password} />
      </WithMessages>
    </section>
  );
}
