import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import { PageLinks } from '@/components/ui/page-links';
import type { Locale } from '@/lib/i18n/routing';
import { auditCsvUrl } from '@/lib/api/audit';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditFilters, type AuditPage } from '@/lib/schemas/audit';

const FIELD = 'min-h-10 rounded-md border border-gray-300 px-2';

function short(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The operators' actions: a search form (GET, works without JavaScript), the entries, the CSV of the same filter. */
export async function AuditLog({ filters, page }: { filters: AuditFilters; page: AuditPage }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>, getTimeZone()]);
  const { page: _page, ...filterOnly } = filters;
  const query = Object.fromEntries(Object.entries(filterOnly).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('audit_title')}</h1>
      <p className="text-muted">{t('audit_intro')}</p>
      <form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t('audit_search')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_q')}
          <input name="q" type="search" defaultValue={filters.q ?? ''} className={FIELD} maxLength={100} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_actor')}
          <input name="actor" inputMode="numeric" defaultValue={filters.actor ?? ''} className={`${FIELD} w-28`} dir="ltr" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_action')}
          <select name="action" defaultValue={filters.action ?? ''} className={FIELD}>
            <option value="">{t('audit_any')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit_action_${action.replace(/\./g, '_')}` as 'audit_title')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_record_type')}
          <select name="record_type" defaultValue={filters.record_type ?? ''} className={FIELD}>
            <option value="">{t('audit_any')}</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`audit_record_${type}` as 'audit_title')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_record_id')}
          <input name="record_id" defaultValue={filters.record_id ?? ''} className={`${FIELD} w-40`} dir="ltr" maxLength={80} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_from')}
          <input name="from" type="date" defaultValue={filters.from ?? ''} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('audit_to')}
          <input name="to" type="date" defaultValue={filters.to ?? ''} className={FIELD} />
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 font-bold text-white">
          {t('audit_apply')}
        </button>
        <a href={auditCsvUrl(query)} download className="min-h-10 content-center text-brand-700 underline" data-testid="audit-csv">
          {t('audit_csv')}
        </a>
      </form>
      {page.entries.length === 0 ? (
        <p data-testid="audit-empty">{t('audit_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2 text-start">
                  {t('audit_at')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('audit_actor')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('audit_action')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('audit_record')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('audit_reason')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('audit_change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top" data-testid="audit-row" data-action={entry.action}>
                  <td className="p-2">
                    {formatDateTime(entry.at, locale, timeZone)}
                    {entry.ip && (
                      <code className="block text-xs text-muted" dir="ltr">
                        {entry.ip}
                      </code>
                    )}
                  </td>
                  <td className="p-2">
                    {entry.actor_name ?? t('audit_no_name')}
                    <code className="block text-xs text-muted" dir="ltr">
                      #{entry.actor_id}
                    </code>
                  </td>
                  <td className="p-2">{t(`audit_action_${entry.action.replace(/\./g, '_')}` as 'audit_title')}</td>
                  <td className="p-2">
                    {t(`audit_record_${entry.record_type}` as 'audit_title')}
                    <code className="block text-xs text-muted" dir="ltr">
                      {entry.record_id}
                    </code>
                  </td>
                  <td className="max-w-xs break-words p-2" dir="auto">
                    {entry.reason ?? '—'}
                  </td>
                  <td className="max-w-md p-2">
                    <details>
                      <summary className="cursor-pointer">{t('audit_show_change')}</summary>
                      <p className="mt-1 text-xs font-bold">{t('audit_before')}</p>
                      <code className="block break-all text-xs" dir="ltr">
                        {short(entry.before)}
                      </code>
                      <p className="mt-1 text-xs font-bold">{t('audit_after')}</p>
                      <code className="block break-all text-xs" dir="ltr">
                        {short(entry.after)}
                      </code>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks label={t('audit_pages')} pathname="/operator/audit" query={query} page={page} previous={t('audit_newer')} next={t('audit_older')} />
    </section>
  );
}
