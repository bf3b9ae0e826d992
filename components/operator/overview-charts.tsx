import { getLocale, getTranslations } from 'next-intl/server';
import { type Bar, BarChart } from '@/components/ui/bar-chart';
import { formatNumber, formatPrice, intlLocale } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl-cache';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';
import type { OverviewCharts } from '@/lib/schemas/operator';

const FIELD = 'min-h-10 rounded-md border border-gray-300 px-2';

/**
 * The marketplace over the period the operator chose (a GET form, no script): the period's totals,
 * then requests, matching, money and support as bars, each day or week in the operator's zone.
 */
export async function OverviewChartsView({ charts, periodError }: { charts: OverviewCharts; periodError: string | null }) {
  const [t, locale] = await Promise.all([getTranslations('Operator.charts'), getLocale() as Promise<Locale>]);
  const dayLabel = (day: string) =>
    dateTimeFormat(intlLocale(locale), { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
  const longDay = (day: string) => dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
  const percent = (share: number | null) => (share === null ? t('none') : formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 }));
  const hours = (value: number | null) => (value === null ? t('none') : t('hours', { hours: formatNumber(value, locale) }));
  const count = (value: number) => formatNumber(value, locale);
  const daily = (pick: (day: OverviewCharts['days'][number]) => number | null, text: (value: number | null) => string): Bar[] =>
    charts.days.map((day) => ({ label: dayLabel(day.day), value: pick(day), text: text(pick(day)) }));
  const weekly = (pick: (week: OverviewCharts['weeks'][number]) => number): Bar[] =>
    charts.weeks.map((week) => ({ label: dayLabel(week.week), value: pick(week), text: formatPrice(pick(week), locale) }));
  const { totals } = charts;
  const figures: Array<[string, string]> = [
    ['submitted', count(totals.submitted)],
    ['share_24h', percent(totals.share_matched_within_24h)],
    ['median_hours', hours(totals.median_hours_to_first_accept)],
    ['paid', formatPrice(totals.paid_cents, locale)],
    ['refunded', formatPrice(totals.refunded_cents, locale)],
    ['commission', formatPrice(totals.commission_cents, locale)],
    ['open_tickets', count(totals.open_tickets)],
    ['open_disputes', count(totals.open_disputes)],
  ];
  return (
    <section aria-labelledby="overview-charts-title" className="flex flex-col gap-4">
      <h2 id="overview-charts-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('period')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('from')}
          <input name="from" type="date" defaultValue={charts.period.from} className={FIELD} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('to')}
          <input
            name="to"
            type="date"
            defaultValue={charts.period.to}
            className={FIELD}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? 'overview-period-error' : undefined}
          />
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 font-bold text-white">
          {t('show')}
        </button>
      </form>
      {periodError && (
        <p id="overview-period-error" role="alert" className="text-red-700" data-testid="overview-period-error">
          {periodError}
        </p>
      )}
      <p className="text-sm text-muted" data-testid="overview-period">
        {t('period_note', { zone: timeZoneName(charts.period.time_zone, locale), from: longDay(charts.period.from), to: longDay(charts.period.to) })}
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([key, text]) => (
          <div key={key} className="rounded-xl border border-gray-200 p-4">
            <dt className="text-sm text-muted">{t(key as 'submitted')}</dt>
            <dd className="text-2xl font-bold" data-testid={`chart-total-${key}`}>
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t('share_note')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title={t('chart_requests')}
          testId="chart-requests"
          bars={daily(
            (d) => d.submitted,
            (v) => count(v ?? 0),
          )}
        />
        <BarChart title={t('chart_share')} testId="chart-share" bars={daily((d) => d.share_matched_within_24h, percent)} />
        <BarChart title={t('chart_median')} testId="chart-median" bars={daily((d) => d.median_hours_to_first_accept, hours)} />
        <BarChart
          title={t('chart_tickets')}
          testId="chart-tickets"
          bars={daily(
            (d) => d.tickets_opened,
            (v) => count(v ?? 0),
          )}
        />
        <BarChart
          title={t('chart_disputes')}
          testId="chart-disputes"
          bars={daily(
            (d) => d.disputes_opened,
            (v) => count(v ?? 0),
          )}
        />
        <BarChart title={t('chart_paid')} testId="chart-paid" bars={weekly((w) => w.paid_cents)} />
        <BarChart title={t('chart_refunded')} testId="chart-refunded" bars={weekly((w) => w.refunded_cents)} />
        <BarChart title={t('chart_commission')} testId="chart-commission" bars={weekly((w) => w.commission_cents)} />
      </div>
    </section>
  );
}
