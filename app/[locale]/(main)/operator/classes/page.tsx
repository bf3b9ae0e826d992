import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { ClassActionForm } from '@/components/classes/class-action-form';
import { ReportSection, ReportTable } from '@/components/operator/report-table';
import { SubmitButton } from '@/components/tutor-requests/fields';
import { classApi } from '@/lib/api/classes';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { readFlash } from '@/lib/forms/form-post.server';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { FlashNotes } from '@/components/forms/flash-notes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('operator_title') };
}

/** The operator's classes: disputed lessons to settle (held, or the tutor was absent), and each tutor's cancellations and absences. */
export default async function OperatorClassesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const [t, zone, report, flash] = await Promise.all([
    getTranslations('Classes'),
    getTimeZone(),
    onServer(classApi.operatorReport(await getServerApiClient())),
    readFlash('/operator/classes'),
  ]);
  const back = '/operator/classes';
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('operator_title')}</h1>
        <p className="text-muted">{t('operator_intro')}</p>
      </div>
      <FlashNotes flash={flash} />
      <ReportSection id="disputes-title" title={t('disputes')} empty={report.disputed.length ? null : t('disputes_none')}>
        <ReportTable testId="disputes" columns={[t('col_when'), t('col_tutor'), t('col_student'), t('col_reason'), t('col_actions')]}>
          {report.disputed.map((d) => (
            <tr key={d.id} className="border-t border-gray-200" data-session-id={d.id}>
              <td className="p-2">{formatDateTime(d.starts_at, locale, zone)}</td>
              <td className="p-2">{d.tutor}</td>
              <td className="p-2">{d.student ?? '—'}</td>
              <td className="p-2">{d.reason ?? '—'}</td>
              <td className="p-2">
                <ClassActionForm locale={locale} id={d.id} back={back} className="flex flex-col gap-2" label={t('resolve_label')}>
                  <label htmlFor={`decision-${d.id}`} className="text-sm">
                    {t('resolve_reason')}
                  </label>
                  <textarea id={`decision-${d.id}`} name="reason" maxLength={500} rows={2} className="rounded-lg border border-gray-300 p-2" />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton variant="secondary" name="_action" value="resolve-held">
                      {t('resolve_held')}
                    </SubmitButton>
                    <SubmitButton variant="danger" name="_action" value="resolve-tutor-absent">
                      {t('resolve_tutor_absent')}
                    </SubmitButton>
                  </div>
                </ClassActionForm>
              </td>
            </tr>
          ))}
        </ReportTable>
      </ReportSection>
      <ReportSection id="absences-title" title={t('absences')} empty={report.tutor_absences.length ? null : t('absences_none')}>
        <ReportTable testId="tutor-absences" columns={[t('col_tutor'), t('col_absent'), t('col_cancelled')]}>
          {report.tutor_absences.map((a) => (
            <tr key={a.tutor_id} className="border-t border-gray-200">
              <td className="p-2">{a.tutor}</td>
              <td className="p-2">{formatNumber(a.absent, locale)}</td>
              <td className="p-2">{formatNumber(a.cancelled, locale)}</td>
            </tr>
          ))}
        </ReportTable>
      </ReportSection>
    </section>
  );
}
