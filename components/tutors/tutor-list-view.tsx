import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorListAnswer } from '@/lib/schemas/tutor-answers';
import { tutorFilterLabels } from '@/lib/tutors/filter-labels.server';
import type { ListContext } from '@/lib/tutors/list-page.server';
import { listCrumbs, listTitle } from '@/lib/tutors/list-seo.server';
import { Breadcrumbs } from './breadcrumbs';
import { CompareBarSlot } from './compare-bar-slot';
import { Pagination } from './pagination';
import { RequestStartForm } from '@/components/tutor-requests/request-start-form';
import { TutorFilters } from './tutor-filters';
import { TutorGrid } from './tutor-grid';

/** A tutor list or best list page: title, breadcrumbs, filters, cards, pagination. */
export async function TutorListView({ ctx, data, locale }: { ctx: ListContext; data: TutorListAnswer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TutorList' });
  const [title, crumbs, filterLabels] = await Promise.all([
    listTitle(ctx.kind, ctx.links, locale),
    listCrumbs(ctx.kind, ctx.links, locale),
    tutorFilterLabels(locale, ctx.links, ctx.filters),
  ]);
  const { page, per_page: perPage, total } = data.pagination;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 pb-24">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted" data-testid="tutor-total">
            {t('total', { count: total })}
          </p>
        </div>
        <RequestStartForm variant="suggest" origin="suggestion" courseId={ctx.links.course?.id} cityId={ctx.links.city?.id} />
      </div>
      {ctx.kind === 'best-tutor-list' && <p className="text-sm text-muted">{t('best_rule')}</p>}
      <TutorFilters key={JSON.stringify([ctx.links.path, ctx.filters])} kind={ctx.kind} links={ctx.links} filters={ctx.filters} labels={filterLabels} />
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="sr-only">
          {t('results')}
        </h2>
        <TutorGrid tutors={data.tutors} locale={locale} list={ctx.kind} firstPosition={(page - 1) * perPage + 1} listCity={ctx.links.city} />
      </section>
      <Pagination pages={data.pagination} base={`/${ctx.kind}`} path={ctx.links.path} filters={ctx.filters} locale={locale} />
      <CompareBarSlot />
    </div>
  );
}
