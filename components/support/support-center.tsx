import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/content/faq-list';
import { Link } from '@/lib/i18n/navigation';
import type { FaqItem } from '@/lib/schemas/content';
import { TICKET_CATEGORIES } from '@/lib/schemas/tickets';
import { NEW_SUPPORT_TICKET_PATH, newSupportTicketPath } from '@/lib/tickets/support-start';

/** The dashboard's help page: help topics (each starts a ticket of its category), the FAQ, and how to reach the team. */
export async function SupportCenter({ faq }: { faq: FaqItem[] }) {
  const t = await getTranslations('Support');
  return (
    <section aria-labelledby="support-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="support-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p>{t('lead')}</p>
      </div>
      <section aria-labelledby="support-topics" className="flex flex-col gap-3">
        <h2 id="support-topics" className="text-xl font-bold">
          {t('topics_heading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="help-topics">
          {TICKET_CATEGORIES.map((category) => (
            <li key={category} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4">
              <span className="font-bold">{t(`topic_${category}`)}</span>
              <span className="text-sm text-muted">{t(`topic_${category}_hint`)}</span>
              <Link href={newSupportTicketPath(undefined, category)} className="self-start text-brand-700 underline underline-offset-4">
                {t('ask')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="support-faq" className="flex flex-col gap-3">
        <h2 id="support-faq" className="text-xl font-bold">
          {t('faq_heading')}
        </h2>
        <FaqList items={faq} headingLevel="h3" />
      </section>
      <section aria-labelledby="support-reach" className="flex flex-col gap-3">
        <h2 id="support-reach" className="text-xl font-bold">
          {t('reach_heading')}
        </h2>
        <p>{t('reach_tickets')}</p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link
              href={NEW_SUPPORT_TICKET_PATH}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-bold text-white hover:bg-brand-700"
            >
              {t('ask')}
            </Link>
          </li>
          <li>
            <Link href="/profile/dashboard/ticket" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
              {t('my_tickets')}
            </Link>
          </li>
          <li>
            <Link href="/contact-us" className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
              {t('contact_form')}
            </Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
