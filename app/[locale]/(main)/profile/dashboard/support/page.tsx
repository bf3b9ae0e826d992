import { getLocale, getTranslations } from 'next-intl/server';
import { SupportCenter } from '@/components/support/support-center';
import { getServerApiClient } from '@/lib/api-client.server';
import { faqQuery } from '@/lib/api/content';
import { fetchOnServer } from '@/lib/query-client.server';

export async function generateMetadata() {
  return { title: (await getTranslations('Support'))('title') };
}

export default async function SupportPage() {
  const faq = await fetchOnServer(faqQuery(getServerApiClient, await getLocale()));
  return <SupportCenter faq={faq} />;
}
