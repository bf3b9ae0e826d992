import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { billPath } from '@/lib/payments/paths';
import type { TicketLink, TicketMessage, TicketPage, TicketThread } from '@/lib/schemas/tickets';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { TicketReplyForm } from './ticket-forms';

/** Where the owner finds what a ticket is about. */
function linkHref(link: TicketLink): string {
  if (link.kind === 'invoice') return billPath(link.id);
  return link.kind === 'class' ? `/profile/dashboard/my-classes/${link.id}` : '/profile/dashboard/my-requests';
}

/** The person's tickets, newest activity first, and the way to open one. */
export async function TicketList({ page, basePath, support = false }: { page: TicketPage; basePath: string; support?: boolean }) {
  const { tickets } = page;
  const [t, locale, zone] = await Promise.all([getTranslations('Tickets'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="tickets-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="tickets-title" className="text-2xl font-bold">
          {support ? t('support_title') : t('title')}
        </h1>
        <Link href={`${basePath}/new`} className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-bold text-white hover:bg-brand-700">
          {t('new')}
        </Link>
      </div>
      <p>{support ? t('support_lead') : t('lead')}</p>
      {tickets.length === 0 ? (
        <p className="rounded-xl border border-gray-200 p-4">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="ticket-list">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link href={`${basePath}/${ticket.id}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-bold" dir="auto">
                    {ticket.subject}
                  </span>
                  {ticket.unread_answer && (
                    <span className="rounded-full bg-brand-600 px-2 text-sm text-white" data-testid="unread-answer">
                      {t('unread_answer')}
                    </span>
                  )}
                </span>
                <span className="text-sm text-muted">
                  {ticket.category && `${t(`category_${ticket.category}`)} · `}
                  {t(`state_${ticket.state}`)} · {t('updated', { date: formatDateTime(ticket.updated_at, locale, zone) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label={t('pages')} pathname={basePath} query={{}} page={page} previous={t('newer')} next={t('older')} testId="ticket-pages" />
    </section>
  );
}

/** One ticket's thread: each message with who wrote it, when, and its files; then the reply form. */
export async function TicketThreadView({ ticket, basePath }: { ticket: TicketThread; basePath: string }) {
  const [t, locale, zone] = await Promise.all([getTranslations('Tickets'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="ticket-title" className="flex flex-col gap-4">
      <Link href={basePath} className="self-start text-brand-700 underline underline-offset-4">
        {t('back')}
      </Link>
      <h1 id="ticket-title" className="text-2xl font-bold" dir="auto">
        {ticket.subject}
      </h1>
      <p className="text-sm" data-testid="ticket-state">
        {ticket.category && `${t(`category_${ticket.category}`)} · `}
        {t(`state_${ticket.state}`)}
      </p>
      {ticket.link && (
        <Link href={linkHref(ticket.link)} className="self-start text-brand-700 underline underline-offset-4" data-testid="ticket-link">
          {t(`about_${ticket.link.kind}`)}
        </Link>
      )}
      <ol className="flex flex-col gap-3" data-testid="ticket-messages">
        {ticket.messages.map((message) => (
          <li key={message.id} className={`rounded-xl p-4 ${message.from_staff ? 'bg-brand-50' : 'border border-gray-200'}`}>
            <p className="mb-1 text-sm text-muted">
              {message.from_staff ? t('team') : t('you')} · {formatDateTime(message.created_at, locale, zone)}
            </p>
            <TicketMessageContent message={message} />
          </li>
        ))}
      </ol>
      {ticket.state === 'closed' && <p className="rounded-lg bg-gray-50 p-3">{t('closed_note')}</p>}
      <WithMessages groups={['Tickets', 'Forms', 'FormKit', 'Uploads']}>
        <TicketReplyForm id={ticket.id} open={ticket.state !== 'closed'} />
      </WithMessages>
    </section>
  );
}

/** A message's words and its files (each a link to the address the reader may open it from). */
export async function TicketMessageContent({ message }: { message: TicketMessage }) {
  const t = await getTranslations('Tickets');
  return (
    <>
      <p dir="auto" className="whitespace-pre-line">
        {message.body}
      </p>
      {message.attachments.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {message.attachments.map((file) => (
            <li key={file.upload_id}>
              <a href={file.url} className="text-brand-700 underline underline-offset-4" dir="auto">
                {t('attachment', { name: file.file_name ?? file.upload_id })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
