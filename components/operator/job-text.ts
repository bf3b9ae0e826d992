import type { getTranslations } from 'next-intl/server';
import type { OperatorJob } from '@/lib/schemas/operator';

type Translate = Awaited<ReturnType<typeof getTranslations<'Operator'>>>;

/** A job by what it does ("Send lesson reminders"); a name without words of its own (a test job) as it is. */
export function jobLabel(t: Translate, name: string): string {
  const key = `job_names.${name.replaceAll('.', '_')}` as 'job_names.classes_sweep';
  return t.has(key) ? t(key) : name;
}

/**
 * Tries as they stand: a waiting job has run none, a finished one says on which try it was done, a
 * running, retrying or failed one counts the tries made of those allowed (pg-boss counts retries:
 * `retry_count` is the tries that failed so far).
 */
export function jobTries(t: Translate, job: Pick<OperatorJob, 'state' | 'retry_count' | 'retry_limit'>): string {
  if (job.state === 'created') return t('job_tries_waiting');
  if (job.state === 'completed') return t('job_tries_done', { count: job.retry_count + 1 });
  const made = job.state === 'retry' ? job.retry_count : job.retry_count + 1;
  return t('job_tries_value', { count: made, limit: job.retry_limit + 1 });
}
