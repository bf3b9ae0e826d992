import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TagManager } from '@/components/analytics/tag-manager';
import { AppProviders } from '@/components/providers/app-providers';
import { getSessionToken, getSessionUser } from '@/lib/auth/session.server';
import { vazirmatn } from '@/lib/fonts/vazirmatn';
import { clientMessages, type Messages } from '@/lib/i18n/messages';
import { localeDirection, routing } from '@/lib/i18n/routing';
import { THEME_COLOR } from '@/lib/pwa/theme';
import { servedBuildId } from '@/server/pwa/service';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    title: { default: t('home_title'), template: `%s | ${t('site_name')}` },
    description: t('home_description'),
    applicationName: t('site_name'),
    manifest: '/manifest.webmanifest',
    icons: { icon: '/icons/icon-192.png', apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: t('site_name'), statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, timeZone, user, token, buildId] = await Promise.all([getMessages(), getTimeZone(), getSessionUser(), getSessionToken(), servedBuildId()]);

  return (
    <html lang={locale} dir={localeDirection(locale)} className={vazirmatn.variable}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages as Messages)} timeZone={timeZone}>
          <AppProviders locale={locale} user={user} token={token} buildId={buildId}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
        <TagManager />
      </body>
    </html>
  );
}
