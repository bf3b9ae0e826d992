import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { TagManager } from '@/components/analytics/tag-manager';
import { AppProviders } from '@/components/providers/app-providers';
import { vazirmatn } from '@/lib/fonts/vazirmatn';
import { clientMessages, type Messages } from '@/lib/i18n/messages';
import { localeDirection, routing } from '@/lib/i18n/routing';
import '../globals.css';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    title: { default: t('home_title'), template: `%s | ${t('site_name')}` },
    description: t('home_description'),
    applicationName: t('site_name'),
  };
}

export const viewport: Viewport = { themeColor: '#1d5fd1', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, timeZone] = await Promise.all([getMessages(), getTimeZone()]);

  return (
    <html lang={locale} dir={localeDirection(locale)} className={vazirmatn.variable}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages as Messages)} timeZone={timeZone}>
          <AppProviders locale={locale}>{children}</AppProviders>
        </NextIntlClientProvider>
        <TagManager />
      </body>
    </html>
  );
}
