import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { ContentArticle } from '@/components/content/content-article';
import { JsonLd } from '@/components/content/json-ld';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { organizationJsonLd } from '@/components/content/organization';
import { PhoneLink } from '@/components/content/phone-link';
import { getServerApiClient } from '@/lib/api-client.server';
import { appSettingsQuery } from '@/lib/api/content';
import { readFlash } from '@/lib/forms/form-post.server';
import type { Locale } from '@/lib/i18n/routing';
import { WithMessages } from '@/components/providers/with-messages';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'contact-us', '/contact-us');
}

export default async function ContactUsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, settings, t, meta, flash] = await Promise.all([
    loadContentPage(locale, 'contact-us'),
    fetchOnServer(appSettingsQuery(getServerApiClient)),
    getTranslations('Content'),
    getTranslations('Meta'),
    readFlash('/contact-us'),
  ]);
  return (
    <ContentArticle page={page}>
      <dl className="mb-8 grid gap-2 sm:grid-cols-2" data-testid="contact-details">
        <div>
          <dt className="text-sm text-muted">{t('support_phone')}</dt>
          <dd className="font-bold">
            <PhoneLink number={settings.app_number} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('support_email')}</dt>
          <dd className="font-bold">
            <a href={`mailto:${settings.support_email}`} className="hover:underline">
              {settings.support_email}
            </a>
          </dd>
        </div>
      </dl>
      <WithMessages groups={['Forms']}>
        <ContactForm flash={flash} />
      </WithMessages>
      <JsonLd data={organizationJsonLd(meta('site_name'), settings)} />
    </ContentArticle>
  );
}
