import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { TicketMessageContent } from '@/components/tickets/ticket-views';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { DESK_FILTERS, type DeskFilter, type DeskTicketPage, type DeskTicketSummary, type DeskTicketThread } from '@/lib/schemas/tickets';
import { TicketAnswerForm } from './ticket-answer-form';
import { ViewFilters } from '@/components/ui/view-filters';

const ownerOf = (ticket: DeskTicketSummary) => ticket.owner.full_name ?? ticket.owner.mobile;

/** The support desk, a page at a time: tickets waiting for the team (oldest first), all open ones, or closed ones. */
export async function TicketDesk({ filter, page }: { filter: DeskFilter; page: DeskTicketPage }) {
  const { tickets } = page;
  const [t, locale, zone] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section aria-labelledby="desk-title" className="flex flex-col gap-4">
      <h1 id="desk-title" className="text-2xl font-bold">
        {t('tickets_title')}
      </h1>
      <ViewFilters
        label={t('tickets_filters')}
        pathname="/operator/tickets"
        param="filter"
        current={filter}
        views={DESK_FILTERS.map((key) => ({ key, label: t(`tickets_filter_${key}`) }))}
      />
      {tickets.length === 0 ? (
        <p data-testid="desk-empty">{t(`tickets_empty_${filter}`)}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="desk-tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link href={`/operator/tickets/${ticket.id}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
                <span className="font-bold" dir="auto">
                  {ticket.subject}
                </span>
                <span className="text-sm text-muted">
                  <bdi>{ownerOf(ticket)}</bdi> · {t(`ticket_topic_${ticket.topic}`)} ·{' '}
                  {t('ticket_updated', { date: formatDateTime(ticket.updated_at, locale, zone) })}
                  {ticket.waiting_for_team && (
                    <>
                      {' '}
                      · <strong className="text-brand-700">{t('ticket_waiting')}</strong>
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('tickets_pages')}
        pathname="/operator/tickets"
        query={{ filter }}
        page={page}
        previous={t('page_previous')}
        next={t('page_next')}
        testId="desk-pages"
      />
    </section>
  );
}

/** One ticket as the team reads it: the person, the thread with its files, the answer form. */
export async function DeskThreadView({ ticket }: { ticket: DeskTicketThread }) {
  const [t, tickets, locale, zone] = await Promise.all([
    getTranslations('Operator'),
    getTranslations('Tickets'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  return (
    <section aria-labelledby="desk-ticket-title" className="flex flex-col gap-4">
      <Link href="/operator/tickets" className="self-start text-brand-700 underline underline-offset-4">
        {t('tickets_back')}
      </Link>
      <h1 id="desk-ticket-title" className="text-2xl font-bold" dir="auto">
        {ticket.subject}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('ticket_owner')}</dt>
        <dd>
          <bdi>{ticket.owner.full_name ?? '—'}</bdi> · <span dir="ltr">{ticket.owner.mobile}</span>
        </dd>
        <dt className="text-muted">{t('ticket_topic')}</dt>
        <dd>{t(`ticket_topic_${ticket.topic}`)}</dd>
        {ticket.category && (
          <>
            <dt className="text-muted">{tickets('category')}</dt>
            <dd data-testid="desk-ticket-category">
              {tickets(`category_${ticket.category}`)}
              {ticket.link && ` · ${tickets(`about_${ticket.link.kind}`)} (${ticket.link.id})`}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('ticket_state')}</dt>
        <dd data-testid="desk-ticket-state">{t(`ticket_state_${ticket.state}`)}</dd>
      </dl>
      <ol className="flex flex-col gap-3" data-testid="desk-messages">
        {ticket.messages.map((message) => (
          <li key={message.id} className={`rounded-xl p-4 ${message.from_staff ? 'bg-brand-50' : 'border border-gray-200'}`}>
            <p className="mb-1 text-sm text-muted">
              {message.from_staff ? t('ticket_from_team') : <bdi>{ownerOf(ticket)}</bdi>} · {formatDateTime(message.created_at, locale, zone)}
            </p>
            <TicketMessageContent message={message} />
          </li>
        ))}
      </ol>
      <WithMessages groups={['Operator.ticket_answer_form', 'FormKit']}>
        <TicketAnswerForm id={ticket.id} open={ticket.state !== 'closed'} />
      </WithMessages>
    </section>
  );
}
