import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { NewTicketForm } from '@/components/tickets/ticket-forms';

export async function generateMetadata() {
  return { title: (await getTranslations('Tickets'))('new_heading') };
}

export default async function NewTeacherTicketPage() {
  const t = await getTranslations('Tickets');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('new_heading')}</h1>
      <WithMessages groups={['Tickets', 'Forms', 'FormKit', 'Uploads']}>
        <NewTicketForm topic="support" basePath="/dashboard/tickets" />
      </WithMessages>
    </section>
  );
}
