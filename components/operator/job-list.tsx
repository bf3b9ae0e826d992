import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { JOB_STATE_FILTERS, type JobStateFilter, type OperatorJob } from '@/lib/schemas/operator';
import { jobLabel, jobTries } from './job-text';
import { RetryJobButton } from './retry-job-button';
import { ViewFilters } from '@/components/ui/view-filters';

/** Background jobs in one state, with the last error and a retry for those that failed. */
export async function JobList({ state, jobs }: { state: JobStateFilter; jobs: OperatorJob[] }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>, getTimeZone()]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('jobs_title')}</h1>
      <ViewFilters
        label={t('jobs_states')}
        pathname="/operator/jobs"
        param="state"
        current={state}
        views={JOB_STATE_FILTERS.map((key) => ({ key, label: t(`state_${key}`) }))}
      />
      {jobs.length === 0 ? (
        <p data-testid="jobs-empty">{t('jobs_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2 text-start">
                  {t('job_name')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('job_tries')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('job_created')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('job_error')}
                </th>
                {state === 'failed' && (
                  <th scope="col" className="p-2 text-start">
                    {t('job_actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-gray-100 align-top" data-testid="job-row">
                  <td className="p-2">
                    <span className="block font-medium">{jobLabel(t, job.name)}</span>
                    <code className="block text-xs text-muted" dir="ltr">
                      {job.name}
                    </code>
                  </td>
                  <td className="p-2">{jobTries(t, job)}</td>
                  <td className="p-2">{formatDateTime(job.created_on, locale, timeZone)}</td>
                  <td className="max-w-xs break-words p-2" dir="auto">
                    {job.error ?? '—'}
                  </td>
                  {state === 'failed' && (
                    <td className="p-2">
                      <RetryJobButton id={job.id} labels={{ retry: t('retry'), retrying: t('retrying'), retried: t('retried') }} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
