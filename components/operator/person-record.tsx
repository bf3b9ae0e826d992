import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { formatDateTime, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { PersonRecord } from '@/lib/schemas/operator';
import { PersonFacts } from '@/components/operator/person-facts';
import { BlockControls } from './block-controls';
import { InvoiceTable } from './invoice-search';
import { labelOr } from './money-labels';
import { SecondFactorReset } from './second-factor-reset';

const SECTION = 'flex flex-col gap-2 rounded-lg border border-gray-200 p-4';

/** Everything of one person's on one page, each list newest first; block and unblock; an admin resets a lost authenticator. */
export async function PersonRecordView({ record, isAdmin, viewerId }: { record: PersonRecord; isAdmin: boolean; viewerId: number }) {
  const [t, requestT, ticketT, walletT, locale, timeZone] = await Promise.all([
    getTranslations('Operator'),
    getTranslations('TutorRequest'),
    getTranslations('Tickets'),
    getTranslations('Transactions'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const { person } = record;
  const when = (at: string) => formatDateTime(at, locale, timeZone);
  const none = <p className="text-sm">{t('person_none')}</p>;
  const team = person.roles.some((role) => role === 'operator' || role === 'admin');
  return (
    <section className="flex flex-col gap-4" data-testid="person-record">
      <Link href="/operator/people" className="self-start text-sm text-brand-700 underline">
        {t('person_back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('person_title', { name: person.full_name ?? '—', id: person.id })}</h1>
      <div className={SECTION}>
        <p dir="ltr" className="self-start">
          {person.mobile}
        </p>
        <PersonFacts person={person} />
        <BlockControls
          id={person.id}
          blocked={!!person.blocked_at}
          labels={{ block: t('people_block'), unblock: t('people_unblock'), reason: t('people_block_reason'), blocking: t('people_blocking') }}
        />
      </div>

      {(team || record.second_factor) && (
        <div className={SECTION} data-testid="person-second-factor">
          <h2 className="text-lg font-bold">{t('person_second_factor')}</h2>
          <p className="text-sm">{record.second_factor ? t('person_second_factor_on') : t('person_second_factor_off')}</p>
          {isAdmin && record.second_factor && person.id !== viewerId && (
            <WithMessages groups={['Operator.reset_form', 'FormKit']}>
              <SecondFactorReset id={person.id} />
            </WithMessages>
          )}
        </div>
      )}

      <div className={SECTION} data-testid="person-requests">
        <h2 className="text-lg font-bold">{t('person_requests')}</h2>
        {record.requests.length === 0
          ? none
          : record.requests.map((request) => (
              <p key={request.id} className="text-sm">
                {t('person_request', { id: request.id, course: request.course ?? '—', state: requestT(`states.${request.state}`) })} ·{' '}
                {when(request.created_at)}
              </p>
            ))}
      </div>

      <div className={SECTION} data-testid="person-classes">
        <h2 className="text-lg font-bold">{t('person_classes')}</h2>
        {record.classes.length === 0
          ? none
          : record.classes.map((cls) => (
              <p key={cls.id} className="text-sm">
                {t('person_class', { id: cls.id, course: cls.course ?? '—', role: cls.role, tutor: cls.tutor ?? '—', student: cls.student ?? '—' })} ·{' '}
                {labelOr(t, `class_states.${cls.state}`, cls.state)}
              </p>
            ))}
      </div>

      <div className={SECTION} data-testid="person-invoices">
        <h2 className="text-lg font-bold">{t('person_invoices')}</h2>
        {record.invoices.length === 0 ? none : <InvoiceTable invoices={record.invoices} caption={t('person_invoices')} />}
      </div>

      <div className={SECTION} data-testid="person-wallet">
        <h2 className="text-lg font-bold">{t('person_wallet')}</h2>
        <p>{t('person_balance', { amount: formatPrice(record.wallet.balance_cents, locale) })}</p>
        {record.wallet.recent.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {record.wallet.recent.map((movement) => (
              <li key={movement.id}>
                {when(movement.created_at)} · {labelOr(walletT, `types.${movement.type}`, movement.type)} · {formatPrice(movement.amount_cents, locale)}
                {movement.invoice && (
                  <>
                    {' '}
                    ·{' '}
                    <Link href={`/operator/invoices/${movement.invoice}`} className="text-brand-700 underline" dir="ltr">
                      {movement.invoice.slice(0, 8)}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={SECTION} data-testid="person-tickets">
        <h2 className="text-lg font-bold">{t('person_tickets')}</h2>
        {record.tickets.length === 0
          ? none
          : record.tickets.map((ticket) => (
              <p key={ticket.id} className="text-sm">
                <Link href={`/operator/tickets/${ticket.id}`} className="text-brand-700 underline">
                  {t('person_ticket', { id: ticket.id, subject: ticket.subject, state: labelOr(ticketT, `state_${ticket.state}`, ticket.state) })}
                </Link>{' '}
                · {when(ticket.updated_at)}
              </p>
            ))}
      </div>

      <div className={SECTION} data-testid="person-audit">
        <h2 className="text-lg font-bold">{t('person_audit_trail')}</h2>
        {record.audit.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {record.audit.map((entry) => (
              <li key={entry.id}>
                {when(entry.at)} ·{' '}
                {t('person_audit_entry', {
                  action: labelOr(t, `audit_action_${entry.action.replace(/\./g, '_')}`, entry.action),
                  record: `${labelOr(t, `audit_record_${entry.record_type}`, entry.record_type)} ${entry.record_id}`,
                  actor: entry.actor_name ?? `#${entry.actor_id}`,
                })}
                {entry.reason && <span className="block text-muted">{entry.reason}</span>}
              </li>
            ))}
          </ul>
        )}
        <Link
          href={{ pathname: '/operator/audit', query: { record_type: 'user', record_id: String(person.id) } }}
          className="self-start text-sm text-brand-700 underline"
        >
          {t('people_audit')}
        </Link>
      </div>
    </section>
  );
}
