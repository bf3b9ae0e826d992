import { getTranslations } from 'next-intl/server';
import { formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { PriceNumbers, PricePage } from '@/lib/schemas/tutor-answers';
import { tutorFilterLabels } from '@/lib/tutors/filter-labels.server';
import type { ListContext } from '@/lib/tutors/list-page.server';
import { listCrumbs, listTitle } from '@/lib/tutors/list-seo.server';
import { Breadcrumbs } from './breadcrumbs';
import { CompareBarSlot } from './compare-bar-slot';
import { PriceChart } from './price-chart';
import { TutorFilters } from './tutor-filters';
import { TutorGrid } from './tutor-grid';

export async function PriceView({ ctx, numbers, page, locale }: { ctx: ListContext; numbers: PriceNumbers; page: PricePage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TutorPrice' });
  const [title, crumbs, filterLabels] = await Promise.all([
    listTitle(ctx.kind, ctx.links, locale),
    listCrumbs(ctx.kind, ctx.links, locale),
    tutorFilterLabels(locale, ctx.links, ctx.filters),
  ]);
  const stats = [
    ['min', numbers.min],
    ['median', numbers.median],
    ['max', numbers.max],
  ] as const;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 pb-24">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1 className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{title}</h1>
      <p className="text-muted">{t('intro', { count: numbers.count, formatted: formatNumber(numbers.count, locale) })}</p>
      <TutorFilters key={JSON.stringify([ctx.links.path, ctx.filters])} kind={ctx.kind} links={ctx.links} filters={ctx.filters} labels={filterLabels} />
      {numbers.count > 0 && (
        <>
          <dl className="grid grid-cols-3 gap-3" data-testid="price-numbers">
            {stats.map(([key, cents]) => (
              <div key={key} className="rounded-xl bg-brand-50 p-4 text-center">
                <dt className="text-sm text-muted">{t(key)}</dt>
                <dd className="text-2xl font-extrabold text-brand-800">{formatPrice(cents, locale)}</dd>
              </div>
            ))}
          </dl>
          <PriceChart buckets={page.buckets} locale={locale} />
        </>
      )}
      <section aria-labelledby="cheapest">
        <h2 id="cheapest" className="mb-3 text-xl font-bold">
          {t('cheapest_good')}
        </h2>
        <TutorGrid tutors={page.cheapest_good} locale={locale} list="tutor-price" />
      </section>
      <CompareBarSlot />
    </div>
  );
}
