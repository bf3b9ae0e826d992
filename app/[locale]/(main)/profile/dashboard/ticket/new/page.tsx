import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { NewTicketForm } from '@/components/tickets/ticket-forms';
import { supportTicketStart } from '@/lib/tickets/support-start';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('new_heading') };
}

/** A new support ticket, maybe started from a help topic (`?category=`) or about a bill (`?invoice=`), class or request. */
export default async function NewSupportTicketPage({ searchParams }: Props) {
  const [t, start] = await Promise.all([getTranslations('Tickets'), searchParams.then(supportTicketStart)]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('new_heading')}</h1>
      <WithMessages groups={['Tickets', 'Forms', 'FormKit', 'Uploads']}>
        <NewTicketForm topic="support" basePath="/profile/dashboard/ticket" category={start.category} link={start.link} />
      </WithMessages>
    </section>
  );
}
