import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { ViewFilters } from '@/components/ui/view-filters';
import { WithMessages } from '@/components/providers/with-messages';
import { PageLinks } from '@/components/ui/page-links';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { type ConversationReportPage, type ConversationReportSummary, type ConversationReportView, REPORT_STATES } from '@/lib/schemas/conversations';
import { CloseReportButton } from './close-report-button';

type Translate = Awaited<ReturnType<typeof getTranslations<'ConversationReports'>>>;
type ReasonTranslate = Awaited<ReturnType<typeof getTranslations<'Conversations'>>>;

const person = (t: Translate, who: { name: string | null }, side?: 'student' | 'tutor') => {
  const name = who.name || t('no_name');
  return side ? t(`side_${side}`, { name }) : name;
};

/** Reported messages for the team: open ones oldest first, or closed ones. */
export async function ReportList({ state, page }: { state: 'open' | 'closed'; page: ConversationReportPage }) {
  const { reports } = page;
  const [t, tc, locale, zone] = await Promise.all([
    getTranslations('ConversationReports'),
    getTranslations('Conversations'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-4">
      <h1 id="reports-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p>{t('lead')}</p>
      <ViewFilters
        label={t('title')}
        pathname="/operator/conversation-reports"
        param="state"
        current={state}
        views={REPORT_STATES.map((key) => ({ key, label: t(key) }))}
      />
      {reports.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="report-list">
          {reports.map((report) => (
            <li key={report.id}>
              <Link href={`/operator/conversation-reports/${report.id}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50">
                <span className="font-bold">{reasonLabel(tc, report.reason)}</span>
                <span className="text-sm text-muted">
                  <bdi>{person(t, report.reported, report.reported.side)}</bdi> · {t('at', { time: formatDateTime(report.created_at, locale, zone) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('pages')}
        pathname="/operator/conversation-reports"
        query={{ state }}
        page={page}
        previous={t('page_previous')}
        next={t('page_next')}
        testId="report-pages"
      />
    </section>
  );
}

const reasonLabel = (tc: ReasonTranslate, reason: ConversationReportSummary['reason']) => tc(`reason_${reason}`);

/** One report: who reported whom and why, and the conversation around the message as it was written. */
export async function ReportView({ report }: { report: ConversationReportView }) {
  const [t, tc, locale, zone] = await Promise.all([
    getTranslations('ConversationReports'),
    getTranslations('Conversations'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const sideName = (side: 'student' | 'tutor') =>
    side === report.reported.side ? person(t, report.reported, side) : t(`side_${side}`, { name: report.reporter.name || t('no_name') });
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4">
      <Link href="/operator/conversation-reports" className="self-start text-brand-700 underline underline-offset-4">
        {t('back')}
      </Link>
      <h1 id="report-title" className="text-2xl font-bold">
        {reasonLabel(tc, report.reason)}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('reporter')}</dt>
        <dd>
          <bdi>{report.reporter.name || t('no_name')}</bdi> · <span dir="ltr">{report.reporter.mobile}</span>
        </dd>
        <dt className="text-muted">{t('reported')}</dt>
        <dd>
          <bdi>{person(t, report.reported, report.reported.side)}</bdi>
          {report.reported.mobile && (
            <>
              {' · '}
              <span dir="ltr">{report.reported.mobile}</span>
            </>
          )}
        </dd>
        {report.note && (
          <>
            <dt className="text-muted">{t('note')}</dt>
            <dd>
              <bdi dir="auto">{report.note}</bdi>
            </dd>
          </>
        )}
        <dt className="text-muted">{t('state')}</dt>
        <dd data-testid="report-state">{t(`state_${report.state}`)}</dd>
      </dl>
      <h2 className="text-xl font-bold">{t('thread')}</h2>
      <ol className="flex flex-col gap-2" data-testid="report-thread">
        {report.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-xl p-3 ${message.reported ? 'border-2 border-red-700 bg-red-50' : 'border border-gray-200'}`}
            data-reported={message.reported}
          >
            <p className="text-xs text-muted">
              {message.reported && <strong className="text-red-800">{t('reported_message')} · </strong>}
              <bdi>{sideName(message.side)}</bdi> · {formatDateTime(message.created_at, locale, zone)}
            </p>
            <p className="whitespace-pre-wrap break-words">
              <bdi dir="auto">{message.body}</bdi>
            </p>
            {message.attachments.length > 0 && (
              <ul className="flex flex-col gap-1" data-testid="report-attachments">
                {message.attachments.map((file) => (
                  <li key={file.upload_id}>
                    <a href={file.url} className="text-brand-700 underline underline-offset-4">
                      <bdi>{tc('attachment', { name: file.file_name ?? file.upload_id })}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {report.state === 'open' && (
        <WithMessages groups={['ConversationReports']}>
          <CloseReportButton id={report.id} />
        </WithMessages>
      )}
    </section>
  );
}
