import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { OperatorOverview } from '@/lib/schemas/operator';

const FIGURES = ['users', 'teachers', 'operators', 'active_tutors', 'notifications_last_day', 'waiting_jobs', 'failed_jobs'] as const;

/** The console's first screen: the platform in numbers, failures first to the eye. */
export async function OperatorOverviewView({ overview }: { overview: OperatorOverview }) {
  const [t, locale] = await Promise.all([getTranslations('Operator'), getLocale() as Promise<Locale>]);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure} className={`rounded-xl border p-4 ${figure === 'failed_jobs' && overview.failed_jobs > 0 ? 'border-red-700' : 'border-gray-200'}`}>
            <dt className="text-sm text-muted">{t(figure)}</dt>
            <dd className="text-2xl font-bold" data-testid={`figure-${figure}`}>
              {formatNumber(overview[figure], locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
