import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DocumentTitle } from '@/components/error-page/document-title';
import { ErrorPage } from '@/components/error-page/error-page';
import { NotFoundPath } from '@/components/error-page/not-found-path';
import { vazirmatn } from '@/lib/fonts/vazirmatn';
import { clientMessages, loadMessages } from '@/lib/i18n/messages';
import { detectLocale } from '@/lib/i18n/negotiate';
import { LOCALE_COOKIE, localeDirection, type Locale } from '@/lib/i18n/routing';
import './globals.css';

/** The visitor's language as the proxy would pick it (file-like paths never reach the proxy). */
async function visitorLocale(): Promise<Locale> {
  // Rendered per request: a page built ahead would speak the default language to everyone.
  await connection();
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return detectLocale(cookieStore.get(LOCALE_COOKIE.name)?.value, requestHeaders.get('accept-language'));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await visitorLocale(), namespace: 'Meta' });
  return { title: `${t('not_found_title')} | ${t('site_name')}`, robots: { index: false } };
}

// Addresses outside the [locale] segment: unknown files (`/missing.png`, `/wp-login.php`), which
// the proxy does not see. The product's own 404 page in the visitor's language, not a bare "404".
export default async function RootNotFound() {
  const locale = await visitorLocale();
  setRequestLocale(locale);
  const [messages, meta] = await Promise.all([loadMessages(locale), getTranslations({ locale, namespace: 'Meta' })]);
  return (
    <html lang={locale} dir={localeDirection(locale)} className={vazirmatn.variable}>
      <body className="min-h-screen bg-white font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <DocumentTitle title={`${meta('not_found_title')} | ${meta('site_name')}`} />
          <ErrorPage status={404} message={<NotFoundPath outsideLocales />} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
