import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { CalendarFeedPanel } from '@/components/calendar-feed/calendar-feed-panel';
import { PasswordForm } from '@/components/account/password-form';
import { PreferencesForm } from '@/components/account/preferences-form';
import { WithMessages } from '@/components/providers/with-messages';
import { calendarFeedApi } from '@/lib/api/calendar-feed';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { requireSessionUser } from '@/lib/auth/session.server';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneChoices } from '@/lib/i18n/time-zone';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Settings');
  return { title: t('title') };
}

export default async function SettingsPage() {
  const [user, t, locale, zone] = await Promise.all([requireSessionUser(), getTranslations('Settings'), getLocale() as Promise<Locale>, getTimeZone()]);
  const feed = await onServer(calendarFeedApi.status(await getServerApiClient()));
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <WithMessages groups={['Settings']}>
        <PreferencesForm fullName={user.full_name} timeZone={user.time_zone} locale={user.locale} zones={timeZoneChoices(locale)} />
        <PasswordForm hasPassword={user.has_password} />
      </WithMessages>
      <WithMessages groups={['CalendarFeed']}>
        <CalendarFeedPanel status={feed} createdLabel={feed.created_at ? formatDate(feed.created_at, locale, zone) : null} />
      </WithMessages>
    </section>
  );
}
